import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { ContentCallContext } from "@/lib/api/content";
import type { ViewFlags } from "@/lib/request-context/request-context";
import type { PageKind } from "@/lib/routing/resolve-route";
import type { Vertical } from "@/lib/verticals/verticals";

/** What every page kind knows about the request: the vertical, the view flags, the path and the call context. */
export interface PageContext {
  vertical: Vertical;
  view: ViewFlags;
  /** Decoded path segments as the reader asked for them. */
  segments: readonly string[];
  call: ContentCallContext;
  /** The Start Today in-app view of a story (`/start-today-app-view/…`, spec 2 §2). */
  startTodayAppView?: boolean;
}

/**
 * One page kind: load its data (throwing ApiError, or calling notFound()), describe it for search
 * engines and sharing, and render it. The dispatcher maps errors to error pages in one place.
 */
export interface PageDefinition<K extends PageKind, D> {
  load(route: K, context: PageContext): Promise<D>;
  /** The site path this content lives at; a request on any other path is redirected there. */
  canonicalPath?(data: D, context: PageContext): string | null;
  metadata(data: D, context: PageContext): Metadata;
  /** The kind the loaded content says it is, when that is not the one its address named (an article of type blog). */
  becomes?(data: D, route: K): PageKind | null;
  render(data: D, context: PageContext): ReactNode | Promise<ReactNode>;
}

export type PageKindName = PageKind["kind"];
export type RouteOf<N extends PageKindName> = Extract<PageKind, { kind: N }>;

import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { cache } from "react";
import type { PageContext } from "@/lib/pages/page-definition";
import { orErrorPage } from "@/lib/pages/page-errors";
import { PAGES } from "@/components/pages";
import { disableLazyLoadFor } from "@/lib/request-context/lazy-load";
import { parseRouteParams, START_TODAY_APP_VIEW_PATH, viewQueryString } from "@/lib/request-context/request-context";
import { resolveRoute } from "@/lib/routing/resolve-route";
import { verticalForView } from "@/lib/verticals/feature-flags";
import { VERTICALS } from "@/lib/verticals/verticals";

const START_TODAY_APP_SEGMENT = START_TODAY_APP_VIEW_PATH.replace(/\//g, "");

type Params = { vertical: string; view: string; path?: string[] };

/** Pages are rendered on first request, then served from the cache and revalidated in the background. */
export const revalidate = 60;
export function generateStaticParams(): Params[] {
  return [];
}

/** Resolves and loads a page once per request, shared by generateMetadata and the page. */
const loadPage = cache(async (verticalParam: string, viewParam: string, pathKey: string) => {
  const route = parseRouteParams({ vertical: verticalParam, view: viewParam });
  const path = pathKey ? pathKey.split("/") : [];
  // The Start Today app view of a story (`/start-today-app-view/…-rcna123`): the story itself, marked as the app view.
  const appStory = route?.view.isChromeless && path[0] === START_TODAY_APP_SEGMENT ? resolveRoute(path.slice(1)) : null;
  const startTodayAppView = appStory?.kind === "article";
  const segments = startTodayAppView ? path.slice(1) : path;
  const kind = route && (startTodayAppView ? appStory : resolveRoute(segments));
  let definition = kind && PAGES[kind.kind];
  if (!route || !kind || !definition) notFound();
  const context: PageContext = {
    vertical: verticalForView(VERTICALS[route.vertical], route.view),
    view: route.view,
    segments,
    call: { forwarded: route.view.query, vertical: route.vertical },
    ...(startTodayAppView && { startTodayAppView }),
  };
  let data = await orErrorPage(definition.load(kind, context));
  const actual = definition.becomes?.(data, kind);
  if (actual) {
    definition = PAGES[actual.kind];
    data = await orErrorPage(definition.load(actual, context));
  }
  return { definition, context, data };
});

async function load(params: Promise<Params>) {
  const { vertical, view, path = [] } = await params;
  return loadPage(vertical, view, path.join("/"));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { definition, context, data } = await load(params);
  return definition.metadata(data, context);
}

/** A redirect stays in the Start Today app view when asked from there, also to another brand's URL (a gated story). */
function redirectTarget(canonical: string, appView: boolean): string {
  if (!appView) return canonical;
  if (canonical.startsWith("/")) return `/${START_TODAY_APP_SEGMENT}${canonical}`;
  const url = new URL(canonical);
  url.pathname = `/${START_TODAY_APP_SEGMENT}${url.pathname}`;
  return url.toString();
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const { definition, context, data } = await load(params);
  setRequestLocale(context.vertical.language);
  disableLazyLoadFor(context.view);
  const canonical = definition.canonicalPath?.(data, context);
  if (canonical && canonical !== `/${context.segments.join("/")}`) {
    permanentRedirect(redirectTarget(canonical, context.startTodayAppView === true) + viewQueryString(context.view));
  }
  return definition.render(data, context);
}

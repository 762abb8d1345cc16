/** Lookups shared by route handlers that answer 404 when the thing does not exist. */
import { isVerticalSlug, type VerticalSlug } from "../../lib/verticals/verticals";
import { notFound } from "../http/errors";
import type { DocumentKind } from "../seed/rows";
import type { Store } from "../store";
import { condition } from "../search";

export function requireDocument(store: Store, kind: DocumentKind, id: string): string {
  const json = store.document(kind, id);
  if (json === undefined) throw notFound(`no ${kind} ${id}`);
  return json;
}

export function requireVertical(slug: string): VerticalSlug {
  if (!isVerticalSlug(slug)) throw notFound(`no vertical ${slug}`);
  return slug;
}

/** Searches that answer teasables never return cards or people. */
export const TEASABLE_TYPES = condition("s.type IN ('article', 'video', 'slideshow', 'recipe', 'showblog', 'product')");

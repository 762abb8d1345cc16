/**
 * The local news view's addresses (spec 2 §2 "Local news view by zip code"): `/local` is the zip form,
 * `/local/{five digits}` a zip's page; anything else under /local is not a page (404). It has a route of its own
 * (`app/[vertical]/[view]/local/`), so its form island is not part of the shared content route's JavaScript.
 */
import { ZIP_PATTERN } from "./zip";

export type LocalRoute = { kind: "local"; zip: string | null };

/** Resolves the path segments after `/local`. */
export function resolveLocalRoute(segments: readonly string[]): LocalRoute | null {
  if (segments.length === 0) return { kind: "local", zip: null };
  const [zip] = segments;
  return segments.length === 1 && zip && ZIP_PATTERN.test(zip) ? { kind: "local", zip } : null;
}

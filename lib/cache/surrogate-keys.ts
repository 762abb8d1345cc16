/**
 * Surrogate keys: the documents a shared answer shows, named the way its upstream calls are tagged (lib/api), so one
 * publish event drops them from Next's cache (`revalidateTag`) and from the edge (a purge by key) alike.
 * - a content page names its document: `article:rcna123` (articles, live blogs, show-blog posts), `recipe:…`,
 *   `slideshow:…`, `video:…`, `product:…`;
 * - a page that lists documents (fronts, sections, author pages, feeds, sitemaps, playlists, drafts) names its brand's
 *   lists, `list:news` (what lib/api tags every list call made for that brand with; a changed article purges its brand's lists);
 * - every answer names its brand, `brand:news`, so an operator can purge a whole brand.
 * The webhook's keys (upstream/newsroom/webhook.ts) also name the fronts that list the article (`curation:news`), which
 * only Next's cache holds apart. At a CDN this header is Fastly's `Surrogate-Key` or Akamai's `Edge-Cache-Tag`.
 */
import type { PageKind } from "@/lib/routing/resolve-route";

export const SURROGATE_KEY_HEADER = "surrogate-key";

/** The key every answer of a brand carries. */
export const brandKey = (vertical: string) => `brand:${vertical}`;

/** The list key of a brand: every list call made for it carries it (lib/api/request.ts). */
export const listKey = (vertical: string) => `list:${vertical}`;

/** The keys of a page of `vertical` of the given kind (null: a path no page has, answered with the 404 page). */
export function pageSurrogateKeys(vertical: string, page: PageKind | null): string[] {
  const brand = brandKey(vertical);
  switch (page?.kind) {
    case "article":
    case "liveBlog":
    case "showBlog":
      return [`article:${page.id}`, brand];
    case "recipe":
    case "slideshow":
    case "video":
    case "product":
      return [`${page.kind}:${page.id}`, brand];
    case "embedded":
    case "live":
    case undefined:
      return [brand];
    default:
      return [listKey(vertical), brand];
  }
}

import { EMBEDDED_VIEWS } from "@/lib/routing/resolve-route";
import { verticalOrigin } from "@/lib/seo/metadata";
import type { Vertical } from "@/lib/verticals/verticals";

export const SITEMAP_PATH = "/sitemap.xml";
export const NEWS_SITEMAP_PATH = "/sitemaps/news.xml";

/** Personal pages, editors' previews, framed views and the site's own API are not for search engines. */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  "/account/",
  "/preview/",
  ...EMBEDDED_VIEWS.map((view) => `/${view}/`),
  "/api/",
];

/** The vertical's robots.txt: everything else allowed, its sitemaps named on its production origin. */
export function buildRobotsTxt(vertical: Vertical): string {
  const origin = verticalOrigin(vertical);
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    `Sitemap: ${origin}${NEWS_SITEMAP_PATH}`,
    "",
  ].join("\n");
}

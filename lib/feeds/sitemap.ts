import type { z } from "zod";
import type { ContentItem, Navigation, personSchema } from "@/lib/api/schemas/content";
import { authorPath } from "@/lib/authors/author-path";
import { verticalOrigin } from "@/lib/seo/metadata";
import type { Vertical } from "@/lib/verticals/verticals";
import { w3cDate } from "./feed-dates";
import { onSiteUrl } from "./site-url";
import { XML_DECLARATION, xmlEscape } from "./xml";

export interface SitemapEntry {
  /** Absolute URL on the vertical's production origin. */
  loc: string;
  /** W3C datetime of the last change. */
  lastmod?: string;
}

/** Latest content listed besides the fronts: one page of the automated waffle at its largest size. */
export const SITEMAP_CONTENT_SIZE = 500;
export const SITEMAP_CONTENT_TYPES = ["article", "recipe", "slideshow", "video"] as const;

/** The brand's people listed (their author pages): one page of `persons/search`. */
export const SITEMAP_AUTHORS_SIZE = 100;

/** The automated-waffle filters for the vertical's latest content of the listed types. */
export function sitemapContentFilters(vertical: Vertical): string {
  return `(${SITEMAP_CONTENT_TYPES.map((type) => `type:${type}`).join(" OR ")}) AND vertical:${vertical.slug}`;
}

/**
 * What the vertical's sitemap lists, each URL once: the home front, the section fronts of the global
 * navigation, the latest content with its last change, then the author pages. Other sites' URLs are left out.
 */
export function sitemapEntries(
  vertical: Vertical,
  navigation: Navigation,
  content: readonly ContentItem[],
  authors: readonly Pick<z.infer<typeof personSchema>, "id" | "name">[] = [],
): SitemapEntry[] {
  const fronts: SitemapEntry[] = [`${verticalOrigin(vertical)}/`, ...navigation.global.map((link) => link.url)].flatMap((url) => {
    const loc = onSiteUrl(vertical, url);
    return loc ? [{ loc }] : [];
  });
  const stories = content.flatMap(({ item }): SitemapEntry[] => {
    const loc = onSiteUrl(vertical, item.url.canonical ?? item.url.primary);
    if (!loc) return [];
    const lastmod = w3cDate(item.dateModified) ?? w3cDate(item.datePublished);
    return [lastmod ? { loc, lastmod } : { loc }];
  });
  const profiles = authors.flatMap((person): SitemapEntry[] => {
    const path = authorPath(person);
    return path ? [{ loc: `${verticalOrigin(vertical)}${path}` }] : [];
  });
  const unique = new Map<string, SitemapEntry>();
  for (const entry of [...fronts, ...stories, ...profiles]) if (!unique.has(entry.loc)) unique.set(entry.loc, entry);
  return [...unique.values()];
}

/** A sitemaps.org urlset. */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ""}</url>`,
  );
  return [XML_DECLARATION, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

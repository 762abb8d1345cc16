import { isApiError } from "@/lib/api/api-error";
import { getAutomatedWaffle, getCuration, getNavigation, searchPersons, type ContentCallContext } from "@/lib/api/content";
import { optionalLoad } from "@/lib/api/optional-load";
import type { ContentItem } from "@/lib/api/schemas/content";
import type { Vertical } from "@/lib/verticals/verticals";
import { NEWS_SITEMAP_MAX_URLS, buildNewsSitemap, newsArticles, newsSitemapFilters } from "./news-sitemap";
import { buildRssFeed } from "./rss";
import { SITEMAP_AUTHORS_SIZE, SITEMAP_CONTENT_SIZE, buildSitemap, sitemapContentFilters, sitemapEntries } from "./sitemap";

/** The content API's largest page. */
const NEWS_PAGE_SIZE = 500;

/** The vertical's sitemap: its fronts, latest content and author pages (left out when the people search fails). */
export async function sitemapXml(vertical: Vertical, call: ContentCallContext): Promise<string> {
  const [navigation, content, authors] = await Promise.all([
    getNavigation(vertical.slug, call),
    getAutomatedWaffle({ filters: sitemapContentFilters(vertical), size: SITEMAP_CONTENT_SIZE }, call),
    optionalLoad(searchPersons(vertical.slug, SITEMAP_AUTHORS_SIZE, call), []),
  ]);
  return buildSitemap(sitemapEntries(vertical, navigation, content.items, authors));
}

/** The vertical's Google News sitemap at `now`, paging through the recent articles up to the sitemap's limit. */
export async function newsSitemapXml(vertical: Vertical, now: Date, call: ContentCallContext): Promise<string> {
  const filters = newsSitemapFilters(vertical, now);
  const content: ContentItem[] = [];
  for (let page = 1; content.length < NEWS_SITEMAP_MAX_URLS; page++) {
    const search = await getAutomatedWaffle({ filters, size: NEWS_PAGE_SIZE, page }, call);
    content.push(...search.items);
    if (page >= search.pagination.totalPages) break;
  }
  return buildNewsSitemap(vertical, newsArticles(vertical, content, now));
}

/** The RSS feed of a front, or null when the front does not exist or is hidden. */
export async function frontRssXml(vertical: Vertical, subpath: string, call: ContentCallContext): Promise<string | null> {
  const curation = await getCuration(vertical.slug, subpath, call).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
  return curation && !curation.hidden ? buildRssFeed(vertical, curation, subpath) : null;
}

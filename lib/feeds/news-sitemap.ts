import type { ContentItem } from "@/lib/api/schemas/content";
import type { Vertical } from "@/lib/verticals/verticals";
import { timeOf } from "./feed-dates";
import { onSiteUrl } from "./site-url";
import { XML_DECLARATION, xmlEscape } from "./xml";

/** Google News sitemaps list articles of the last two days, at most 1,000 of them. */
export const NEWS_SITEMAP_WINDOW_HOURS = 48;
export const NEWS_SITEMAP_MAX_URLS = 1000;
const WINDOW_MS = NEWS_SITEMAP_WINDOW_HOURS * 3_600_000;
/** The upstream query starts on a whole five minutes, so one query (and its cached answer) serves a while. */
const QUERY_STEP_MS = 5 * 60_000;

/** The automated-waffle filters for the vertical's articles published since shortly before the window opened. */
export function newsSitemapFilters(vertical: Vertical, now: Date): string {
  const since = new Date(Math.floor((now.getTime() - WINDOW_MS) / QUERY_STEP_MS) * QUERY_STEP_MS);
  return `type:article AND vertical:${vertical.slug} AND datePublished:[${since.toISOString()} TO *]`;
}

export interface NewsArticle {
  loc: string;
  title: string;
  /** W3C datetime. */
  publicationDate: string;
}

/**
 * The articles a news sitemap lists at `now`: the vertical's own, published within the window (not in the
 * future, not undated), newest first, each URL once, at most 1,000. Paid content is not news: Google
 * News excludes sponsored articles, so they are left out.
 */
export function newsArticles(vertical: Vertical, content: readonly ContentItem[], now: Date): NewsArticle[] {
  const end = now.getTime();
  const recent = content.flatMap(({ item }) => {
    const published = timeOf(item.datePublished);
    const loc = onSiteUrl(vertical, item.url.canonical ?? item.url.primary);
    if (item.type !== "article" || item.nativeAd || published === null || !loc || published > end || published <= end - WINDOW_MS) return [];
    return [{ loc, title: item.headline.primary, published }];
  });
  recent.sort((a, b) => b.published - a.published);
  const seen = new Set<string>();
  const articles: NewsArticle[] = [];
  for (const { loc, title, published } of recent) {
    if (seen.has(loc)) continue;
    seen.add(loc);
    articles.push({ loc, title, publicationDate: new Date(published).toISOString() });
  }
  return articles.slice(0, NEWS_SITEMAP_MAX_URLS);
}

/** A Google News sitemap: each article with the publication's name and language, its date and title. */
export function buildNewsSitemap(vertical: Vertical, articles: readonly NewsArticle[]): string {
  const publication = `<news:publication><news:name>${xmlEscape(vertical.displayName)}</news:name><news:language>${vertical.language}</news:language></news:publication>`;
  const urls = articles.map(
    (article) =>
      `  <url><loc>${xmlEscape(article.loc)}</loc><news:news>${publication}` +
      `<news:publication_date>${xmlEscape(article.publicationDate)}</news:publication_date>` +
      `<news:title>${xmlEscape(article.title)}</news:title></news:news></url>`,
  );
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

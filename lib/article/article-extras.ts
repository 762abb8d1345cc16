/** What an article page shows beside the story: related articles and the brand's most popular list. */
import { getCuratedList, getRelatedArticles, type ContentCallContext } from "@/lib/api/content";
import type { Article, Teasable } from "@/lib/api/schemas/content";
import type { VerticalSlug } from "@/lib/verticals/verticals";
import { optionalLoad } from "@/lib/api/optional-load";

export const RELATED_ARTICLES_LIMIT = 4;
export const MOST_POPULAR_SIZE = 5;

export function mostPopularListId(vertical: VerticalSlug): string {
  return `${vertical}-most-popular`;
}

/** Articles of the same primary section; none when the article has no section or the load fails. */
export function loadRelatedArticles(article: Article, call: ContentCallContext): Promise<Teasable[]> {
  const taxonomyPath = article.taxonomy?.primarySection?.path;
  if (!taxonomyPath) return Promise.resolve([]);
  return optionalLoad(getRelatedArticles({ id: article.id, taxonomyPath, limit: RELATED_ARTICLES_LIMIT }, call), []);
}

/** The brand's curated most popular list; empty when the load fails. */
export async function loadMostPopular(vertical: VerticalSlug, call: ContentCallContext): Promise<Teasable[]> {
  const list = await optionalLoad(getCuratedList(mostPopularListId(vertical), MOST_POPULAR_SIZE, call), null);
  return list?.content.items ?? [];
}

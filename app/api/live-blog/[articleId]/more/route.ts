import { getArticle, searchCards } from "@/lib/api/content";
import { LIVE_BLOG_LOAD_MORE_SIZE } from "@/lib/live-blog/constants";
import { LIVE_BLOG_ID, liveBlogSurrogateKeys, sharedJson, upstreamFailure, verticalOf } from "@/lib/live-blog/api-response";
import { cardSearchFilters } from "@/lib/live-blog/card-search";
import { liveCards, searchLiveBlogCards } from "@/lib/live-blog/latest";

/** Older posts change rarely: they may be shared for a minute. */
const MORE_MAX_AGE_SECONDS = 60;
const CARD_ID = /^ncrd\d{1,12}$/;

/**
 * GET /api/live-blog/{id}/more?before={iso}&exclude={oldest post id}: for "Load more", the next posts published at or
 * before the oldest one the reader has. With the blog's topic and the oldest post's id, a `card/search` of that topic
 * without that post (spec 1 §7); otherwise the blog's own cards (`articlecards/search`), the oldest one included, which
 * the page drops.
 */
export async function GET(request: Request, { params }: { params: Promise<{ articleId: string }> }) {
  const { articleId } = await params;
  const query = new URL(request.url).searchParams;
  const before = query.get("before") ?? "";
  const excludedId = query.get("exclude") ?? "";
  if (!LIVE_BLOG_ID.test(articleId) || Number.isNaN(Date.parse(before)) || (excludedId && !CARD_ID.test(excludedId))) {
    return Response.json({ error: "bad request" }, { status: 400 });
  }
  try {
    const taxonomyPath = excludedId ? (await getArticle(articleId)).taxonomy?.primaryTopic?.path : undefined;
    const { items, pagination } = taxonomyPath
      ? await searchCards({ filters: cardSearchFilters({ taxonomyPath, publishedBefore: before, excludedId }), size: LIVE_BLOG_LOAD_MORE_SIZE }, { revalidate: MORE_MAX_AGE_SECONDS })
      : await searchLiveBlogCards(articleId, { size: LIVE_BLOG_LOAD_MORE_SIZE + 1, before }, { revalidate: MORE_MAX_AGE_SECONDS });
    return sharedJson(request, { items: await liveCards(items, verticalOf(request)), pagination }, MORE_MAX_AGE_SECONDS, liveBlogSurrogateKeys(request, articleId));
  } catch (error) {
    return upstreamFailure(error);
  }
}

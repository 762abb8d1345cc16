import { LIVE_BLOG_LATEST_MAX_AGE_SECONDS, LIVE_BLOG_LATEST_SIZE } from "@/lib/live-blog/constants";
import { LIVE_BLOG_ID, sharedAnswer, sharedBody, upstreamFailure, verticalOf } from "@/lib/live-blog/api-response";
import { liveCards, searchLiveBlogCards } from "@/lib/live-blog/latest";
import { microCache } from "@/lib/live-blog/micro-cache";
import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";

/** The newest posts of a blog for a brand ("{vertical} {articleId}"), computed at most once a second. */
const latest = microCache(async (key) => {
  const [slug, articleId] = key.split(" ") as [VerticalSlug, string];
  const { items, pagination } = await searchLiveBlogCards(articleId, { size: LIVE_BLOG_LATEST_SIZE }, { revalidate: LIVE_BLOG_LATEST_MAX_AGE_SECONDS });
  return sharedBody({ items: await liveCards(items, VERTICALS[slug]), totalItems: pagination.totalItems });
});

/** GET /api/live-blog/{id}/latest: the newest posts, for the page's poller. Shared and revalidated every few seconds. */
export async function GET(request: Request, { params }: { params: Promise<{ articleId: string }> }) {
  const { articleId } = await params;
  if (!LIVE_BLOG_ID.test(articleId)) return Response.json({ error: "not found" }, { status: 404 });
  try {
    return sharedAnswer(request, await latest(`${verticalOf(request).slug} ${articleId}`), LIVE_BLOG_LATEST_MAX_AGE_SECONDS);
  } catch (error) {
    return upstreamFailure(error);
  }
}

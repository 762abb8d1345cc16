import { LIVE_BLOG_LATEST_MAX_AGE_SECONDS, LIVE_BLOG_LATEST_SIZE } from "@/lib/live-blog/constants";
import { LIVE_BLOG_ID, sharedJson, upstreamFailure, verticalOf } from "@/lib/live-blog/api-response";
import { liveCards, searchLiveBlogCards } from "@/lib/live-blog/latest";

/** GET /api/live-blog/{id}/latest: the newest posts, for the page's poller. Shared and revalidated every few seconds. */
export async function GET(request: Request, { params }: { params: Promise<{ articleId: string }> }) {
  const { articleId } = await params;
  if (!LIVE_BLOG_ID.test(articleId)) return Response.json({ error: "not found" }, { status: 404 });
  try {
    const { items, pagination } = await searchLiveBlogCards(articleId, { size: LIVE_BLOG_LATEST_SIZE }, { revalidate: LIVE_BLOG_LATEST_MAX_AGE_SECONDS });
    return sharedJson(request, { items: await liveCards(items, verticalOf(request)), totalItems: pagination.totalItems }, LIVE_BLOG_LATEST_MAX_AGE_SECONDS);
  } catch (error) {
    return upstreamFailure(error);
  }
}

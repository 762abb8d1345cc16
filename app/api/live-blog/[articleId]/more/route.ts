import { LIVE_BLOG_LOAD_MORE_SIZE } from "@/lib/live-blog/constants";
import { LIVE_BLOG_ID, sharedJson, upstreamFailure, verticalOf } from "@/lib/live-blog/api-response";
import { liveCards, searchLiveBlogCards } from "@/lib/live-blog/latest";

/** Older posts change rarely: they may be shared for a minute. */
const MORE_MAX_AGE_SECONDS = 60;

/**
 * GET /api/live-blog/{id}/more?before={iso}: the next posts published at or before the oldest one the
 * reader has (that one included, which the page drops), for "Load more".
 */
export async function GET(request: Request, { params }: { params: Promise<{ articleId: string }> }) {
  const { articleId } = await params;
  const before = new URL(request.url).searchParams.get("before") ?? "";
  if (!LIVE_BLOG_ID.test(articleId) || Number.isNaN(Date.parse(before))) return Response.json({ error: "bad request" }, { status: 400 });
  try {
    const { items, pagination } = await searchLiveBlogCards(articleId, { size: LIVE_BLOG_LOAD_MORE_SIZE + 1, before }, { revalidate: MORE_MAX_AGE_SECONDS });
    return sharedJson(request, { items: await liveCards(items, verticalOf(request)), pagination }, MORE_MAX_AGE_SECONDS);
  } catch (error) {
    return upstreamFailure(error);
  }
}

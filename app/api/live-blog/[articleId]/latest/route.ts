import { LIVE_BLOG_LATEST_MAX_AGE_SECONDS, LIVE_BLOG_LATEST_SIZE } from "@/lib/live-blog/constants";
import { LIVE_BLOG_ID, liveBlogSurrogateKeys, sharedAnswer, sharedBody, upstreamFailure, verticalOf } from "@/lib/live-blog/api-response";
import { liveCards, searchLiveBlogCards } from "@/lib/live-blog/latest";
import { microCache } from "@/lib/live-blog/micro-cache";
import { sharedLatest } from "@/lib/live-blog/shared-latest";
import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";
import { opsEvent } from "@/server/ops-events.mjs";
import { sharedStore } from "@/server/shared-store.mjs";

/** The newest posts of a blog for a brand ("{vertical} {articleId}"); `revalidate: false` asks the upstream itself. */
async function newestPosts(key: string, revalidate: number | false) {
  const [slug, articleId] = key.split(" ") as [VerticalSlug, string];
  const { items, pagination } = await searchLiveBlogCards(articleId, { size: LIVE_BLOG_LATEST_SIZE }, { revalidate });
  return sharedBody({ items: await liveCards(items, VERTICALS[slug]), totalItems: pagination.totalItems });
}

/** Computed at most once a second per instance, and once per max-age across the instances sharing a store. */
const latest = microCache(
  sharedLatest({
    store: sharedStore(),
    freshMs: LIVE_BLOG_LATEST_MAX_AGE_SECONDS * 1000,
    fetchFresh: (key) => {
      opsEvent("live_blog_fetch", { path: "shared" });
      return newestPosts(key, false);
    },
    local: (key) => {
      opsEvent("live_blog_fetch", { path: "local" });
      return newestPosts(key, LIVE_BLOG_LATEST_MAX_AGE_SECONDS);
    },
  }),
);

/** GET /api/live-blog/{id}/latest: the newest posts, for the page's poller. Shared and revalidated every few seconds. */
export async function GET(request: Request, { params }: { params: Promise<{ articleId: string }> }) {
  const { articleId } = await params;
  if (!LIVE_BLOG_ID.test(articleId)) return Response.json({ error: "not found" }, { status: 404 });
  try {
    const answer = sharedAnswer(request, await latest(`${verticalOf(request).slug} ${articleId}`), LIVE_BLOG_LATEST_MAX_AGE_SECONDS, liveBlogSurrogateKeys(request, articleId));
    opsEvent("live_blog_poll");
    return answer;
  } catch (error) {
    return upstreamFailure(error);
  }
}

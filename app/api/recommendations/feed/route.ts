import { getAutomatedWaffle } from "@/lib/api/content";
import { brandKey, listKey } from "@/lib/cache/surrogate-keys";
import { FEED_MAX_PAGES, FEED_PAGE_SIZE, feedFilters, toFeedItem } from "@/lib/article/recommendation-feed";
import { sharedJson, upstreamFailure, verticalOf } from "@/lib/live-blog/api-response";
import { toSiteHref } from "@/lib/urls/site-path";

/** A feed page is the same for every reader of the brand: shared for a minute. */
const FEED_MAX_AGE_SECONDS = 60;

/** GET /api/recommendations/feed?page=N: page N of the brand's recommendation feed (the Host names the brand). */
export async function GET(request: Request) {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  if (!Number.isInteger(page) || page < 1 || page > FEED_MAX_PAGES) return Response.json({ error: "bad request" }, { status: 400 });
  const vertical = verticalOf(request);
  try {
    const search = await getAutomatedWaffle({ filters: feedFilters(vertical), size: FEED_PAGE_SIZE, page });
    const items = search.items.map((item) => toFeedItem(item, toSiteHref(item.computedValues.url, vertical.slug)));
    return sharedJson(request, { page, totalPages: search.pagination.totalPages, items }, FEED_MAX_AGE_SECONDS, [listKey(vertical.slug), brandKey(vertical.slug)]);
  } catch (error) {
    return upstreamFailure(error);
  }
}

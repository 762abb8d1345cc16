import { mynewsApi } from "@/lib/api/mynews";
import { filterTypeSchema } from "@/lib/api/schemas/mynews";
import { crossOrigin, readBody } from "@/lib/auth/bff";
import { isContentId, isCursor, ok, savableType, refusal, savedRequest, signInRequired, upstreamFailure } from "@/lib/saved/bff";
import { savedPageSize } from "@/lib/saved/page-size";

/** GET /api/saved/bookmarks?filterType=all|article|video|recipe|product&cursor=: one page of the reader's saved items. */
export async function GET(request: Request): Promise<Response> {
  const { caller, headers, vertical } = await savedRequest(request);
  if (!caller) return signInRequired(vertical, headers);
  const query = new URL(request.url).searchParams;
  const filterType = filterTypeSchema.safeParse(query.get("filterType") ?? "all");
  const cursor = query.get("cursor");
  if (!filterType.success) return refusal(vertical, 400, "filterType", headers);
  if (cursor !== null && !isCursor(cursor)) return refusal(vertical, 400, "cursor", headers);
  const page = await mynewsApi.bookmarks(caller, savedPageSize(vertical.flags.bookmarksPageSize), cursor, filterType.data);
  return page.ok ? ok(page.data, headers) : upstreamFailure(page, headers);
}

/** POST /api/saved/bookmarks {contentId, contentType}: save an item; answers the server's value `{bookmarked}`. */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const { caller, headers, vertical } = await savedRequest(request);
  if (!caller) return signInRequired(vertical, headers);
  const body = await readBody(request);
  const contentType = savableType(body?.contentType, vertical);
  if (!isContentId(body?.contentId)) return refusal(vertical, 400, "contentId", headers);
  if (!contentType) return refusal(vertical, 400, "contentType", headers);
  const saved = await mynewsApi.createBookmark(caller, body.contentId, contentType);
  return saved.ok ? ok(saved.data, headers) : upstreamFailure(saved, headers);
}

/** DELETE /api/saved/bookmarks?contentId=: unsave an item. */
export async function DELETE(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const { caller, headers, vertical } = await savedRequest(request);
  if (!caller) return signInRequired(vertical, headers);
  const contentId = new URL(request.url).searchParams.get("contentId");
  if (!isContentId(contentId)) return refusal(vertical, 400, "contentId", headers);
  const deleted = await mynewsApi.deleteBookmark(caller, contentId);
  return deleted.ok ? ok(deleted.data, headers) : upstreamFailure(deleted, headers);
}

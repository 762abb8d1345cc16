import { mynewsApi } from "@/lib/api/mynews";
import { savedContentTypeSchema } from "@/lib/api/schemas/mynews";
import { crossOrigin, readBody } from "@/lib/auth/bff";
import { isContentId, isCursor, ok, refusal, savedRequest, signInRequired, upstreamFailure } from "@/lib/saved/bff";
import { HISTORY_PAGE_SIZE } from "@/lib/saved/page-size";

/** History is kept for what a reader opens: articles, videos and recipes. */
const HISTORY_TYPES = new Set(["article", "video", "recipe"]);

/** GET /api/saved/history?cursor=: one page of the reader's reading history, newest first. */
export async function GET(request: Request): Promise<Response> {
  const { caller, headers, vertical } = await savedRequest(request);
  if (!caller) return signInRequired(vertical, headers);
  const cursor = new URL(request.url).searchParams.get("cursor");
  if (cursor !== null && !isCursor(cursor)) return refusal(vertical, 400, "cursor", headers);
  const page = await mynewsApi.history(caller, HISTORY_PAGE_SIZE, cursor);
  return page.ok ? ok(page.data, headers) : upstreamFailure(page, headers);
}

/**
 * POST /api/saved/history {contentId, contentType}: the page beacon of an opened article, video or recipe. A
 * signed-out reader's beacon is answered `{recorded: false}` (200: nothing is wrong, and no console error).
 */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const { caller, headers, vertical } = await savedRequest(request);
  const body = await readBody(request);
  const contentType = savedContentTypeSchema.safeParse(body?.contentType);
  if (!isContentId(body?.contentId) || !contentType.success || !HISTORY_TYPES.has(contentType.data)) {
    return refusal(vertical, 400, "historyItem", headers);
  }
  if (!caller) return ok({ recorded: false }, headers);
  const saved = await mynewsApi.saveHistory(caller, body.contentId, contentType.data);
  return saved.ok ? ok({ recorded: true }, headers) : upstreamFailure(saved, headers);
}

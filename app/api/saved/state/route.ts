import { mynewsApi } from "@/lib/api/mynews";
import { isContentId, ok, refusal, savedRequest } from "@/lib/saved/bff";

/** How many ids one page may ask about (a today front shows up to 60 products plus its teases). */
const MAX_STATE_IDS = 100;

/**
 * GET /api/saved/state?ids=a,b,c: is the reader signed in, and which of these items have they saved? The save
 * buttons of a shared, cached page ask once per page. Signed in, `userId` is the reader's id (the store's user).
 * Signed out: `{authenticated: false, bookmarks: {}}`.
 */
export async function GET(request: Request): Promise<Response> {
  const { caller, headers, vertical } = await savedRequest(request);
  const raw = new URL(request.url).searchParams.get("ids") ?? "";
  const ids = [...new Set(raw.split(",").filter(Boolean))];
  if (ids.length > MAX_STATE_IDS || !ids.every(isContentId)) return refusal(vertical, 400, "ids", headers);
  if (!caller) return ok({ authenticated: false, bookmarks: {} }, headers);
  const answers = await Promise.all(ids.map((id) => mynewsApi.isContentBookmarked(caller, id)));
  const bookmarks: Record<string, boolean> = {};
  answers.forEach((answer, index) => {
    if (answer.ok) bookmarks[ids[index] as string] = answer.data.bookmarked;
  });
  return ok({ authenticated: true, userId: caller.customerId, bookmarks }, headers);
}

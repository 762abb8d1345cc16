import { identityApi } from "@/lib/api/auth";
import { crossOrigin, passFailure, privateJson } from "@/lib/auth/bff";
import { ACCESS_TOKEN_COOKIE, clearSessionCookies, readCookie, SESSION_COOKIE } from "@/lib/auth/session";
import { decodeTokenClaims } from "@/lib/auth/token";

/** Where a sign-out sent by the account page's form (before its script runs, or without one) lands: the page, signed out. */
const SIGNED_OUT_PAGE = "/account";

/**
 * POST /api/account/signout: ends the service's session and clears the cookies. The account page's form posts here
 * too; that answer is a redirect back to the page, which then renders for a signed-out reader.
 */
export async function POST(request: Request): Promise<Response> {
  const fromForm = request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded") ?? false;
  const answer = await signOut(request);
  if (!fromForm || answer.status !== 200) return answer;
  const headers = new Headers(answer.headers);
  headers.delete("content-type");
  headers.set("location", SIGNED_OUT_PAGE);
  return new Response(null, { status: 303, headers });
}

async function signOut(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const cookie = request.headers.get("cookie");
  const token = readCookie(cookie, ACCESS_TOKEN_COOKIE);
  const sessionId = readCookie(cookie, SESSION_COOKIE);
  const userId = token ? decodeTokenClaims(token)?.sub : undefined;
  const headers = new Headers();
  clearSessionCookies(headers, request.headers.get("host"));
  if (!userId || !sessionId) return privateJson({ success: true, data: {} }, 200, headers);
  const result = await identityApi.signOut(userId, sessionId);
  // A session the service no longer knows is as good as ended; anything else is a failure the reader sees.
  if (!result.success && result.status !== 401 && result.status !== 404) return passFailure(result);
  return privateJson({ success: true, data: {} }, 200, headers);
}

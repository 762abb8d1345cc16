import { identityApi } from "@/lib/api/auth";
import { privateJson, sessionBody, sessionHeaders } from "@/lib/auth/bff";
import { clearSessionCookies, sessionOfRequest } from "@/lib/auth/session";

/**
 * GET /api/session: is this reader signed in? Verifies the HttpOnly token cookie (refreshing an expired token),
 * then reads the profile. Private, never cached; the header's account island asks it.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await sessionOfRequest(request);
  const headers = sessionHeaders(request, session);
  if (session.state === "unauthenticated") return privateJson(sessionBody(request, null), 200, headers);

  const profile = await identityApi.profile(session.userId, { access_token: session.accessToken, bedrock_session: session.sessionId });
  if (!profile.success) {
    // A revoked or unknown session signs the reader out; a failing service only says "not signed in" for now.
    const revoked = profile.status === 401 || profile.status === 404;
    const out = new Headers();
    if (revoked) clearSessionCookies(out, request.headers.get("host"));
    return privateJson(sessionBody(request, null), 200, out);
  }
  return privateJson(sessionBody(request, profile.data), 200, headers);
}

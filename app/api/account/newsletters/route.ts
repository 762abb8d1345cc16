import { identityApi } from "@/lib/api/auth";
import { crossOrigin, failure, passFailure, privateJson, readBody, sessionHeaders } from "@/lib/auth/bff";
import { brandOf, sessionOfRequest, verticalOfRequest } from "@/lib/auth/session";
import { isNewsletterId } from "@/lib/newsletter/subscriptions";

/** GET /api/account/newsletters: the signed-in reader's newsletter ids. */
export async function GET(request: Request): Promise<Response> {
  const session = await sessionOfRequest(request);
  const headers = sessionHeaders(request, session);
  if (session.state === "unauthenticated") return failure(401, session.error ?? null, headers);
  const result = await identityApi.subscriptions(session.userId, { access_token: session.accessToken, bedrock_session: session.sessionId });
  return result.success ? privateJson({ success: true, data: result.data }, 200, headers) : passFailure(result, headers);
}

/** PATCH /api/account/newsletters {subscriptions: {newsletterId: boolean}}. */
export async function PATCH(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const session = await sessionOfRequest(request);
  const headers = sessionHeaders(request, session);
  if (session.state === "unauthenticated") return failure(401, session.error ?? null, headers);
  const body = await readBody(request);
  const changes = body?.subscriptions;
  if (
    !changes ||
    typeof changes !== "object" ||
    Array.isArray(changes) ||
    !Object.entries(changes).every(([id, on]) => isNewsletterId(id) && typeof on === "boolean")
  ) {
    return failure(400, null, headers);
  }
  const result = await identityApi.updateSubscriptions(
    session.userId,
    { access_token: session.accessToken, bedrock_session: session.sessionId },
    brandOf(verticalOfRequest(request)),
    changes as Record<string, boolean>,
  );
  return result.success ? privateJson({ success: true, data: result.data }, 200, headers) : passFailure(result, headers);
}

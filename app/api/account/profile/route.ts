import { identityApi } from "@/lib/api/auth";
import { crossOrigin, failure, passFailure, privateJson, publicUser, readBody, sessionHeaders } from "@/lib/auth/bff";
import { filterProfilePayload } from "@/lib/auth/payloads";
import { sessionOfRequest } from "@/lib/auth/session";

/** PATCH /api/account/profile: the allowed profile fields only, with the (refreshed if needed) token. */
export async function PATCH(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const session = await sessionOfRequest(request);
  const headers = sessionHeaders(request, session);
  if (session.state === "unauthenticated") return failure(401, session.error ?? "Please sign in again.", headers);
  const body = await readBody(request);
  if (!body) return failure(400, null, headers);
  const fields = filterProfilePayload(body);
  if (typeof fields.first_name === "string" && !fields.first_name.trim()) return failure(400, "Enter your first name.", headers);
  const result = await identityApi.updateProfile(session.userId, { access_token: session.accessToken, bedrock_session: session.sessionId }, fields);
  return result.success ? privateJson({ success: true, data: { user: publicUser(result.data) } }, 200, headers) : passFailure(result, headers);
}

import { identityApi } from "@/lib/api/auth";
import { countAttempt, tooManyAttempts } from "@/lib/auth/attempts";
import { bodyEmail, crossOrigin, failure, passFailure, privateJson, readBody } from "@/lib/auth/bff";
import { brandOf, verticalOfRequest } from "@/lib/auth/session";
import { validateEmail } from "@/lib/auth/validation";

/** POST /api/account/otp/request {email}: mail a one-time code (the service answers alike for unknown emails). */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request);
  const email = bodyEmail(body);
  if (validateEmail(email)) return failure(400, "Invalid email");
  const limited = tooManyAttempts(request, "codeRequest", email);
  if (limited) return limited;
  // Every request counts: each one sends an email.
  countAttempt(request, "codeRequest", email);
  const result = await identityApi.requestOneTimeCode(email, brandOf(verticalOfRequest(request)));
  return result.success ? privateJson({ success: true, data: {} }) : passFailure(result);
}

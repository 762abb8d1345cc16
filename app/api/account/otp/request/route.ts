import { identityApi } from "@/lib/api/auth";
import { reserveAttempt } from "@/lib/auth/attempts";
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
  const slot = await reserveAttempt(request, "codeRequest", email);
  if (slot instanceof Response) return slot;
  const result = await identityApi.requestOneTimeCode(email, brandOf(verticalOfRequest(request)));
  // Every request that reached the service counts (each one sends an email); an outage gives the slot back.
  slot.settle(result);
  return result.success ? privateJson({ success: true, data: {} }) : passFailure(result);
}

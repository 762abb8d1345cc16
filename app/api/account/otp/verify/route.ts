import { identityApi } from "@/lib/api/auth";
import { reserveAttempt } from "@/lib/auth/attempts";
import { bodyEmail, crossOrigin, failure, passFailure, readBody, signedInResponse } from "@/lib/auth/bff";
import { brandOf, verticalOfRequest } from "@/lib/auth/session";
import { validateEmail, validateOneTimeCode } from "@/lib/auth/validation";

/** POST /api/account/otp/verify {email, one_time_code}: verifies the email and signs the reader in. */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request);
  const email = bodyEmail(body);
  const code = typeof body?.one_time_code === "string" ? body.one_time_code.trim() : "";
  if (validateEmail(email)) return failure(400, "Invalid email");
  if (validateOneTimeCode(code)) return failure(400, "Enter the 6-digit code we sent you.");
  const slot = await reserveAttempt(request, "codeVerify", email);
  if (slot instanceof Response) return slot;
  const result = await identityApi.verifyOneTimeCode(email, code, brandOf(verticalOfRequest(request)));
  slot.settle(result);
  return result.success ? signedInResponse(request, result.data) : passFailure(result);
}

import { identityApi } from "@/lib/api/auth";
import { reserveAttempt } from "@/lib/auth/attempts";
import { bodyEmail, crossOrigin, failure, passFailure, readBody, signedInResponse } from "@/lib/auth/bff";
import { brandOf, verticalOfRequest } from "@/lib/auth/session";
import { validateEmail } from "@/lib/auth/validation";

/** POST /api/account/signin {email, password}: sign-in with remember_me false (spec 2 §5). */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request);
  const email = bodyEmail(body);
  const password = typeof body?.password === "string" ? body.password : "";
  if (validateEmail(email)) return failure(400, "Invalid email");
  if (!password) return failure(400, "Enter your password.");
  const slot = await reserveAttempt(request, "signIn", email);
  if (slot instanceof Response) return slot;
  const brand = brandOf(verticalOfRequest(request));
  const result = await identityApi.signIn(email, password, brand);
  slot.settle(result);
  if (!result.success) return passFailure(result);
  // Not verified yet: the next screen asks for the code, so send one now.
  if (!result.data.email_verified) await identityApi.requestOneTimeCode(email, brand);
  return signedInResponse(request, result.data);
}

import { identityApi } from "@/lib/api/auth";
import { bodyEmail, crossOrigin, failure, passFailure, privateJson, readBody } from "@/lib/auth/bff";
import { brandOf, verticalOfRequest } from "@/lib/auth/session";
import { validateEmail } from "@/lib/auth/validation";

/** POST /api/account/lookup {email}: does an account exist (start screen → password or registration). */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request);
  const email = bodyEmail(body);
  if (validateEmail(email)) return failure(400, "Invalid email");
  const result = await identityApi.searchProfile(email, brandOf(verticalOfRequest(request)));
  return result.success ? privateJson({ success: true, data: result.data }) : passFailure(result);
}

import { identityApi } from "@/lib/api/auth";
import { crossOrigin, failure, passFailure, privateJson, readBody } from "@/lib/auth/bff";
import { filterRegistrationPayload } from "@/lib/auth/payloads";
import { brandOf, verticalOfRequest } from "@/lib/auth/session";
import { validateEmail, validatePassword } from "@/lib/auth/validation";

/** POST /api/account/register: the allowed registration fields only; the service mails a one-time code. */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request);
  if (!body) return failure(400, null);
  const payload = filterRegistrationPayload({ ...body, brand: brandOf(verticalOfRequest(request)), source: "account-modal" });
  if (validateEmail(String(payload.email ?? ""))) return failure(400, "Invalid email");
  if (validatePassword(String(payload.password ?? ""))) return failure(400, "Your password must be 8 to 128 characters long.");
  const result = await identityApi.register(payload);
  return result.success ? privateJson({ success: true, data: result.data }, 201) : passFailure(result);
}

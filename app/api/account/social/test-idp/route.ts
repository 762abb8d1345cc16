import { apiBaseUrl } from "@/lib/api/config";
import { bodyEmail, crossOrigin, failure, privateJson, readBody } from "@/lib/auth/bff";
import { testIdentityProviderAvailable } from "@/lib/auth/social";
import { validateEmail } from "@/lib/auth/validation";

/**
 * POST /api/account/social/test-idp {email}: an id_token from the embedded upstream's local test identity provider,
 * standing in for a real provider's pop-up in development and tests. 404 when the identity service is not the
 * embedded upstream. The token is then sent to /api/account/social like any provider's.
 */
export async function POST(request: Request): Promise<Response> {
  if (!testIdentityProviderAvailable()) return failure(404, null);
  const refused = crossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request);
  const email = bodyEmail(body);
  if (validateEmail(email)) return failure(400, "Invalid email");
  try {
    const response = await fetch(`${apiBaseUrl("identity")}/test-idp/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
      cache: "no-store",
    });
    if (!response.ok) return failure(502, null);
    const { id_token } = (await response.json()) as { id_token: string };
    return privateJson({ id_token });
  } catch {
    return failure(502, null);
  }
}

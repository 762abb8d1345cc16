import { identityApi } from "@/lib/api/auth";
import { crossOrigin, failure, passFailure, privateJson, readBody, signedInResponse } from "@/lib/auth/bff";
import { brandOf, verticalOfRequest } from "@/lib/auth/session";

/**
 * POST /api/account/social {id_token, platform, first_name?}: social sign-in. The identity service verifies the
 * id_token's signature; a new identity answers `isNewUser` until the same call is made with first_name (registration).
 */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request);
  const idToken = typeof body?.id_token === "string" ? body.id_token : "";
  const platform = typeof body?.platform === "string" ? body.platform : "";
  if (!idToken || !platform) return failure(400, null);
  const registering = typeof body?.first_name === "string";
  const result = await identityApi.socialSignIn({
    id_token: idToken,
    platform,
    brand: brandOf(verticalOfRequest(request)),
    ...(registering ? { first_name: (body.first_name as string).trim() } : {}),
  });
  if (!result.success) return passFailure(result);
  if (result.data.is_new_user) return privateJson({ success: true, data: { isNewUser: true, firstName: result.data.first_name ?? null } });
  return signedInResponse(request, result.data, { isNewUser: false, registered: registering });
}

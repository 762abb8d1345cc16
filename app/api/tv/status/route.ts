import { NextResponse, type NextRequest } from "next/server";
import { isApiError } from "@/lib/api/api-error";
import { authorize, getProvider } from "@/lib/api/tv";
import { clearProviderCookies, correlationIdOf, liveTvVertical, NO_STORE, readCookie, TV_AUTHN_COOKIE, TV_DEVICE_COOKIE } from "@/lib/tv/bff";
import { failedAuthorization, shownProvider, SIGNED_OUT_STATUS, toTvStatus, type TvStatus } from "@/lib/tv/status";
import { TV_PROVIDER_COOKIE } from "@/lib/tv/constants";

/**
 * GET /api/tv/status?vertical=msnbc: the reader's live TV state on a brand: the provider they are signed in with,
 * the authorization (the stream plays only with it), their temp pass, and Z100/Z130. Per reader: never cached.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const vertical = liveTvVertical(request);
  if (!vertical) return NextResponse.json({ error: "no live TV on this brand" }, { status: 404, headers: NO_STORE });
  const authnToken = readCookie(request, TV_AUTHN_COOKIE);
  const deviceId = readCookie(request, TV_DEVICE_COOKIE);
  if (!authnToken && !deviceId) return NextResponse.json(SIGNED_OUT_STATUS satisfies TvStatus, { headers: NO_STORE });

  try {
    const answer = await authorize(vertical, { authnToken, deviceId }, correlationIdOf(request));
    return NextResponse.json(toTvStatus(answer), { headers: NO_STORE });
  } catch (error) {
    const status = isApiError(error) ? error.status : undefined;
    console.error(`tv authorization failed: ${error instanceof Error ? error.message : String(error)}`);
    const providerId = request.cookies.get(TV_PROVIDER_COOKIE)?.value;
    // The provider's name and logo for the Z130 notice: one provider by id (cached an hour), the id alone when it fails.
    const looked = status !== 401 && providerId && shownProvider(providerId, null) ? await getProvider(vertical, providerId).catch(() => null) : null;
    const failed = failedAuthorization(status, shownProvider(providerId, looked));
    const response = NextResponse.json(failed.status, { headers: NO_STORE });
    if (failed.signOut) clearProviderCookies(response, request);
    return response;
  }
}

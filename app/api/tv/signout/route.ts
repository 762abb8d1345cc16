import { NextResponse, type NextRequest } from "next/server";
import { logoutProvider } from "@/lib/api/tv";
import { clearProviderCookies, correlationIdOf, isCrossOrigin, NO_STORE, readCookie, TV_AUTHN_COOKIE } from "@/lib/tv/bff";
import { SIGNED_OUT_STATUS } from "@/lib/tv/status";

/** POST /api/tv/signout: ends the provider session upstream (its stream authorizations go with it) and clears the cookies. */
export async function POST(request: NextRequest): Promise<Response> {
  if (isCrossOrigin(request)) return NextResponse.json({ error: "forbidden" }, { status: 403, headers: NO_STORE });
  const authnToken = readCookie(request, TV_AUTHN_COOKIE);
  if (authnToken) {
    await logoutProvider(authnToken, correlationIdOf(request)).catch((error: unknown) => {
      // The cookies go anyway: the reader asked to sign out here.
      console.error(`tv provider logout failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  const response = NextResponse.json(SIGNED_OUT_STATUS, { headers: NO_STORE });
  clearProviderCookies(response, request);
  return response;
}

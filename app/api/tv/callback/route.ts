import { NextResponse, type NextRequest } from "next/server";
import { exchangeLoginCode } from "@/lib/api/tv";
import { correlationIdOf, NO_STORE, setProviderCookies } from "@/lib/tv/bff";

const CODE = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * GET /api/tv/callback?code=…: where a provider's login page sends the provider frame after a successful login.
 * Exchanges the code for the provider session (HttpOnly cookie), sets the public `tvProvider` cookie, and lands the
 * frame on /api/tv/done, a same-origin page the island recognises.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const code = request.nextUrl.searchParams.get("code") ?? "";
  const done = new URL("/api/tv/done", request.url);
  if (!CODE.test(code)) {
    done.searchParams.set("result", "failed");
    return NextResponse.redirect(done, { status: 303, headers: NO_STORE });
  }
  try {
    const authentication = await exchangeLoginCode(code, correlationIdOf(request));
    done.searchParams.set("result", "signed-in");
    const response = NextResponse.redirect(done, { status: 303, headers: NO_STORE });
    setProviderCookies(response, request, authentication.authnToken, authentication.providerId);
    return response;
  } catch (error) {
    console.error(`tv login code exchange failed: ${error instanceof Error ? error.message : String(error)}`);
    done.searchParams.set("result", "failed");
    return NextResponse.redirect(done, { status: 303, headers: NO_STORE });
  }
}

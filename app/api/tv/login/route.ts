import { NextResponse, type NextRequest } from "next/server";
import { isApiError } from "@/lib/api/api-error";
import { exchangeLoginCode } from "@/lib/api/tv";
import { correlationIdOf, isCrossOrigin, NO_STORE, setProviderCookies } from "@/lib/tv/bff";

const CODE = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * POST /api/tv/login `{code}`: exchanges the code a provider's login handed back for the provider session (HttpOnly
 * cookie) and sets the public `tvProvider` cookie the ad-slot manager reads. 400 for a malformed code, 401 when the
 * provider does not know it (expired or used), 502 when the provider cannot be reached.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (isCrossOrigin(request)) return NextResponse.json({ error: "forbidden" }, { status: 403, headers: NO_STORE });
  const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === "string" ? body.code : "";
  if (!CODE.test(code)) return NextResponse.json({ error: "code must be 8-128 letters, digits, - or _" }, { status: 400, headers: NO_STORE });
  try {
    const authentication = await exchangeLoginCode(code, correlationIdOf(request));
    const response = NextResponse.json({ providerId: authentication.providerId }, { headers: NO_STORE });
    setProviderCookies(response, request, authentication.authnToken, authentication.providerId);
    return response;
  } catch (error) {
    const unknown = isApiError(error) && error.status === 401;
    if (!unknown) console.error(`tv login code exchange failed: ${error instanceof Error ? error.message : String(error)}`);
    return NextResponse.json({ error: unknown ? "unknown or expired code" : "provider unavailable" }, { status: unknown ? 401 : 502, headers: NO_STORE });
  }
}

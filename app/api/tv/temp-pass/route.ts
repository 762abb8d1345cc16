import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { isApiError } from "@/lib/api/api-error";
import { authorize, startTempPass } from "@/lib/api/tv";
import { correlationIdOf, isCrossOrigin, liveTvVertical, NO_STORE, readCookie, setDeviceCookie, TV_DEVICE_COOKIE } from "@/lib/tv/bff";
import { toTvStatus } from "@/lib/tv/status";

/**
 * POST /api/tv/temp-pass?vertical=msnbc: starts the reader's temporary pass (counted per device, an HttpOnly cookie)
 * and answers the new status. 403 `{error: "used", resetsAt}` when today's pass is spent.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (isCrossOrigin(request)) return NextResponse.json({ error: "forbidden" }, { status: 403, headers: NO_STORE });
  const vertical = liveTvVertical(request);
  if (!vertical) return NextResponse.json({ error: "no live TV on this brand" }, { status: 404, headers: NO_STORE });
  const deviceId = readCookie(request, TV_DEVICE_COOKIE) ?? randomBytes(18).toString("base64url");
  const correlationId = correlationIdOf(request);
  try {
    await startTempPass(vertical, deviceId, correlationId);
    const status = toTvStatus(await authorize(vertical, { deviceId }, correlationId));
    const response = NextResponse.json(status, { headers: NO_STORE });
    setDeviceCookie(response, request, deviceId);
    return response;
  } catch (error) {
    const used = isApiError(error) && error.status === 403;
    if (!used) console.error(`tv temp pass failed: ${error instanceof Error ? error.message : String(error)}`);
    const response = NextResponse.json({ error: used ? "used" : "failed" }, { status: used ? 403 : 502, headers: NO_STORE });
    setDeviceCookie(response, request, deviceId);
    return response;
  }
}

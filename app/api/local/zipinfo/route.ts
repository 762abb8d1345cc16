import type { NextRequest } from "next/server";
import { isApiError } from "@/lib/api/api-error";
import { getZipInfo } from "@/lib/api/local";
import { isZip } from "@/lib/local/zip";

/** A JSONP callback is a plain identifier: nothing else can be made to run. */
const CALLBACK = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;

function script(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "application/javascript; charset=utf-8", "x-content-type-options": "nosniff", "cache-control": "public, max-age=60" },
  });
}

/**
 * `GET /api/local/zipinfo?zip=10001&callback=cb`: the zip-info lookup for the zip form's JSONP loader (spec 2 §7),
 * answered by the site so the browser talks to no other host. `cb({"found":true,"location":…})`, `cb({"found":false})`
 * for an unknown zip; 502 when the lookup service fails (the loader's "failed"); 400 for a bad zip or callback.
 */
export async function GET(request: NextRequest) {
  const zip = request.nextUrl.searchParams.get("zip") ?? "";
  const callback = request.nextUrl.searchParams.get("callback") ?? "";
  if (!isZip(zip) || !CALLBACK.test(callback)) return Response.json({ error: "expected zip=<5 digits>&callback=<identifier>" }, { status: 400 });
  try {
    const location = await getZipInfo(zip);
    return script(`${callback}(${JSON.stringify({ found: true, location })});`);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) return script(`${callback}(${JSON.stringify({ found: false })});`);
    return script("/* the zip-info lookup is unavailable */", 502);
  }
}

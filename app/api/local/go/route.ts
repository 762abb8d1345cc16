import type { NextRequest } from "next/server";
import { localPath, parseZipInput } from "@/lib/local/zip";

/**
 * `GET /api/local/go?zip=…`: the zip form without JavaScript. A well-formed zip goes to its shareable page
 * (`/local/{zip}`, which says when the zip is unknown); anything else back to the form (the browser's own
 * validation stops such input before it is sent).
 */
export function GET(request: NextRequest) {
  const parsed = parseZipInput(request.nextUrl.searchParams.get("zip") ?? "");
  const location = parsed.ok ? localPath(parsed.zip) : "/local";
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

import type { NextRequest } from "next/server";

/**
 * GET /api/tv/done?result=signed-in|failed: the page the provider frame ends on. The live TV island sees the frame
 * arrive here (same origin) and closes it; without the island, the text says what happened. No script.
 */
export function GET(request: NextRequest): Response {
  const ok = request.nextUrl.searchParams.get("result") === "signed-in";
  const text = ok ? "Signed in. Returning to live TV…" : "Sign-in did not complete. Please try again.";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;padding:24px"><p data-tv-result="${ok ? "signed-in" : "failed"}">${text}</p></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

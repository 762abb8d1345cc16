/**
 * The site's pass-through to the ad server, so the browser only ever talks to the site's own origin
 * (no third-party host to allow in the CSP, and one build serves any ad server address).
 */
import { adsApiUrl } from "@/lib/api/bases.mjs";

/** Longest query string passed on; anything longer is refused (a creative's query is far shorter). */
export const MAX_AD_QUERY_LENGTH = 4096;

const NO_STORE = { "cache-control": "no-store" };

/** GET `{ads server}/{endpoint}?{same query}`; the answer's body and type pass through, never cached. */
export async function passThrough(request: Request, endpoint: "creative" | "admantx"): Promise<Response> {
  const { search } = new URL(request.url);
  if (search.length > MAX_AD_QUERY_LENGTH) return Response.json({ error: "query too long" }, { status: 414, headers: NO_STORE });
  try {
    const upstream = await fetch(`${adsApiUrl()}/${endpoint}${search}`, { cache: "no-store", signal: AbortSignal.timeout(5000) });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { ...NO_STORE, "content-type": upstream.headers.get("content-type") ?? "application/octet-stream", "x-content-type-options": "nosniff" },
    });
  } catch (error) {
    console.error(`ad server unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return Response.json({ error: "ad server unavailable" }, { status: 502, headers: NO_STORE });
  }
}

/**
 * GET /api/tv/callback?code=…: where a provider's login page sends the provider frame after a successful login.
 * A plain same-origin page: the live TV island sees the frame arrive here, reads the code and exchanges it with
 * POST /api/tv/login from the page itself. (A cookie set on this response would be set at the end of a cross-site
 * redirect chain, which browsers refuse for SameSite cookies.) No script.
 */
export function GET(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;padding:24px"><p>Signing in…</p></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer" } });
}

/**
 * What the server in front does to every request before Next sees it, assets and route handlers included (proxy.ts
 * never runs for /_next/… and returns early for /api/…): drop the request headers only Next itself may set, and
 * replace the reader's address header with the one this server trusts.
 */

/** lib/auth/attempts.ts's CLIENT_ADDRESS_HEADER: the reader's address for the sign-in attempt limits. */
export const ADDRESS_HEADER = "x-newsroom-client-address";

/**
 * Request headers a client must never choose: Next's internal routing headers (`x-middleware-subrequest` skips the
 * proxy, CVE-2025-29927; the rest are Next's own INTERNAL_HEADERS) and the request `content-security-policy` Next takes
 * its script nonce from (proxy.ts sets the build's placeholder for pages).
 */
const INTERNAL_PREFIXES = ["x-middleware-", "x-invoke-"];
const INTERNAL_HEADERS = new Set([
  "x-now-route-matches",
  "x-matched-path",
  "x-nextjs-data",
  "x-next-resume-state-length",
  "next-resume",
  "content-security-policy",
]);

export const isInternalRequestHeader = (name) => INTERNAL_HEADERS.has(name) || INTERNAL_PREFIXES.some((prefix) => name.startsWith(prefix));

/**
 * Cleans `req.headers` in place. `trustedAddressHeader` (lower case) is the CDN's header naming the reader's address
 * (CLIENT_ADDRESS_HEADER); without it the connection's address is the reader's.
 */
export function sanitizeRequest(req, trustedAddressHeader) {
  for (const name of Object.keys(req.headers)) if (isInternalRequestHeader(name)) delete req.headers[name];
  const forwarded = trustedAddressHeader && req.headers[trustedAddressHeader]?.toString().split(",")[0].trim();
  req.headers[ADDRESS_HEADER] = forwarded || req.socket.remoteAddress || "unknown";
}

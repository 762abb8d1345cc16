/**
 * Access-token rules (spec 2 §4 "Token refresh", §5): a JWT whose `sub` is the user id and `exp` is in seconds.
 * Pure: the caller decodes (lib/auth/session.ts verifies the signature first) and passes the clock.
 */

export interface TokenClaims {
  sub?: string;
  exp?: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes a JWT's payload without checking it; null when it is not a decodable JWT. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const json = JSON.parse(decodeBase64Url(parts[1])) as unknown;
    if (!json || typeof json !== "object" || Array.isArray(json)) return null;
    const { sub, exp } = json as Record<string, unknown>;
    return { sub: typeof sub === "string" ? sub : undefined, exp: typeof exp === "number" ? exp : undefined };
  } catch {
    return null;
  }
}

/** Expired when now (ms) ≥ exp × 1000; an undecodable token (or one without exp) counts as expired. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const claims = decodeTokenClaims(token);
  if (!claims || claims.exp === undefined) return true;
  return nowMs >= claims.exp * 1000;
}

export type TokenDecision = { kind: "unauthenticated" } | { kind: "authenticated"; userId: string } | { kind: "refresh"; userId: string };

/**
 * No stored token → unauthenticated; no subject → unauthenticated; valid and unexpired → authenticated;
 * expired → request a new token (for the subject) — on failure the caller makes it unauthenticated.
 */
export function tokenDecision(token: string | undefined | null, nowMs: number): TokenDecision {
  if (!token) return { kind: "unauthenticated" };
  const claims = decodeTokenClaims(token);
  if (!claims?.sub) return { kind: "unauthenticated" };
  return isTokenExpired(token, nowMs) ? { kind: "refresh", userId: claims.sub } : { kind: "authenticated", userId: claims.sub };
}

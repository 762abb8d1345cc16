/**
 * The site's side of signing in (server only): the HttpOnly token cookies and the session rule.
 * A request counts as signed in when its access-token cookie verifies (jose, ES256 pinned, issuer checked,
 * expired when now ≥ exp × 1000); an expired one is refreshed with the `bedrock_session` cookie (spec 2 §4).
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { apiBaseUrl } from "@/lib/api/config";
import { identityApi } from "@/lib/api/auth";
import { DEFAULT_VERTICAL, VERTICALS, isVerticalSlug, verticalForHost, type Vertical } from "@/lib/verticals/verticals";
import { identityPasses } from "./identity-restriction";
import { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";
import { tokenDecision } from "./token";

/** Cookie names: the spec's client-side storage keys (spec 2 §3), kept HttpOnly here. */
export const ACCESS_TOKEN_COOKIE = "access_token";
export const SESSION_COOKIE = "bedrock_session";
/** The cookies live as long as the identity service's session (30 days); the token inside expires sooner and is refreshed. */
export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const ACCESS_TOKEN_ALGORITHMS = ["ES256"];
export const ACCESS_TOKEN_ISSUER = "newsroom-identity";

/** Where the access-token signing keys are published: IDENTITY_JWKS_URL, else the identity base's `/.well-known/jwks.json`. */
export function identityJwksUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.IDENTITY_JWKS_URL || `${apiBaseUrl("identity", env)}/.well-known/jwks.json`;
}

const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(): JWTVerifyGetKey {
  const url = identityJwksUrl();
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    keySets.set(url, keys);
  }
  return keys;
}

export type VerifiedToken =
  | { kind: "valid"; userId: string; brand: string }
  | { kind: "expired"; userId: string; brand: string }
  /** Forged, tampered, wrong algorithm or issuer, or without a subject. */
  | { kind: "invalid" }
  /** The keys could not be fetched: the identity service is down. */
  | { kind: "unavailable" };

const brandClaim = (payload: Record<string, unknown>) => (typeof payload.brand === "string" ? payload.brand : "today");

/** Verifies the signature first; the expiry is the spec's rule (tokenDecision) on the verified claims. */
export async function verifyAccessToken(token: string, nowMs: number, getKey: JWTVerifyGetKey = keySet()): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ACCESS_TOKEN_ALGORITHMS,
      issuer: ACCESS_TOKEN_ISSUER,
      currentDate: new Date(nowMs),
    });
    const decision = tokenDecision(token, nowMs);
    if (decision.kind === "unauthenticated") return { kind: "invalid" };
    return { kind: decision.kind === "refresh" ? "expired" : "valid", userId: decision.userId, brand: brandClaim(payload) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      // jose checks the signature before the time claims: an expired token here is genuine.
      const decision = tokenDecision(token, nowMs);
      return decision.kind === "unauthenticated" ? { kind: "invalid" } : { kind: "expired", userId: decision.userId, brand: brandClaim(error.payload) };
    }
    if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && /fetch/i.test(error.message))) return { kind: "unavailable" };
    if (error instanceof errors.JOSEError && error.code === "ERR_JWKS_INVALID") return { kind: "unavailable" };
    return { kind: "invalid" };
  }
}

export type Session =
  | { state: "authenticated"; userId: string; brand: string; accessToken: string; sessionId: string; refreshed: boolean }
  | { state: "unauthenticated"; clearCookies: boolean; error?: string | null };

export interface SessionInput {
  accessToken: string | undefined;
  sessionId: string | undefined;
  vertical: Vertical;
  nowMs: number;
}

/** Spec 2 §4 "Token refresh" plus spec 1 §5's identity restriction, for one request. */
export async function resolveSession({ accessToken, sessionId, vertical, nowMs }: SessionInput, getKey?: JWTVerifyGetKey): Promise<Session> {
  if (!accessToken) return { state: "unauthenticated", clearCookies: Boolean(sessionId) };
  const verified = await verifyAccessToken(accessToken, nowMs, getKey);
  if (verified.kind === "unavailable") return { state: "unauthenticated", clearCookies: false };
  if (verified.kind === "invalid") return { state: "unauthenticated", clearCookies: true };

  const identityPublisher = isVerticalSlug(verified.brand) ? VERTICALS[verified.brand].publisher : VERTICALS.today.publisher;
  if (!identityPasses(identityPublisher, vertical.publisher)) return { state: "unauthenticated", clearCookies: false };

  if (verified.kind === "valid") {
    return { state: "authenticated", userId: verified.userId, brand: verified.brand, accessToken, sessionId: sessionId ?? "", refreshed: false };
  }
  if (!sessionId) return { state: "unauthenticated", clearCookies: true };
  const refreshed = await identityApi.refreshToken(verified.userId, sessionId, verified.brand);
  if (!refreshed.success) {
    return { state: "unauthenticated", clearCookies: refreshed.status === 401 || refreshed.status === 404, error: refreshed.userMessage };
  }
  const again = await verifyAccessToken(refreshed.data.access_token, nowMs, getKey);
  if (again.kind !== "valid" || again.userId !== verified.userId) return { state: "unauthenticated", clearCookies: true };
  return { state: "authenticated", userId: again.userId, brand: again.brand, accessToken: refreshed.data.access_token, sessionId, refreshed: true };
}

/** The vertical a route handler serves (handlers are not rewritten by the proxy): from the Host header. */
export function verticalOfRequest(request: Request): Vertical {
  return VERTICALS[verticalForHost(request.headers.get("host") ?? "") ?? DEFAULT_VERTICAL];
}

/** The brand sent with account calls: the vertical's slug (the spec's default brand is today). */
export const brandOf = (vertical: Vertical) => vertical.slug;

function isLocalHost(host: string | null): boolean {
  const name = (host ?? "").toLowerCase().replace(/:\d+$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]";
}

/** HttpOnly (but for the signed-in hint), SameSite=Lax, Secure everywhere but localhost. */
export function cookieAttributes(host: string | null, maxAge = COOKIE_MAX_AGE_SECONDS, httpOnly = true): string {
  return `Path=/; Max-Age=${maxAge}${httpOnly ? "; HttpOnly" : ""}; SameSite=Lax${isLocalHost(host) ? "" : "; Secure"}`;
}

const setSignedInHint = (headers: Headers, host: string | null) =>
  headers.append("set-cookie", `${SIGNED_IN_HINT_COOKIE}=1; ${cookieAttributes(host, COOKIE_MAX_AGE_SECONDS, false)}`);

/** The token cookies, and the signed-in hint beside them (lib/auth/signed-in-hint.ts). */
export function setSessionCookies(headers: Headers, host: string | null, tokens: { accessToken?: string; sessionId?: string }): void {
  if (tokens.accessToken) headers.append("set-cookie", `${ACCESS_TOKEN_COOKIE}=${tokens.accessToken}; ${cookieAttributes(host)}`);
  if (tokens.sessionId) headers.append("set-cookie", `${SESSION_COOKIE}=${tokens.sessionId}; ${cookieAttributes(host)}`);
  setSignedInHint(headers, host);
}

export function clearSessionCookies(headers: Headers, host: string | null): void {
  headers.append("set-cookie", `${ACCESS_TOKEN_COOKIE}=; ${cookieAttributes(host, 0)}`);
  headers.append("set-cookie", `${SESSION_COOKIE}=; ${cookieAttributes(host, 0)}`);
  headers.append("set-cookie", `${SIGNED_IN_HINT_COOKIE}=; ${cookieAttributes(host, 0, false)}`);
}

/** What an answer for a signed-in reader carries: a refreshed token, or the signed-in hint if the request came without it. */
export function keepSessionCookies(headers: Headers, request: Request, session: Session): void {
  if (session.state !== "authenticated") return;
  const host = request.headers.get("host");
  if (session.refreshed) setSessionCookies(headers, host, { accessToken: session.accessToken });
  else if (!readCookie(request.headers.get("cookie"), SIGNED_IN_HINT_COOKIE)) setSignedInHint(headers, host);
}

/** A cookie's value from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

/** The session of a route handler's request. */
export function sessionOfRequest(request: Request, nowMs = Date.now()): Promise<Session> {
  const cookie = request.headers.get("cookie");
  return resolveSession({
    accessToken: readCookie(cookie, ACCESS_TOKEN_COOKIE),
    sessionId: readCookie(cookie, SESSION_COOKIE),
    vertical: verticalOfRequest(request),
    nowMs,
  });
}

/** The session of a server component's request, from Next's cookie store (this makes the page per reader). */
export function sessionOfCookies(jar: { get(name: string): { value: string } | undefined }, vertical: Vertical, nowMs = Date.now()): Promise<Session> {
  return resolveSession({ accessToken: jar.get(ACCESS_TOKEN_COOKIE)?.value, sessionId: jar.get(SESSION_COOKIE)?.value, vertical, nowMs });
}

/**
 * Shared parts of the account route handlers (app/api/account/…, app/api/session): same-origin check,
 * private no-store JSON answers in the identity envelope, and turning a sign-in into HttpOnly cookies.
 * The browser never sees a token.
 */
import type { IdentityResult } from "@/lib/api/auth";
import type { IdentityUser, SignedInData } from "@/lib/api/schemas/auth";
import { identityUserSchema } from "@/lib/api/schemas/auth";
import { accountBackendFor, signedInUser } from "./account-backend";
import { socialPlatforms } from "./social";
import { clearSessionCookies, keepSessionCookies, setSessionCookies, verticalOfRequest, type Session } from "./session";

export const PRIVATE_NO_STORE = "private, no-store";

export function privateJson(body: unknown, status = 200, headers = new Headers()): Response {
  headers.set("cache-control", PRIVATE_NO_STORE);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status, headers });
}

/** `{success: false, error: {user_message}}`; a null message lets the browser show the spec's fallback text. */
export function failure(status: number, userMessage: string | null, headers?: Headers): Response {
  return privateJson({ success: false, error: { user_message: userMessage } }, status, headers);
}

/** The service refused the credentials (a wrong password or code), as opposed to failing. */
export const isRefusal = (result: Extract<IdentityResult<unknown>, { success: false }>) => result.status >= 400 && result.status < 500;

export const passFailure = (result: Extract<IdentityResult<unknown>, { success: false }>, headers?: Headers) =>
  failure(result.status >= 400 && result.status < 600 ? result.status : 502, result.userMessage, headers);

/** Refuses cross-site posts (the cookies are SameSite=Lax; this also covers same-site subdomains). */
export function crossOrigin(request: Request): Response | null {
  const origin = request.headers.get("origin");
  if (!origin) return null;
  try {
    if (new URL(origin).host === request.headers.get("host")) return null;
  } catch {
    // fall through
  }
  return failure(403, "This request is not allowed.");
}

export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const body = (await request.json().catch(() => null)) as unknown;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The user as the browser gets it: the spec's user fields, no tokens. */
/** The `email` field of a request body, trimmed; "" when missing or not a string. */
export const bodyEmail = (body: Record<string, unknown> | null): string => (typeof body?.email === "string" ? body.email.trim() : "");

export const publicUser = (user: IdentityUser | SignedInData): IdentityUser => identityUserSchema.parse(user);

/** A sign-in's answer: cookies set, the user in the envelope. */
export function signedInResponse(request: Request, data: SignedInData, extra: Record<string, unknown> = {}): Response {
  const headers = new Headers();
  setSessionCookies(headers, request.headers.get("host"), { accessToken: data.access_token, sessionId: data.bedrock_session });
  return privateJson({ success: true, data: { user: publicUser(data), ...extra } }, 200, headers);
}

/**
 * Headers that carry a refreshed token (or a lost signed-in hint) or clear stale cookies, for any answer built after
 * resolving the session.
 */
export function sessionHeaders(request: Request, session: Session): Headers {
  const headers = new Headers();
  keepSessionCookies(headers, request, session);
  if (session.state === "unauthenticated" && session.clearCookies) clearSessionCookies(headers, request.headers.get("host"));
  return headers;
}

/** What `/api/session` answers: the state, the brand's backend and the signed-in user in that backend's names. */
export function sessionBody(request: Request, user: IdentityUser | null) {
  const backend = accountBackendFor(verticalOfRequest(request));
  return user
    ? { authenticationState: "authenticated" as const, backend, user: signedInUser(backend, user), profile: user, socialPlatforms: socialPlatforms() }
    : { authenticationState: "unauthenticated" as const, backend, user: null, profile: null, socialPlatforms: socialPlatforms() };
}

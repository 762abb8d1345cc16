/** Shared pieces of the live TV route handlers (app/api/tv/…): cookies, the brand parameter, same-origin checks. */
import type { NextRequest, NextResponse } from "next/server";
import { CORRELATION_ID_HEADER } from "@/lib/api/request";
import { isVerticalSlug, VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";
import { TV_PROVIDER_COOKIE } from "./constants";
import { isProviderId, tvCookieAttributes } from "./status";

/** The provider session's authentication token (HttpOnly). */
export const TV_AUTHN_COOKIE = "tvAuthn";
/** The device id temp passes are counted by (HttpOnly). */
export const TV_DEVICE_COOKIE = "tvDevice";

const AUTHN_MAX_AGE_S = 30 * 24 * 3600;
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

export const NO_STORE = { "cache-control": "private, no-store" };

/** The `vertical` query parameter, when it names a brand with live TV. */
export function liveTvVertical(request: NextRequest): VerticalSlug | null {
  const value = request.nextUrl.searchParams.get("vertical") ?? "";
  return isVerticalSlug(value) && VERTICALS[value].flags.liveTv ? value : null;
}

export const correlationIdOf = (request: Request) => request.headers.get(CORRELATION_ID_HEADER) ?? undefined;

/** State-changing calls must come from the site's own pages. */
export function isCrossOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.get("host");
  } catch {
    return true;
  }
}

export function readCookie(request: NextRequest, name: string): string | undefined {
  const value = request.cookies.get(name)?.value;
  return value && /^[A-Za-z0-9_-]{8,256}$/.test(value) ? value : undefined;
}

/** Signed in with a provider: the HttpOnly session token, and the public provider id the ad-slot manager reads. */
export function setProviderCookies(response: NextResponse, request: Request, authnToken: string, providerId: string): void {
  const attributes = tvCookieAttributes(request.headers.get("host"));
  response.cookies.set(TV_AUTHN_COOKIE, authnToken, { ...attributes, httpOnly: true, maxAge: AUTHN_MAX_AGE_S });
  if (isProviderId(providerId)) response.cookies.set(TV_PROVIDER_COOKIE, providerId, { ...attributes, httpOnly: false, maxAge: AUTHN_MAX_AGE_S });
}

export function clearProviderCookies(response: NextResponse, request: Request): void {
  const attributes = tvCookieAttributes(request.headers.get("host"));
  response.cookies.set(TV_AUTHN_COOKIE, "", { ...attributes, httpOnly: true, maxAge: 0 });
  response.cookies.set(TV_PROVIDER_COOKIE, "", { ...attributes, httpOnly: false, maxAge: 0 });
}

export function setDeviceCookie(response: NextResponse, request: Request, deviceId: string): void {
  response.cookies.set(TV_DEVICE_COOKIE, deviceId, { ...tvCookieAttributes(request.headers.get("host")), httpOnly: true, maxAge: DEVICE_MAX_AGE_S });
}

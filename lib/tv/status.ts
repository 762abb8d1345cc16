/** What the live TV island is told about the reader: provider, authorization, temp pass, error code. Pure mappings. */
import type { TvAuthorizeResponse, TvTempPass } from "@/lib/api/schemas/tv";
import type { TvErrorCode } from "./constants";

export interface TvStatusProvider {
  id: string;
  displayName: string;
  logoColor: string;
}

export interface TvStatus {
  /** The provider the reader is signed in with (the temp-pass provider while a pass runs), or null. */
  provider: TvStatusProvider | null;
  /** The stream to play, only when authorised. */
  authorization: { token: string; streamUrl: string; expiresAt: string } | null;
  tempPass: TvTempPass | null;
  errorCode: TvErrorCode | null;
}

export const SIGNED_OUT_STATUS: TvStatus = { provider: null, authorization: null, tempPass: null, errorCode: null };

export function toTvStatus(answer: TvAuthorizeResponse): TvStatus {
  return {
    provider: answer.provider && { id: answer.provider.id, displayName: answer.provider.displayName, logoColor: answer.provider.logoColor },
    authorization: answer.authorization,
    tempPass: answer.tempPass,
    errorCode: answer.errorCode,
  };
}

/**
 * The provider to show when only its id is known (the `tvProvider` cookie, after a failed authorization): its name and
 * logo from `tve/mvpd/{vertical}/id/{id}` when that answered, else the id alone; none for a cookie that is no id.
 */
export function shownProvider(providerId: string | undefined, looked: Pick<TvStatusProvider, "id" | "displayName" | "logoColor"> | null): TvStatusProvider | null {
  if (!providerId || !isProviderId(providerId)) return null;
  if (looked?.id === providerId) return { id: looked.id, displayName: looked.displayName, logoColor: looked.logoColor };
  return { id: providerId, displayName: providerId, logoColor: "" };
}

/**
 * An authorization call that failed. 401: the provider session is gone (expired or signed out elsewhere): the reader
 * is signed out and the cookies go. Anything else (provider down, timeout, bad answer): Z130, "try again".
 */
export function failedAuthorization(status: number | undefined, provider: TvStatusProvider | null): { status: TvStatus; signOut: boolean } {
  if (status === 401) return { status: SIGNED_OUT_STATUS, signOut: true };
  return { status: { ...SIGNED_OUT_STATUS, provider, errorCode: "Z130" }, signOut: false };
}

/** Cookie attributes: SameSite=Lax, Secure except on a loopback host (development and tests run on http). */
export function tvCookieAttributes(host: string | null): { sameSite: "lax"; secure: boolean; path: "/" } {
  const name = (host ?? "").toLowerCase().replace(/:\d+$/, "");
  const loopback = name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]";
  return { sameSite: "lax", secure: !loopback, path: "/" };
}

/** A value that can be a provider id (the cookie the ad-slot manager reads holds only this). */
export const isProviderId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);

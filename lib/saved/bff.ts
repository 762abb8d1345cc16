/**
 * Shared parts of the saved-items route handlers (app/api/saved/…): the reader's verified session becomes the
 * customer-service caller; answers are private, never cached. A signed-out reader gets 401 on personal calls,
 * except where a page asks in passing (state, history beacon), which answer 200 with `authenticated: false`.
 */
import { getTranslations } from "next-intl/server";
import type { MynewsCaller, MynewsResult } from "@/lib/api/mynews";
import { CONTENT_ID_PATTERN, CURSOR_PATTERN, savedContentTypeSchema, type SavedContentType } from "@/lib/api/schemas/mynews";
import { failure, privateJson } from "@/lib/auth/bff";
import { keepSessionCookies, sessionOfRequest, verticalOfRequest } from "@/lib/auth/session";
import type { Vertical } from "@/lib/verticals/verticals";
import { savableTypes } from "./tabs";

export interface SavedRequest {
  caller: MynewsCaller | null;
  headers: Headers;
  vertical: Vertical;
}

/**
 * A refreshed token (or a lost signed-in hint) is passed on; stale cookies are never cleared here: these calls run
 * beside `/api/session` (which owns signing out), and a late answer clearing cookies could sign out a session set in
 * the meantime.
 */
export async function savedRequest(request: Request): Promise<SavedRequest> {
  const session = await sessionOfRequest(request);
  const headers = new Headers();
  keepSessionCookies(headers, request, session);
  const caller = session.state === "authenticated" ? { customerId: session.userId, accessToken: session.accessToken } : null;
  return { caller, headers, vertical: verticalOfRequest(request) };
}

/** The refusals' `user_message` texts (messages `saved.api`), in the brand's language. */
export type SavedRefusal = "signIn" | "cursor" | "filterType" | "contentId" | "contentType" | "historyItem" | "ids";

export async function refusal(vertical: Vertical, status: number, key: SavedRefusal, headers: Headers): Promise<Response> {
  const t = await getTranslations({ locale: vertical.language, namespace: "saved.api" });
  return failure(status, t(key), headers);
}

export const signInRequired = (vertical: Vertical, headers: Headers) => refusal(vertical, 401, "signIn", headers);

/** The customer service's refusal or failure as the site's answer: its 4xx passes, anything else is 502. */
export function upstreamFailure(result: Extract<MynewsResult<unknown>, { ok: false }>, headers: Headers): Response {
  return failure(result.status >= 400 && result.status < 500 ? result.status : 502, null, headers);
}

export const ok = (data: unknown, headers: Headers, status = 200) => privateJson({ success: true, data }, status, headers);

export const isContentId = (value: unknown): value is string => typeof value === "string" && CONTENT_ID_PATTERN.test(value);
export const isCursor = (value: unknown): value is string => typeof value === "string" && CURSOR_PATTERN.test(value);

/** A content type the brand lets readers save, or null. */
export function savableType(value: unknown, vertical: Vertical): SavedContentType | null {
  const parsed = savedContentTypeSchema.safeParse(value);
  return parsed.success && savableTypes(vertical.flags.extendedContentTypes).includes(parsed.data) ? parsed.data : null;
}

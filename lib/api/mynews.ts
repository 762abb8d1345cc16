/**
 * The customer service's calls (spec 2 §7 "Saved items"), server side only: base MYNEWS_API_URL (default the
 * embedded upstream's `/mynews`), paths `/mynewsapi/…`, the reader's access token in X-Auth-Token and the customer id
 * in X-Customer-Id. Never cached. Answers are checked with the shared zod contract; a transport failure or an
 * off-contract answer is `{ok: false, status: 502}`.
 */
import type { z } from "zod";
import { apiBaseUrl } from "./config";
import { REQUEST_TIMEOUT_MS } from "./request";
import { collectDropped, reportDropped } from "./schemas/tolerant";
import {
  bookmarkByContentIdAnswerSchema,
  bookmarksAnswerSchema,
  createBookmarkAnswerSchema,
  customerAnswerSchema,
  deleteBookmarkAnswerSchema,
  historyAnswerSchema,
  recommendationsAnswerSchema,
  saveCustomerAnswerSchema,
  saveHistoryAnswerSchema,
  type FilterType,
  type SavedContentType,
} from "./schemas/mynews";

export type MynewsResult<T> = { ok: true; data: T } | { ok: false; status: number };

/** Who the call is for: the verified session's user id and access token. */
export interface MynewsCaller {
  customerId: string;
  accessToken: string;
}

async function mynewsCall<T>(caller: MynewsCaller, method: "GET" | "POST" | "DELETE", path: string, schema: z.ZodType<T>): Promise<MynewsResult<T>> {
  const url = `${apiBaseUrl("mynews")}/mynewsapi/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: "application/json", "x-auth-token": caller.accessToken, "x-customer-id": caller.customerId },
      cache: "no-store",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`customer service call failed: ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status: 502 };
  }
  if (!response.ok) return { ok: false, status: response.status };
  const json: unknown = await response.json().catch(() => null);
  const { result: parsed, dropped } = collectDropped(() => schema.safeParse(json));
  for (const item of dropped) reportDropped(`customer service ${path}`, item);
  if (!parsed.success) {
    console.error(`customer service answered off contract: ${method} ${path}`);
    return { ok: false, status: 502 };
  }
  return { ok: true, data: parsed.data };
}

const map = <T, U>(result: MynewsResult<T>, pick: (data: T) => U): MynewsResult<U> => (result.ok ? { ok: true, data: pick(result.data) } : result);
const enc = encodeURIComponent;

/** Where the customer-ids POST goes (lib/saved/customer-ids.ts): beside the customer service's other calls. */
export const customerIdsUrl = () => `${apiBaseUrl("mynews")}/mynewsapi/customerids`;

export const mynewsApi = {
  customer: async (caller: MynewsCaller) => map(await mynewsCall(caller, "GET", "customer/", customerAnswerSchema), (d) => d.data.getCustomer),
  saveCustomer: async (caller: MynewsCaller, zipCode: string) =>
    map(await mynewsCall(caller, "POST", `savecustomer/${enc(zipCode)}`, saveCustomerAnswerSchema), (d) => d.data.saveCustomer),
  /** An empty cursor segment asks for the first page (`bookmarks/20//all`). */
  bookmarks: async (caller: MynewsCaller, size: number, cursor: string | null, filterType: FilterType) =>
    map(await mynewsCall(caller, "GET", `bookmarks/${size}/${enc(cursor ?? "")}/${filterType}`, bookmarksAnswerSchema), (d) => d.data.bookmarks),
  recommendations: async (caller: MynewsCaller, size: number) =>
    map(await mynewsCall(caller, "GET", `recommendations/${size}`, recommendationsAnswerSchema), (d) => d.data.recommendations.data),
  history: async (caller: MynewsCaller, size: number, cursor: string | null) =>
    map(await mynewsCall(caller, "GET", `history/${size}/${enc(cursor ?? "")}`, historyAnswerSchema), (d) => d.data.history),
  saveHistory: async (caller: MynewsCaller, contentId: string, contentType: SavedContentType) =>
    map(await mynewsCall(caller, "POST", `savehistory/${enc(contentId)}/${contentType}`, saveHistoryAnswerSchema), (d) => d.data.saveHistory),
  createBookmark: async (caller: MynewsCaller, contentId: string, contentType: SavedContentType) =>
    map(await mynewsCall(caller, "POST", `createbookmark/${enc(contentId)}/${contentType}`, createBookmarkAnswerSchema), (d) => d.data.createBookmark),
  deleteBookmark: async (caller: MynewsCaller, contentId: string) =>
    map(await mynewsCall(caller, "DELETE", `deleteBookmark/${enc(contentId)}/`, deleteBookmarkAnswerSchema), (d) => d.data.deleteBookmark),
  isContentBookmarked: async (caller: MynewsCaller, contentId: string) =>
    map(await mynewsCall(caller, "GET", `iscontentbookmarked/${enc(contentId)}/`, bookmarkByContentIdAnswerSchema), (d) => d.data.getBookmarkByContentId),
};

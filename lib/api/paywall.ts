/**
 * The paywall provider's calls (services API, `/paywall/…`) and the Start Today article permission (content API,
 * `getStartTodayArticlePermissions/{id}`, spec 2 §7). Reader calls carry the verified reader's id and access token
 * and are never cached; their answers are zod-checked, a failure is a typed result, never a throw.
 */
import { z } from "zod";
import { apiBaseUrl } from "./config";
import type { ContentCallContext } from "./content";
import { request, REQUEST_TIMEOUT_MS } from "./request";
import {
  accessAnswerSchema,
  checkoutAnswerSchema,
  checkoutRefusalSchema,
  startTodayPermissionsSchema,
  subscriptionsAnswerSchema,
  type AccessAnswer,
  type CheckoutRequest,
  type StartTodayPermissions,
  type Subscription,
} from "./schemas/paywall";

export type PaywallResult<T> =
  | { ok: true; data: T }
  /** `refusal` is the provider's own field and message (checkout), when it gave one. */
  | { ok: false; status: number; refusal: { field: string | null; message: string } | null };

export interface Reader {
  userId: string;
  accessToken: string;
}

async function readerCall<T>(path: string, body: Record<string, unknown>, reader: Reader, schema: z.ZodType<{ data: T }>): Promise<PaywallResult<T>> {
  const url = `${apiBaseUrl("services")}/paywall/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ ...body, userId: reader.userId, access_token: reader.accessToken }),
      cache: "no-store",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`paywall call failed: ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status: 502, refusal: null };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, data: parsed.data.data };
    console.error(`paywall call answered off contract: ${path} (${response.status})`);
    return { ok: false, status: 502, refusal: null };
  }
  const refusal = checkoutRefusalSchema.safeParse(json);
  return { ok: false, status: response.status, refusal: refusal.success ? refusal.data.error : null };
}

export const paywallApi = {
  access: (reader: Reader, aid: string, articleId: string): Promise<PaywallResult<AccessAnswer>> =>
    readerCall("access", { aid, articleId }, reader, accessAnswerSchema),
  checkout: (reader: Reader, aid: string, checkout: CheckoutRequest): Promise<PaywallResult<{ subscription: Subscription }>> =>
    readerCall("checkout", { aid, ...checkout }, reader, checkoutAnswerSchema),
  subscriptions: (reader: Reader, aid?: string): Promise<PaywallResult<{ subscriptions: Subscription[] }>> =>
    readerCall("subscriptions", aid ? { aid } : {}, reader, subscriptionsAnswerSchema),
};

/** Whether a story shows in full in the Start Today app view (per story, so the app view stays cacheable). */
export async function getStartTodayArticlePermissions(id: string, context: ContentCallContext = {}): Promise<StartTodayPermissions> {
  const answer = await request(`getStartTodayArticlePermissions/${encodeURIComponent(id)}`, {
    schema: startTodayPermissionsSchema,
    ...context,
    tags: [`article:${id}`],
  });
  return answer.data.permissions;
}

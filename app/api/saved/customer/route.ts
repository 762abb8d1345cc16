import { getTranslations } from "next-intl/server";
import { customerIdsUrl, mynewsApi, type MynewsCaller } from "@/lib/api/mynews";
import { REQUEST_TIMEOUT_MS } from "@/lib/api/request";
import type { Customer } from "@/lib/api/schemas/mynews";
import { crossOrigin, failure, readBody } from "@/lib/auth/bff";
import { ok, savedRequest, signInRequired, upstreamFailure } from "@/lib/saved/bff";
import { zipCodeDecision } from "@/lib/saved/customer";
import { postCustomerIds } from "@/lib/saved/customer-ids";

/** The customer-ids POST once the record is known; its failure is logged and leaves the reader's answer alone. */
async function sendCustomerIds(caller: MynewsCaller, customer: Customer): Promise<void> {
  try {
    await postCustomerIds(customerIdsUrl(), customer, caller.accessToken, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    console.error(`customer ids: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** GET /api/saved/customer: the reader's customer record (customerId, mparticleId, zipCode); then the customer-ids POST. */
export async function GET(request: Request): Promise<Response> {
  const { caller, headers, vertical } = await savedRequest(request);
  if (!caller) return signInRequired(vertical, headers);
  const customer = await mynewsApi.customer(caller);
  if (!customer.ok) return upstreamFailure(customer, headers);
  await sendCustomerIds(caller, customer.data);
  return ok(customer.data, headers);
}

/**
 * POST /api/saved/customer {zipCode}: saves the zip code, then fetches the customer again (spec 2 §4). Without a
 * zip code nothing happens (the current customer is answered); a malformed one is refused.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = crossOrigin(request);
  if (refused) return refused;
  const { caller, headers, vertical } = await savedRequest(request);
  if (!caller) return signInRequired(vertical, headers);
  const body = await readBody(request);
  const decision = zipCodeDecision(typeof body?.zipCode === "string" ? body.zipCode : null);
  if (decision.kind === "invalid") return failure(400, (await getTranslations({ locale: vertical.language, namespace: "saved.page" }))("zipInvalid"), headers);
  if (decision.kind === "save") {
    const saved = await mynewsApi.saveCustomer(caller, decision.zipCode);
    if (!saved.ok) return upstreamFailure(saved, headers);
  }
  const customer = await mynewsApi.customer(caller);
  return customer.ok ? ok(customer.data, headers) : upstreamFailure(customer, headers);
}

import { getTranslations } from "next-intl/server";
import { mynewsApi } from "@/lib/api/mynews";
import { crossOrigin, failure, readBody } from "@/lib/auth/bff";
import { ok, savedRequest, signInRequired, upstreamFailure } from "@/lib/saved/bff";
import { zipCodeDecision } from "@/lib/saved/customer";

/** GET /api/saved/customer: the reader's customer record (customerId, mparticleId, zipCode). */
export async function GET(request: Request): Promise<Response> {
  const { caller, headers, vertical } = await savedRequest(request);
  if (!caller) return signInRequired(vertical, headers);
  const customer = await mynewsApi.customer(caller);
  return customer.ok ? ok(customer.data, headers) : upstreamFailure(customer, headers);
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

/**
 * The customer-ids POST (spec 2 §7): `{customerId, mparticleId}` as JSON, the reader's access token in X-Auth-Token,
 * credentials omitted (the token is the only credential), and a non-OK answer is the failure "Network response was
 * not ok". The site's server makes it once the customer record is known (app/api/saved/customer): the access token
 * lives in an HttpOnly cookie no page script can read (docs/decisions.md).
 */
import type { Customer } from "@/lib/api/schemas/mynews";

/** Spec 2 §8. */
export const CUSTOMER_IDS_FAILURE = "Network response was not ok";

export type CustomerIds = Pick<Customer, "customerId" | "mparticleId">;

export function customerIdsRequest(ids: CustomerIds, authToken: string): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "X-Auth-Token": authToken },
    body: JSON.stringify({ customerId: ids.customerId, mparticleId: ids.mparticleId }),
    credentials: "omit",
    cache: "no-store",
  };
}

/** Posts the ids to `url`; rejects with CUSTOMER_IDS_FAILURE when the answer is not OK. */
export async function postCustomerIds(url: string, ids: CustomerIds, authToken: string, init: Pick<RequestInit, "signal"> = {}): Promise<void> {
  const response = await fetch(url, { ...customerIdsRequest(ids, authToken), ...init });
  if (!response.ok) throw new Error(CUSTOMER_IDS_FAILURE);
}

import { checkoutResponse } from "@/lib/paywall/bff";

/** POST /api/paywall/checkout `{offerId, termId, card}`: the embedded provider's checkout for the signed-in reader. */
export function POST(request: Request): Promise<Response> {
  return checkoutResponse(request);
}

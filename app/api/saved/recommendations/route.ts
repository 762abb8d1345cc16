import { mynewsApi } from "@/lib/api/mynews";
import { ok, savedRequest, signInRequired, upstreamFailure } from "@/lib/saved/bff";
import { RECOMMENDATIONS_SIZE } from "@/lib/saved/page-size";

/** GET /api/saved/recommendations: items picked from the reader's history; empty on brands without recommendations (Spanish). */
export async function GET(request: Request): Promise<Response> {
  const { caller, headers, vertical } = await savedRequest(request);
  if (!caller) return signInRequired(vertical, headers);
  if (!vertical.flags.recommendations) return ok({ data: [] }, headers);
  const items = await mynewsApi.recommendations(caller, RECOMMENDATIONS_SIZE);
  return items.ok ? ok({ data: items.data }, headers) : upstreamFailure(items, headers);
}

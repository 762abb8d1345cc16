import { apiBaseUrl } from "@/lib/api/config";
import { checkUpstream, readiness, type StoreState } from "@/lib/ops/readiness";
import { DEFAULT_VERTICAL } from "@/lib/verticals/verticals";
import { sharedStore } from "@/server/shared-store.mjs";

export const dynamic = "force-dynamic";

/**
 * Readiness for load balancers and orchestrators (lib/ops/readiness.ts): 200 "ready" or "degraded" (the shared
 * store is down and this instance serves from its own memory), 503 "unready" while the content API does not answer.
 * /api/health stays the plain liveness answer.
 */
export async function GET() {
  const store = sharedStore();
  const storeState: StoreState = !store ? "not_configured" : store.usable() ? "connected" : "fallen_back";
  // The navigation every page shows: a call the content API must answer for any page to render.
  const upstream = await checkUpstream(`${apiBaseUrl("content")}/navigation/${DEFAULT_VERTICAL}`);
  const { httpStatus, body } = readiness(upstream, storeState);
  return Response.json(body, { status: httpStatus, headers: { "cache-control": "no-store" } });
}

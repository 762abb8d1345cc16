/** Upstream base addresses (lib/api/bases.mjs) and which base a call goes to. */

export { apiBaseUrl, embeddedUpstreamOrigin } from "./bases.mjs";
import type { ApiBase } from "./bases.mjs";

export type { ApiBase };

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether the embedded upstream's test-only endpoints exist (the code outbox, the test identity provider, failure
 * switches, /testing/faults) and the site's /api/account/social/test-idp with them: only with
 * UPSTREAM_TEST_ENDPOINTS=1 (e2e, bench and `npm run dev` set it). They hand out codes and sign-ins for any email.
 */
export function testEndpointsEnabled(env: Env = process.env): boolean {
  return env.UPSTREAM_TEST_ENDPOINTS === "1";
}

/**
 * Which base a call goes to (spec 1 §7): the my-news base for actions whose type contains
 * MYNEWS, the services base for api "services", otherwise the site's content API.
 */
export function selectApiBase(options: { api?: "services" | "local"; actionType?: string }): ApiBase {
  if (options.actionType?.includes("MYNEWS")) return "mynews";
  // The local news, weather and zip-info services (spec 2 §7 "Local (external hosts)").
  if (options.api === "local") return "local";
  if (options.api === "services") return "services";
  return "content";
}

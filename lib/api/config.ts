/**
 * Upstream base addresses, read at run time (never inlined at build time), so one build serves
 * any environment. Unset addresses point at the embedded upstream on UPSTREAM_PORT.
 */

export type ApiBase = "content" | "services" | "mynews" | "identity" | "local";

const ENV_NAMES: Record<ApiBase, string> = {
  content: "CONTENT_API_URL",
  services: "SERVICES_API_URL",
  mynews: "MYNEWS_API_URL",
  identity: "IDENTITY_API_URL",
  local: "LOCAL_API_URL",
};

export const DEFAULT_UPSTREAM_PORT = 4000;

type Env = Readonly<Record<string, string | undefined>>;

export function embeddedUpstreamOrigin(env: Env = process.env): string {
  return `http://127.0.0.1:${env.UPSTREAM_PORT || DEFAULT_UPSTREAM_PORT}`;
}

/**
 * Whether the embedded upstream's test-only endpoints exist (the code outbox, the test identity provider, failure
 * switches, /testing/faults) and the site's /api/account/social/test-idp with them: only with
 * UPSTREAM_TEST_ENDPOINTS=1 (e2e, bench and `npm run dev` set it). They hand out codes and sign-ins for any email.
 */
export function testEndpointsEnabled(env: Env = process.env): boolean {
  return env.UPSTREAM_TEST_ENDPOINTS === "1";
}

export function apiBaseUrl(base: ApiBase, env: Env = process.env): string {
  const configured = env[ENV_NAMES[base]];
  return (configured || `${embeddedUpstreamOrigin(env)}/${base}`).replace(/\/+$/, "");
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

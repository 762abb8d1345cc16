import { apiBaseUrl, embeddedUpstreamOrigin, testEndpointsEnabled } from "@/lib/api/config";

/**
 * The local test identity provider exists only when accounts run against the embedded upstream with its test
 * endpoints on (UPSTREAM_TEST_ENDPOINTS=1): it signs an id_token for any email.
 */
export function testIdentityProviderAvailable(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return testEndpointsEnabled(env) && apiBaseUrl("identity", env) === `${embeddedUpstreamOrigin(env)}/identity`;
}

/** Social platforms the modal offers. */
export const socialPlatforms = (env: Readonly<Record<string, string | undefined>> = process.env): string[] =>
  testIdentityProviderAvailable(env) ? ["testid"] : [];

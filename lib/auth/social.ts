import { apiBaseUrl, embeddedUpstreamOrigin } from "@/lib/api/config";

/** The local test identity provider exists only when accounts run against the embedded upstream. */
export function testIdentityProviderAvailable(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return apiBaseUrl("identity", env) === `${embeddedUpstreamOrigin(env)}/identity`;
}

/** Social platforms the modal offers. */
export const socialPlatforms = (env: Readonly<Record<string, string | undefined>> = process.env): string[] =>
  testIdentityProviderAvailable(env) ? ["testid"] : [];

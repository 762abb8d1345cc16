/**
 * What only development and tests may call on the identity service: the code outbox, failure switches, an expired
 * token, and the local test identity provider (it signs an id_token for any email). They let anyone read one-time
 * codes and sign in as anyone, so the upstream registers them only with UPSTREAM_TEST_ENDPOINTS=1 (see app.ts).
 */
import { SignJWT } from "jose";
import type { ServerResponse } from "node:http";
import { z } from "zod";
import { sendJson } from "../http/respond";
import type { UpstreamRoute } from "../route-context";
import { SIGNING_ALG } from "./crypto";
import { brandOf, emailSchema, identityRoute, TEST_IDP_AUDIENCE, TEST_IDP_ISSUER } from "./routes";
import { ACCESS_TOKEN_TTL_SECONDS, IdentityError, issueAccessToken, outbox, setFailure, userByEmail } from "./service";

const ok = (res: ServerResponse, data: unknown) => sendJson(res, 200, { success: true, data });

export const identityTestRoutes: UpstreamRoute[] = [
  // Development and tests: the mail the service "sent" to an address, newest first.
  identityRoute("GET", "/identity/outbox", ({ res, query }, identity) => {
    const email = query.get("email");
    if (!email) throw new IdentityError(400, "invalid_request", "email is required");
    sendJson(res, 200, { data: { messages: outbox(identity, email) } });
  }),

  // Test only: make an operation fail for one email ({email, operation, fail}); see README "Accounts".
  identityRoute("POST", "/identity/testing/failures", ({ res }, identity, body) => {
    const input = z
      .object({ email: z.email(), operation: z.enum(["updateSubscriptions", "fetchSubscriptions", "updateProfile"]), fail: z.boolean() })
      .parse(body);
    setFailure(identity, input.email, input.operation, input.fail);
    ok(res, input);
  }),

  // Test only: a genuinely signed access token for {email} that expired a minute ago (token-refresh tests).
  identityRoute("POST", "/identity/testing/expired-token", async ({ res }, identity, body) => {
    const { email } = emailSchema.parse(body);
    const user = userByEmail(identity, email);
    if (!user) throw new IdentityError(404, "not_found", "We could not find that account.");
    const issuedAt = Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000;
    ok(res, { access_token: await issueAccessToken(identity, user.user_id, brandOf(body.brand), issuedAt) });
  }),

  // The local test identity provider: signs id_tokens for social sign-in ({email, sub?, given_name?, email_verified?}).
  // Like a real provider it vouches for the address (email_verified, default true); false tests an unverified claim.
  identityRoute("GET", "/identity/test-idp/jwks.json", ({ res }, identity) => sendJson(res, 200, { keys: [identity.idpKey.publicJwk] })),
  identityRoute("POST", "/identity/test-idp/token", async ({ res }, identity, body) => {
    const input = z
      .object({ email: z.email(), sub: z.string().max(100).optional(), given_name: z.string().max(100).optional(), email_verified: z.boolean().default(true) })
      .parse(body);
    const claims = { email: input.email, email_verified: input.email_verified, ...(input.given_name ? { given_name: input.given_name } : {}) };
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALG, kid: identity.idpKey.kid })
      .setSubject(input.sub ?? `testid-${input.email.toLowerCase()}`)
      .setIssuer(TEST_IDP_ISSUER)
      .setAudience(TEST_IDP_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(identity.idpKey.privateKey);
    sendJson(res, 200, { id_token: idToken });
  }),
];

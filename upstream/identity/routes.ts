/**
 * The identity API on `/identity/auth/users/…` (spec 2 §7 "Account calls") and the access-token JWKS. What only
 * development and tests may use (code outbox, test identity provider, failure switches) is in ./test-routes.ts.
 */
import { createLocalJWKSet, jwtVerify } from "jose";
import type { ServerResponse } from "node:http";
import { z } from "zod";
import {
  identityUserSchema,
  profileFieldsSchema,
  registerRequestSchema,
  type IdentityUser,
} from "../../lib/api/schemas/auth";
import { isVerticalSlug } from "../../lib/verticals/verticals";
import { isNewsletterId } from "../../lib/newsletter/subscriptions";
import type { Db } from "../db";
import { readJsonBody } from "../http/body";
import { sendJson } from "../http/respond";
import type { UpstreamContext, UpstreamRoute } from "../route-context";
import { SIGNING_ALG } from "./crypto";
import {
  checkPassword,
  closeSession,
  consumeOneTimeCode,
  createIdentity,
  createUser,
  IdentityError,
  issueAccessToken,
  linkSocial,
  markVerified,
  openSession,
  requireAccessToken,
  requireSession,
  sendOneTimeCode,
  setSubscriptions,
  shouldFail,
  socialUser,
  subscriptions,
  updateProfile,
  userByEmail,
  userById,
  type Identity,
} from "./service";

/** The bearer token the one-time-code request must carry (spec 2 §6 "clientToken"). */
export const DEFAULT_IDENTITY_CLIENT_TOKEN = "newsroom-embedded-client";
export const TEST_IDP_ISSUER = "newsroom-test-idp";
export const TEST_IDP_AUDIENCE = "newsroom";
export const SOCIAL_PLATFORMS = ["testid", "google", "apple", "facebook"] as const;

const identities = new WeakMap<Db, Promise<Identity>>();
function identityOf(ctx: UpstreamContext): Promise<Identity> {
  let identity = identities.get(ctx.services.store.db);
  if (!identity) {
    identity = createIdentity(ctx.services.store.db);
    identities.set(ctx.services.store.db, identity);
  }
  return identity;
}

function fail(res: ServerResponse, status: number, code: string, userMessage: string): void {
  sendJson(res, status, { success: false, error: { code, user_message: userMessage } });
}

const ok = (res: ServerResponse, data: unknown, status = 200) => sendJson(res, status, { success: true, data });

type Handler = (ctx: UpstreamContext, identity: Identity, body: Record<string, unknown>) => Promise<void> | void;

/** Reads the JSON body, runs the handler and turns refusals into `{success: false, error: {user_message}}`. */
export function identityRoute(method: UpstreamRoute["method"], path: string, handler: Handler): UpstreamRoute {
  return {
    method,
    path,
    params: { id: /^[A-Za-z0-9_-]{1,64}$/ },
    handler: async (ctx) => {
      try {
        const raw = method === "GET" ? {} : await readJsonBody(ctx.req);
        const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
        await handler(ctx, await identityOf(ctx), body);
      } catch (error) {
        if (error instanceof IdentityError) fail(ctx.res, error.status, error.code, error.message);
        else if (error instanceof z.ZodError) fail(ctx.res, 400, "invalid_request", invalidFieldMessage(error));
        else throw error;
      }
    },
  };
}

function invalidFieldMessage(error: z.ZodError): string {
  const field = String(error.issues[0]?.path[0] ?? "request");
  if (field === "email") return "Enter a valid email address.";
  if (field === "password") return "Your password must be 8 to 128 characters long.";
  return `The ${field.replace(/_/g, " ")} is not valid.`;
}

export const brandOf = (value: unknown) => (typeof value === "string" && isVerticalSlug(value) ? value : "today");
export const emailSchema = z.object({ email: z.email() });

async function signedIn(identity: Identity, user: IdentityUser, brand: string) {
  const session = openSession(identity, user.user_id);
  return { ...identityUserSchema.parse(user), access_token: await issueAccessToken(identity, user.user_id, brand), bedrock_session: session };
}

function requireUser(identity: Identity, id: string): IdentityUser {
  const user = userById(identity, id);
  if (!user) throw new IdentityError(404, "not_found", "We could not find that account.");
  return user;
}

/** Authenticated calls carry the access token (body or x-auth-token) and the `bedrock_session` value in the body. */
async function authenticate(ctx: UpstreamContext, identity: Identity, body: Record<string, unknown>): Promise<IdentityUser> {
  const id = ctx.params.id as string;
  const header = ctx.req.headers["x-auth-token"];
  await requireAccessToken(identity, id, typeof header === "string" ? header : body.access_token);
  requireSession(identity, id, body.bedrock_session);
  return requireUser(identity, id);
}

function failWhenSwitched(identity: Identity, user: IdentityUser, operation: string): void {
  if (shouldFail(identity, user.email, operation)) throw new IdentityError(500, "forced_failure", "The service is unavailable (forced failure for testing).");
}

const U = "/identity/auth/users";

export const identityRoutes: UpstreamRoute[] = [
  identityRoute("GET", "/identity/.well-known/jwks.json", ({ res }, identity) => sendJson(res, 200, { keys: [identity.accessKey.publicJwk] })),

  identityRoute("POST", `${U}/search/profile`, ({ res }, identity, body) => {
    const { email } = emailSchema.parse(body);
    ok(res, { exists: userByEmail(identity, email) !== undefined });
  }),

  identityRoute("POST", `${U}/register`, async ({ res }, identity, body) => {
    const input = registerRequestSchema.parse(body);
    const user = await createUser(identity, { ...input, brand: brandOf(input.brand) });
    sendOneTimeCode(identity, user.email);
    ok(res, { user_id: user.user_id, email: user.email, email_verified: user.email_verified }, 201);
  }),

  identityRoute("POST", `${U}/signin`, async ({ res }, identity, body) => {
    const input = z.object({ email: z.email(), password: z.string().min(1).max(1024) }).parse(body);
    const user = await checkPassword(identity, input.email, input.password);
    ok(res, await signedIn(identity, user, brandOf(body.brand)));
  }),

  identityRoute("POST", `${U}/otp/request`, ({ req, res }, identity, body) => {
    const expected = process.env.IDENTITY_CLIENT_TOKEN || DEFAULT_IDENTITY_CLIENT_TOKEN;
    if (req.headers.authorization !== `Bearer ${expected}`) throw new IdentityError(401, "invalid_client", "This client may not request codes.");
    const { email } = emailSchema.parse(body);
    // Unknown addresses get the same answer and no mail: the call does not reveal who has an account.
    if (userByEmail(identity, email)) sendOneTimeCode(identity, email);
    ok(res, { sent: true });
  }),

  identityRoute("POST", `${U}/otp/verify`, async ({ res }, identity, body) => {
    const input = z.object({ email: z.email(), one_time_code: z.string().regex(/^\s*\d{6}\s*$/) }).safeParse(body);
    if (!input.success) throw new IdentityError(400, "invalid_code", "Enter the 6-digit code we sent you.");
    const user = userByEmail(identity, input.data.email);
    if (!user) throw new IdentityError(400, "invalid_code", "That code is not valid or has expired. Request a new one.");
    consumeOneTimeCode(identity, input.data.email, input.data.one_time_code);
    markVerified(identity, user.user_id);
    ok(res, await signedIn(identity, requireUser(identity, user.user_id), brandOf(body.brand)));
  }),

  identityRoute("POST", `${U}/social/signin`, async ({ res }, identity, body) => {
    const input = z
      .object({ id_token: z.string().min(1).max(4096), platform: z.enum(SOCIAL_PLATFORMS), first_name: z.string().max(100).optional() })
      .parse(body);
    let claims: { sub?: string; email?: unknown; email_verified?: unknown; given_name?: unknown };
    try {
      const jwks = createLocalJWKSet({ keys: [identity.idpKey.publicJwk] });
      ({ payload: claims } = await jwtVerify(input.id_token, jwks, { algorithms: [SIGNING_ALG], issuer: TEST_IDP_ISSUER, audience: TEST_IDP_AUDIENCE }));
    } catch {
      throw new IdentityError(401, "invalid_id_token", "We could not verify your sign-in with that provider. Please try again.");
    }
    const email = typeof claims.email === "string" ? claims.email : undefined;
    if (!claims.sub || !email) throw new IdentityError(401, "invalid_id_token", "We could not verify your sign-in with that provider. Please try again.");
    const brand = brandOf(body.brand);
    // An account is found by email only when the provider vouches for the address: anyone can put any email in a token.
    const emailVerified = claims.email_verified === true;
    const linked = socialUser(identity, input.platform, claims.sub);
    const byEmail = linked ? undefined : userByEmail(identity, email);
    if (byEmail && !emailVerified) {
      throw new IdentityError(409, "unverified_email", "An account already uses this email. Sign in with your password or a one-time code.");
    }
    const known = linked ?? byEmail;
    if (known) {
      linkSocial(identity, input.platform, claims.sub, known.user_id);
      if (emailVerified && !known.email_verified) markVerified(identity, known.user_id);
      ok(res, { ...(await signedIn(identity, requireUser(identity, known.user_id), brand)), is_new_user: false });
      return;
    }
    // Registration is the same call with first_name present (spec 2 §7); without it the caller learns the identity is new.
    if (!("first_name" in body)) {
      ok(res, { is_new_user: true, first_name: typeof claims.given_name === "string" ? claims.given_name : null });
      return;
    }
    const user = await createUser(identity, { email, brand, source: `social:${input.platform}`, first_name: input.first_name, emailVerified });
    linkSocial(identity, input.platform, claims.sub, user.user_id);
    ok(res, { ...(await signedIn(identity, user, brand)), is_new_user: false }, 201);
  }),

  identityRoute("POST", `${U}/:id/auth/token`, async ({ res, params }, identity, body) => {
    const id = params.id as string;
    requireSession(identity, id, body.bedrock_session);
    requireUser(identity, id);
    ok(res, { access_token: await issueAccessToken(identity, id, brandOf(body.brand)) });
  }),

  identityRoute("POST", `${U}/:id/signout`, ({ res, params }, identity, body) => {
    requireSession(identity, params.id as string, body.bedrock_session);
    closeSession(identity, body.bedrock_session as string);
    ok(res, {});
  }),

  identityRoute("POST", `${U}/:id/profile`, async (ctx, identity, body) => {
    ok(ctx.res, await authenticate(ctx, identity, body));
  }),

  identityRoute("PATCH", `${U}/:id/profile`, async (ctx, identity, body) => {
    const user = await authenticate(ctx, identity, body);
    failWhenSwitched(identity, user, "updateProfile");
    const fields = profileFieldsSchema.parse(body);
    ok(ctx.res, updateProfile(identity, user.user_id, fields));
  }),

  identityRoute("POST", `${U}/:id/subscriptions/newsletters`, async (ctx, identity, body) => {
    const user = await authenticate(ctx, identity, body);
    failWhenSwitched(identity, user, "fetchSubscriptions");
    ok(ctx.res, { subscriptions: subscriptions(identity, user.user_id) });
  }),

  identityRoute("PATCH", `${U}/:id/subscriptions/newsletters`, async (ctx, identity, body) => {
    const user = await authenticate(ctx, identity, body);
    failWhenSwitched(identity, user, "updateSubscriptions");
    const changes = z.record(z.string(), z.boolean()).parse(body.subscriptions);
    const unknown = Object.keys(changes).find((id) => !isNewsletterId(id));
    if (unknown) throw new IdentityError(400, "invalid_request", `There is no newsletter ${unknown}.`);
    ok(ctx.res, { subscriptions: setSubscriptions(identity, user.user_id, changes) });
  }),
];

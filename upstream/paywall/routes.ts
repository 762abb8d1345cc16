/**
 * The embedded paywall provider (services API, `/services/paywall/…`) and the Start Today permission call of the
 * content API (`/content/getStartTodayArticlePermissions/{id}`, spec 2 §7):
 * - `GET runtime.js?aid=` the provider's browser runtime (offer template + checkout form inside the gate);
 * - `GET templates/{aid}` the offer template the runtime shows;
 * - `POST access` the entitlement check, `POST checkout` the checkout, `POST subscriptions` a reader's subscriptions.
 * Reader calls carry `userId` and the identity service's `access_token`, verified here (ES256, issuer pinned).
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { articleSchema } from "../../lib/api/schemas/content";
import {
  accessAnswerSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  offerTemplateSchema,
  startTodayPermissionsSchema,
  subscriptionsAnswerSchema,
} from "../../lib/api/schemas/paywall";
import { checkCard, lastFour } from "../../lib/paywall/card";
import type { Db } from "../db";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { sendJson, sendJsonText, sendValid } from "../http/respond";
import { createIdentity, IdentityError, requireAccessToken, type Identity } from "../identity/service";
import type { UpstreamContext, UpstreamRoute } from "../route-context";
import { requireDocument } from "../routes/lookup";
import { decideAccess, recordSubscription, subscriptionsOf } from "./store";
import { PAYWALL_APPS } from "./templates";

const RUNTIME_FILE = path.join(__dirname, "..", "assets", "paywall-runtime.js");
let runtimeSource: string | null = null;
const runtime = () => (runtimeSource ??= fs.readFileSync(RUNTIME_FILE, "utf8"));

const identities = new WeakMap<Db, Promise<Identity>>();
function identityOf(db: Db): Promise<Identity> {
  let identity = identities.get(db);
  if (!identity) {
    identity = createIdentity(db);
    identities.set(db, identity);
  }
  return identity;
}

const readerSchema = z.object({ userId: z.string().min(1).max(64), access_token: z.string().min(1).max(4096) });

/** The body of a reader call, with its token verified against the identity service's key. */
async function readerBody<T extends z.ZodType>(ctx: UpstreamContext, schema: T): Promise<z.infer<T> & z.infer<typeof readerSchema>> {
  const raw = await readJsonBody(ctx.req);
  const reader = readerSchema.safeParse(raw);
  if (!reader.success) throw new HttpError(401, "a reader call needs userId and access_token");
  const body = schema.safeParse(raw);
  if (!body.success) throw badRequest(`invalid ${String(body.error.issues[0]?.path.join(".") || "body")}`);
  try {
    await requireAccessToken(await identityOf(ctx.services.store.db), reader.data.userId, reader.data.access_token);
  } catch (error) {
    if (error instanceof IdentityError) throw new HttpError(401, "invalid access token");
    throw error;
  }
  return { ...(body.data as object), ...reader.data } as z.infer<T> & z.infer<typeof readerSchema>;
}

function requireApp(aid: string) {
  const app = PAYWALL_APPS.get(aid);
  if (!app) throw notFound(`no paywall application ${aid}`);
  return app;
}

/** Reader answers are never cached. */
function sendPrivate<T extends z.ZodType>(res: UpstreamContext["res"], schema: T, body: z.input<T>, status = 200): void {
  sendJsonText(res, status, JSON.stringify(schema.parse(body)), "private, no-store");
}

const aidSchema = z.object({ aid: z.string().min(1).max(80) });

export const paywallRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/services/paywall/runtime.js",
    handler: ({ res }) => {
      const source = runtime();
      res.statusCode = 200;
      res.setHeader("content-type", "text/javascript; charset=utf-8");
      res.setHeader("cache-control", "public, max-age=300");
      res.setHeader("content-length", Buffer.byteLength(source));
      res.end(source);
    },
  },
  {
    method: "GET",
    path: "/services/paywall/templates/:aid",
    handler: ({ res, params }) => sendValid(res, z.object({ data: z.object({ template: offerTemplateSchema }) }), { data: { template: requireApp(params.aid as string).template } }),
  },
  {
    method: "POST",
    path: "/services/paywall/access",
    handler: async (ctx) => {
      const body = await readerBody(ctx, aidSchema.extend({ articleId: z.string().regex(/^r[a-z]{2}a\d{1,12}$/) }));
      const app = requireApp(body.aid);
      const article = articleSchema.parse(JSON.parse(requireDocument(ctx.services.store, "article", body.articleId)));
      const data = decideAccess(ctx.services.store.db, { userId: body.userId, aid: app.template.aid, articleId: article.id, mark: article.paywall }, Date.now());
      sendPrivate(ctx.res, accessAnswerSchema, { data });
    },
  },
  {
    method: "POST",
    path: "/services/paywall/checkout",
    handler: async (ctx) => {
      const body = await readerBody(ctx, aidSchema.extend(checkoutRequestSchema.shape));
      const { template } = requireApp(body.aid);
      const term = body.offerId === template.offer.offerId ? template.offer.terms.find((t) => t.termId === body.termId) : undefined;
      if (!term) return sendJson(ctx.res, 400, { error: { field: "termId", message: "This plan is not on offer." } });
      // One active subscription per reader and application: a second checkout (a double click, a stale offer) is
      // refused before the card is charged.
      if (subscriptionsOf(ctx.services.store.db, body.userId, template.aid, Date.now()).some((s) => s.status === "active")) {
        return sendJson(ctx.res, 409, { error: { field: null, message: "You already have this subscription." } });
      }
      const refusal = checkCard(body.card, new Date());
      if (refusal) return sendJson(ctx.res, refusal.message.includes("declined") ? 402 : 400, { error: refusal });
      const subscription = recordSubscription(
        ctx.services.store.db,
        { userId: body.userId, aid: template.aid, offerId: template.offer.offerId, term, cardLast4: lastFour(body.card.number) },
        Date.now(),
      );
      sendPrivate(ctx.res, checkoutAnswerSchema, { data: { subscription } }, 201);
    },
  },
  {
    method: "POST",
    path: "/services/paywall/subscriptions",
    handler: async (ctx) => {
      const body = await readerBody(ctx, z.object({ aid: z.string().max(80).optional() }));
      sendPrivate(ctx.res, subscriptionsAnswerSchema, { data: { subscriptions: subscriptionsOf(ctx.services.store.db, body.userId, body.aid ?? null, Date.now()) } });
    },
  },
  {
    method: "GET",
    path: "/content/getStartTodayArticlePermissions/:id",
    handler: ({ res, params, services }) => {
      const article = articleSchema.parse(JSON.parse(requireDocument(services.store, "article", params.id as string)));
      // In the Start Today app, stories open in full unless they need a subscription (metered ones are free there).
      const showFullArticle = !article.paywall?.gated || article.paywall.metered === true;
      sendValid(res, startTodayPermissionsSchema, { data: { permissions: { articleId: article.id, showFullArticle } } });
    },
  },
];

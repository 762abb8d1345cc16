/**
 * The customer service on `/mynews/mynewsapi/…` (spec 2 §7 "Saved items"). Every call is the reader's own: the
 * access token (X-Auth-Token, an ES256 JWT of the identity service) names the customer; an X-Customer-Id that is
 * not the token's subject is refused (403), so no reader can read or change another reader's items.
 * Methods are not shown in the spec: reads are GET, writes POST, deleteBookmark DELETE.
 */
import { jwtVerify } from "jose";
import type { IncomingMessage } from "node:http";
import {
  CONTENT_ID_PATTERN,
  CURSOR_PATTERN,
  filterTypeSchema,
  savedContentTypeSchema,
  ZIP_CODE_PATTERN,
  type SavedContentType,
} from "../../lib/api/schemas/mynews";
import type { Db } from "../db";
import { readJsonBody } from "../http/body";
import { HttpError } from "../http/errors";
import { sendJson } from "../http/respond";
import { SIGNING_ALG } from "../identity/crypto";
import { ACCESS_TOKEN_ISSUER, createIdentity, type Identity } from "../identity/service";
import type { UpstreamContext, UpstreamRoute } from "../route-context";
import {
  bookmarkOf,
  bookmarks,
  createBookmark,
  customer,
  deleteBookmark,
  history,
  MAX_PAGE_SIZE,
  recommendations,
  saveHistory,
  saveZipCode,
} from "./service";

const identities = new WeakMap<Db, Promise<Identity>>();
function identityOf(db: Db): Promise<Identity> {
  let identity = identities.get(db);
  if (!identity) {
    identity = createIdentity(db);
    identities.set(db, identity);
  }
  return identity;
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

/** The customer the request speaks for: the verified token's subject, which a given X-Customer-Id must equal. */
async function customerOf(ctx: UpstreamContext): Promise<string> {
  const token = header(ctx.req, "x-auth-token");
  if (!token) throw new HttpError(401, "missing X-Auth-Token");
  const identity = await identityOf(ctx.services.store.db);
  let subject: string | undefined;
  try {
    ({ payload: { sub: subject } } = await jwtVerify(token, identity.accessKey.publicKey, { algorithms: [SIGNING_ALG], issuer: ACCESS_TOKEN_ISSUER }));
  } catch {
    throw new HttpError(401, "invalid or expired token");
  }
  if (!subject) throw new HttpError(401, "token without subject");
  const claimed = header(ctx.req, "x-customer-id");
  if (claimed !== undefined && claimed !== subject) throw new HttpError(403, "customer id does not match the token");
  return subject;
}

function pageSize(value: string | undefined): number {
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new HttpError(400, `size must be 1 to ${MAX_PAGE_SIZE}`);
  return size;
}

/** The content must exist and be of the type given (a product is saved as a product, …). */
function requireContent(ctx: UpstreamContext, contentId: string, contentType: SavedContentType): void {
  const item = ctx.services.store.teasables([contentId]).get(contentId);
  if (!item) throw new HttpError(404, `no content ${contentId}`);
  if (item.type !== contentType) throw new HttpError(400, `${contentId} is a ${item.type}, not a ${contentType}`);
}

const M = "/mynews/mynewsapi";
const ID = { contentId: CONTENT_ID_PATTERN, contentType: /^[a-z]+$/, cursor: CURSOR_PATTERN, zipcode: ZIP_CODE_PATTERN, size: /^\d{1,3}$/, filterType: /^[a-z]+$/ };

function route(method: UpstreamRoute["method"], path: string, handler: (ctx: UpstreamContext, customerId: string) => unknown): UpstreamRoute {
  return {
    method,
    path: `${M}/${path}`,
    params: ID,
    handler: async (ctx) => {
      const customerId = await customerOf(ctx);
      sendJson(ctx.res, 200, { data: await handler(ctx, customerId) });
    },
  };
}

function contentType(value: string | undefined): SavedContentType {
  const parsed = savedContentTypeSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, "contentType must be article, video, recipe or product");
  return parsed.data;
}

function bookmarksPage(ctx: UpstreamContext, customerId: string) {
  const filter = filterTypeSchema.safeParse(ctx.params.filterType);
  if (!filter.success) throw new HttpError(400, "filterType must be all, article, video, recipe or product");
  return { bookmarks: bookmarks(ctx.services.store, customerId, pageSize(ctx.params.size), ctx.params.cursor, filter.data) };
}

function historyPage(ctx: UpstreamContext, customerId: string) {
  return { history: history(ctx.services.store, customerId, pageSize(ctx.params.size), ctx.params.cursor) };
}

export const mynewsRoutes: UpstreamRoute[] = [
  route("GET", "customer", ({ services }, id) => ({ getCustomer: customer(services.store.db, id) })),
  route("POST", "savecustomer/:zipcode", ({ services, params }, id) => ({ saveCustomer: saveZipCode(services.store.db, id, params.zipcode as string) })),

  // The cursor segment may be empty (`bookmarks/20//all`): the first page.
  route("GET", "bookmarks/:size/:filterType", bookmarksPage),
  route("GET", "bookmarks/:size/:cursor/:filterType", bookmarksPage),

  route("GET", "iscontentbookmarked/:contentId", ({ services, params }, id) => {
    const found = bookmarkOf(services.store.db, id, params.contentId as string);
    return { getBookmarkByContentId: { contentId: params.contentId, contentType: found?.contentType ?? null, bookmarked: found !== null } };
  }),
  route("POST", "createbookmark/:contentId/:contentType", (ctx, id) => {
    const contentId = ctx.params.contentId as string;
    const type = contentType(ctx.params.contentType);
    requireContent(ctx, contentId, type);
    createBookmark(ctx.services.store.db, id, contentId, type);
    return { createBookmark: { contentId, contentType: type, bookmarked: bookmarkOf(ctx.services.store.db, id, contentId) !== null } };
  }),
  route("DELETE", "deleteBookmark/:contentId", ({ services, params }, id) => {
    const contentId = params.contentId as string;
    const before = bookmarkOf(services.store.db, id, contentId);
    deleteBookmark(services.store.db, id, contentId);
    return { deleteBookmark: { contentId, contentType: before?.contentType ?? null, bookmarked: false } };
  }),

  route("GET", "history/:size", historyPage),
  route("GET", "history/:size/:cursor", historyPage),
  route("POST", "savehistory/:contentId/:contentType", (ctx, id) => {
    const contentId = ctx.params.contentId as string;
    const type = contentType(ctx.params.contentType);
    requireContent(ctx, contentId, type);
    saveHistory(ctx.services.store.db, id, contentId, type);
    return { saveHistory: { contentId, contentType: type } };
  }),

  route("GET", "recommendations/:size", ({ services, params }, id) => ({
    recommendations: { data: recommendations(services.store, id, pageSize(params.size)) },
  })),

  // The customer-ids POST (spec 2 §7): the pair the reader's analytics use, confirmed for the token's customer.
  route("POST", "customerids", async (ctx, id) => {
    const body = (await readJsonBody(ctx.req).catch(() => null)) as { customerId?: unknown; mparticleId?: unknown } | null;
    if (typeof body?.customerId !== "string" || typeof body.mparticleId !== "string") throw new HttpError(400, "expected JSON {customerId, mparticleId}");
    if (body.customerId !== id) throw new HttpError(403, "customerId does not match the token");
    const known = customer(ctx.services.store.db, id);
    if (body.mparticleId !== known.mparticleId) throw new HttpError(409, "mparticleId is not this customer's");
    return { saveCustomerIds: { customerId: known.customerId, mparticleId: known.mparticleId } };
  }),
];

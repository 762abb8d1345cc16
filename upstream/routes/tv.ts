/**
 * The TV services (spec 2 §7 "TV"): provider lists (`tve/mvpd/{vertical}/…`), generated provider logos, a provider's
 * login page (what the site shows in its provider frame), code → authentication token, authorization per brand,
 * the temporary pass, the live stream (a sample clip, served only with a valid authorization), the channel schedule,
 * the listing-service feed and the thumbnails index by series.
 */
import fs from "node:fs";
import path from "node:path";
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import {
  tvAuthorizeRequestSchema,
  tvAuthorizeResponseSchema,
  tvFeaturedResponseSchema,
  tvListingFeedResponseSchema,
  tvLogoutRequestSchema,
  tvMvpdResponseSchema,
  tvOptionsResponseSchema,
  tvScheduleResponseSchema,
  tvTempPassRequestSchema,
  tvTempPassResponseSchema,
  tvThumbnailIndexSchema,
  tvTokenRequestSchema,
  tvTokenResponseSchema,
  type TvProvider,
} from "../../lib/api/schemas/tv";
import { LISTING_FEED_MAX_ENTRIES, LISTING_FEED_WINDOW_MS, WEEKLY_SCHEDULE_COUNT } from "../../lib/tv/constants";
import { tempPassStatus, tempPassWindow } from "../../lib/tv/temp-pass";
import { VERTICALS, type VerticalSlug } from "../../lib/verticals/verticals";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { sendJson, sendValid } from "../http/respond";
import { sendFileWithRanges } from "../http/send-file";
import type { UpstreamRoute, UpstreamServices } from "../route-context";
import { lineupEntries, lineupSeries } from "../tv/lineup";
import { DEMO_SUBSCRIBER, findProvider, TEMP_PASS_PROVIDER, TV_PROVIDERS, type ProviderSeed } from "../tv/providers";
import { createTvStore, type TvStore } from "../tv/tv-store";
import { requireVertical } from "./lookup";

const STREAM_FILE = path.join(__dirname, "..", "assets", "tv-sample-stream.webm");
const MAX_FORM_BYTES = 8 * 1024;

const stores = new WeakMap<object, TvStore>();
function tvStore(services: UpstreamServices): TvStore {
  let store = stores.get(services.store.db);
  if (!store) {
    store = createTvStore(services.store.db);
    stores.set(services.store.db, store);
  }
  return store;
}

function requireLiveTv(slug: string): VerticalSlug {
  const vertical = requireVertical(slug);
  if (!VERTICALS[vertical].flags.liveTv) throw notFound(`${vertical} has no live TV`);
  return vertical;
}

function toProvider(seed: ProviderSeed, publicUrl: string): TvProvider {
  const logo = seed.id.toLowerCase().replace(/_/g, "-");
  return {
    id: seed.id,
    displayName: seed.displayName,
    featured: seed.featured,
    logoColor: `${publicUrl}/services/tve/logos/${logo}-color.svg`,
    logo2xWhite: `${publicUrl}/services/tve/logos/${logo}-white.svg`,
    freewheelHash: Buffer.from(seed.id).toString("hex").slice(0, 16),
    errAuth: `Your ${seed.displayName} account could not be verified.`,
    errGeneric: `${seed.displayName} is not answering. Please try again later.`,
    concurrencyFlow: seed.concurrencyFlow ?? false,
    loginUrl: `${publicUrl}/services/tve/login/${seed.id}`,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The logo: the provider's name in white or its colour, on a transparent ground. */
function logoSvg(seed: ProviderSeed, white: boolean): string {
  const fill = white ? "#ffffff" : seed.colour;
  const size = seed.displayName.length > 14 ? 15 : seed.displayName.length > 9 ? 19 : 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" role="img" aria-label="${escapeHtml(seed.displayName)}"><text x="100" y="38" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${fill}">${escapeHtml(seed.displayName)}</text></svg>`;
}

/** Where a successful login sends the frame: the site's callback (http(s), path /api/tv/callback). */
function validRedirect(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.pathname === "/api/tv/callback" && !url.username ? url : null;
  } catch {
    return null;
  }
}

const LOGIN_TEXTS = {
  en: { title: "Sign in", intro: "Sign in with your TV provider account to watch live.", username: "Username", password: "Password", submit: "Sign in", demo: "Demo account: username {u}, password {p}.", failed: "That username and password do not match an account." },
  es: { title: "Iniciar sesión", intro: "Inicia sesión con tu cuenta del proveedor de TV para ver en vivo.", username: "Usuario", password: "Contraseña", submit: "Iniciar sesión", demo: "Cuenta de prueba: usuario {u}, contraseña {p}.", failed: "El usuario y la contraseña no coinciden con ninguna cuenta." },
};

function loginPage(seed: ProviderSeed, redirect: string, language: "en" | "es", failed: boolean): string {
  const t = LOGIN_TEXTS[language];
  const name = escapeHtml(seed.displayName);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name}: ${t.title}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1b1b1b}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:22px;margin:0 0 8px;color:${seed.colour}}label{display:block;font-weight:700;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;border-radius:4px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:4px;background:${seed.colour};color:#fff;font-size:16px;font-weight:700}
.error{color:#b00020;font-weight:700}.demo{font-size:14px;color:#444}
</style></head><body><main>
<h1>${name}</h1><p>${t.intro}</p>
${failed ? `<p class="error" role="alert">${t.failed}</p>` : ""}
<form method="post">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirect)}"><input type="hidden" name="lang" value="${language}">
<label for="username">${t.username}</label><input id="username" name="username" autocomplete="username" required>
<label for="password">${t.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t.submit}</button>
</form>
<p class="demo">${t.demo.replace("{u}", DEMO_SUBSCRIBER.username).replace("{p}", DEMO_SUBSCRIBER.password)}</p>
</main></body></html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.setHeader("content-length", Buffer.byteLength(html));
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413, "body too large");
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function requireProvider(id: string): ProviderSeed {
  const seed = TV_PROVIDERS.find((provider) => provider.id === id);
  if (!seed) throw notFound(`no provider ${id}`);
  return seed;
}

async function parseJson<T extends z.ZodType>(req: IncomingMessage, schema: T): Promise<z.infer<T>> {
  const input = schema.safeParse(await readJsonBody(req));
  if (!input.success) throw badRequest(z.prettifyError(input.error));
  return input.data;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Serves the sample clip, with byte ranges (media elements ask for them). */
function sendStream(req: IncomingMessage, res: ServerResponse): void {
  sendFileWithRanges(req, res, { bytes: streamBytes(), contentType: "video/webm", cacheControl: "private, no-store" });
}

let stream: Buffer | undefined;
const streamBytes = () => (stream ??= fs.readFileSync(STREAM_FILE));

function parseTime(value: string | null, fallback: number): number {
  if (value === null || value === "") return fallback;
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`not a time: ${value}`);
  return ms;
}

/** `range=a-b` (1-based, inclusive) or `count=n`: which entries of the answer to give. */
function pageOf(query: URLSearchParams, defaultCount: number): { first: number; count: number } {
  const range = query.get("range");
  if (range !== null) {
    const match = /^(\d{1,4})-(\d{1,4})$/.exec(range);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < Number(match[1])) throw badRequest(`bad range ${range}`);
    return { first: Number(match[1]), count: Number(match[2]) - Number(match[1]) + 1 };
  }
  const count = query.get("count");
  if (count !== null) {
    if (!/^\d{1,4}$/.test(count)) throw badRequest(`bad count ${count}`);
    return { first: 1, count: Math.min(Number(count), WEEKLY_SCHEDULE_COUNT) };
  }
  return { first: 1, count: defaultCount };
}

const seriesBase = (publicUrl: string) => `${publicUrl}/services/tve/series`;

export const tvRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/services/tve/mvpd/:vertical/featured",
    handler: ({ res, params, services }) => {
      requireLiveTv(params.vertical as string);
      sendValid(res, tvFeaturedResponseSchema, { featured: TV_PROVIDERS.filter((p) => p.featured).map((p) => toProvider(p, services.publicUrl)) });
    },
  },
  {
    method: "GET",
    path: "/services/tve/mvpd/:vertical/options",
    handler: ({ res, params, services }) => {
      requireLiveTv(params.vertical as string);
      const options = [...TV_PROVIDERS].sort((a, b) => a.displayName.localeCompare(b.displayName, "en"));
      sendValid(res, tvOptionsResponseSchema, { options: options.map((p) => toProvider(p, services.publicUrl)) });
    },
  },
  {
    method: "GET",
    path: "/services/tve/mvpd/:vertical/id/:id",
    params: { id: /^[A-Za-z0-9_-]{1,64}$/ },
    handler: ({ res, params, services }) => {
      requireLiveTv(params.vertical as string);
      const seed = findProvider(params.id as string);
      if (!seed) throw notFound(`no provider ${params.id}`);
      sendValid(res, tvMvpdResponseSchema, { MVPD: toProvider(seed, services.publicUrl) });
    },
  },
  {
    method: "GET",
    path: "/services/tve/logos/:file",
    params: { file: /^[a-z0-9-]{1,64}-(color|white)\.svg$/ },
    handler: ({ res, params }) => {
      const file = params.file as string;
      const white = file.endsWith("-white.svg");
      const slug = file.replace(/-(color|white)\.svg$/, "");
      const seed = [...TV_PROVIDERS, TEMP_PASS_PROVIDER].find((p) => p.id.toLowerCase().replace(/_/g, "-") === slug);
      if (!seed) throw notFound(`no logo ${file}`);
      const svg = logoSvg(seed, white);
      res.statusCode = 200;
      res.setHeader("content-type", "image/svg+xml");
      res.setHeader("cache-control", "public, max-age=86400");
      res.end(svg);
    },
  },
  {
    method: "GET",
    path: "/services/tve/login/:providerId",
    params: { providerId: /^[A-Za-z0-9_-]{1,64}$/ },
    handler: ({ res, params, query }) => {
      const seed = requireProvider(params.providerId as string);
      const redirect = validRedirect(query.get("redirect_uri"));
      if (!redirect) throw badRequest("redirect_uri must be the site's /api/tv/callback");
      sendHtml(res, 200, loginPage(seed, redirect.toString(), query.get("lang") === "es" ? "es" : "en", false));
    },
  },
  {
    method: "POST",
    path: "/services/tve/login/:providerId",
    params: { providerId: /^[A-Za-z0-9_-]{1,64}$/ },
    handler: async ({ req, res, params, services }) => {
      const seed = requireProvider(params.providerId as string);
      const form = await readForm(req);
      const redirect = validRedirect(form.get("redirect_uri"));
      if (!redirect) throw badRequest("redirect_uri must be the site's /api/tv/callback");
      const language = form.get("lang") === "es" ? "es" : "en";
      const ok = sameText(form.get("username") ?? "", DEMO_SUBSCRIBER.username) && sameText(form.get("password") ?? "", DEMO_SUBSCRIBER.password);
      if (!ok) {
        sendHtml(res, 401, loginPage(seed, redirect.toString(), language, true));
        return;
      }
      redirect.searchParams.set("code", tvStore(services).createLoginCode(seed.id, Date.now()));
      res.statusCode = 303;
      res.setHeader("location", redirect.toString());
      res.setHeader("cache-control", "no-store");
      res.end();
    },
  },
  {
    method: "POST",
    path: "/services/tve/token",
    handler: async ({ req, res, services }) => {
      const { code } = await parseJson(req, tvTokenRequestSchema);
      const now = Date.now();
      const store = tvStore(services);
      const providerId = store.redeemLoginCode(code, now);
      if (!providerId) throw new HttpError(401, "unknown or expired code");
      const session = store.createSession(providerId, now);
      sendValid(res, tvTokenResponseSchema, { authentication: { authnToken: session.token, providerId, expiresAt: iso(session.expiresAt) } });
    },
  },
  {
    method: "POST",
    path: "/services/tve/logout",
    handler: async ({ req, res, services }) => {
      const { authnToken } = await parseJson(req, tvLogoutRequestSchema);
      tvStore(services).deleteSession(authnToken);
      sendJson(res, 200, { ok: true });
    },
  },
  {
    method: "POST",
    path: "/services/tve/authorize/:vertical",
    handler: async ({ req, res, params, services }) => {
      const vertical = requireLiveTv(params.vertical as string);
      const { authnToken, deviceId } = await parseJson(req, tvAuthorizeRequestSchema);
      const store = tvStore(services);
      const now = Date.now();
      const streamUrl = (token: string) => `${services.publicUrl}/services/tve/stream/${vertical}/live.webm?token=${encodeURIComponent(token)}`;
      const tempPassStart = deviceId ? store.tempPassStart(deviceId, vertical) : null;
      const tempPass = tempPassStart === null ? null : tempPassWindow(tempPassStart);
      const tempPassBody = tempPass && { startedAt: iso(tempPass.startedAt), expiresAt: iso(tempPass.expiresAt), resetsAt: iso(tempPass.resetsAt) };

      const providerId = authnToken ? store.sessionProvider(authnToken, now) : null;
      if (authnToken && providerId) {
        const seed = findProvider(providerId) as ProviderSeed;
        if (seed.outage) throw new HttpError(503, `${seed.displayName} authorization is unavailable`);
        const carries = !seed.excludes?.includes(vertical);
        const grant = carries ? store.authorize(vertical, { sessionToken: authnToken }, now) : null;
        sendValid(res, tvAuthorizeResponseSchema, {
          authorization: grant && { token: grant.token, streamUrl: streamUrl(grant.token), expiresAt: iso(grant.expiresAt) },
          provider: toProvider(seed, services.publicUrl),
          tempPass: tempPassBody,
          errorCode: carries ? null : "Z100",
        });
        return;
      }
      if (authnToken && !deviceId) throw new HttpError(401, "unknown or expired provider session");
      const status = tempPassStatus(tempPassStart, now);
      const grant = status.kind === "active" && deviceId ? store.authorize(vertical, { deviceId, expiresAt: status.expiresAt }, now) : null;
      sendValid(res, tvAuthorizeResponseSchema, {
        authorization: grant && { token: grant.token, streamUrl: streamUrl(grant.token), expiresAt: iso(grant.expiresAt) },
        provider: grant ? toProvider(TEMP_PASS_PROVIDER, services.publicUrl) : null,
        tempPass: tempPassBody,
        errorCode: null,
      });
    },
  },
  {
    method: "POST",
    path: "/services/tve/temppass/:vertical",
    handler: async ({ req, res, params, services }) => {
      const vertical = requireLiveTv(params.vertical as string);
      const { deviceId } = await parseJson(req, tvTempPassRequestSchema);
      const store = tvStore(services);
      const now = Date.now();
      const status = tempPassStatus(store.tempPassStart(deviceId, vertical), now);
      if (status.kind === "used") {
        sendJson(res, 403, { error: "temp pass used", resetsAt: iso(status.resetsAt) });
        return;
      }
      const pass = status.kind === "active" ? tempPassWindow(store.tempPassStart(deviceId, vertical) as number) : store.startTempPass(deviceId, vertical, now);
      sendValid(res, tvTempPassResponseSchema, { tempPass: { startedAt: iso(pass.startedAt), expiresAt: iso(pass.expiresAt), resetsAt: iso(pass.resetsAt) } }, status.kind === "active" ? 200 : 201);
    },
  },
  {
    method: "GET",
    path: "/services/tve/stream/:vertical/:file",
    params: { file: /^live\.webm$/ },
    handler: ({ req, res, params, query, services }) => {
      const vertical = requireLiveTv(params.vertical as string);
      const token = query.get("token") ?? "";
      if (!token || !tvStore(services).authorizationValid(token, vertical, Date.now())) throw new HttpError(403, "not authorized");
      sendStream(req, res);
    },
  },
  {
    method: "GET",
    path: "/services/tve/schedule/:vertical",
    handler: ({ res, params, services }) => {
      const vertical = requireLiveTv(params.vertical as string);
      const now = Date.now();
      // The channel's schedule: the listing feed's default (entries ending in the next 24 hours, at most 14).
      const entries = lineupEntries(vertical, now, now + LISTING_FEED_WINDOW_MS, seriesBase(services.publicUrl)).slice(0, LISTING_FEED_MAX_ENTRIES);
      sendValid(res, tvScheduleResponseSchema, { schedule: { entries } }, 200);
    },
  },
  {
    method: "GET",
    path: "/services/tve/listings",
    handler: ({ res, query, services }) => {
      const vertical = requireLiveTv(query.get("vertical") ?? "");
      const now = Date.now();
      const byEndTime = query.get("byEndTime");
      let from: number;
      let to: number;
      let endsWithin = false;
      if (byEndTime !== null) {
        const [start = "", end = ""] = byEndTime.split("~");
        from = parseTime(start, now);
        to = parseTime(end, from + LISTING_FEED_WINDOW_MS);
        endsWithin = true;
      } else {
        from = parseTime(query.get("start"), now);
        to = parseTime(query.get("end"), from + LISTING_FEED_WINDOW_MS);
      }
      if (to <= from || to - from > 8 * 24 * 3_600_000) throw badRequest("time range must be positive and at most 8 days");
      const all = lineupEntries(vertical, from, to, seriesBase(services.publicUrl)).filter((entry) =>
        endsWithin ? Date.parse(entry.endTime) > from && Date.parse(entry.endTime) <= to : Date.parse(entry.startTime) >= from,
      );
      const { first, count } = pageOf(query, LISTING_FEED_MAX_ENTRIES);
      const entries = all.slice(first - 1, first - 1 + count).map((entry) => ({ guid: entry.guid, startTime: entry.startTime, seriesId: entry.seriesId, program: entry.program }));
      sendValid(res, tvListingFeedResponseSchema, { startIndex: first, itemsPerPage: count, entryCount: entries.length, entries });
    },
  },
  {
    method: "GET",
    path: "/services/tve/thumbnails/:vertical",
    handler: ({ res, params, services }) => {
      const vertical = requireLiveTv(params.vertical as string);
      const image = (series: string, size: string) => `${services.publicUrl}/images/tv-${series}/${size}.png`;
      const series = Object.fromEntries(
        lineupSeries(vertical).map((id) => [id, { thumbnail: image(id, "1280x720"), thumbSm: image(id, "320x180"), thumbMd: image(id, "640x360") }]),
      );
      sendValid(res, tvThumbnailIndexSchema, { series });
    },
  },
];

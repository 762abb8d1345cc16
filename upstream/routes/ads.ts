/**
 * The house-ad server: `GET /ads/creative` draws an SVG creative for a slot size (brand name, colours, tagline and
 * call to action from messages/; no ad label: the site's slot carries it) and records the impression in SQLite; `GET /ads/impressions` reads
 * the log back; `GET /ads/admantx` is a content-targeting service (categories from the canonical url).
 */
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import { DEFAULT_VERTICAL, VERTICALS, isVerticalSlug } from "../../lib/verticals/verticals";
import { badRequest } from "../http/errors";
import { sendJson } from "../http/respond";
import type { UpstreamRoute } from "../route-context";

/** Table of served impressions; created beside the seeded tables and kept across re-seeds. */
export const AD_SCHEMA = `
CREATE TABLE IF NOT EXISTS ad_impressions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slot TEXT NOT NULL,
  pos TEXT NOT NULL,
  size TEXT NOT NULL,
  site TEXT NOT NULL,
  page_id TEXT NOT NULL,
  correlator TEXT NOT NULL,
  targeting TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ad_impressions_slot ON ad_impressions (slot, created_at);
`;

const SIZE = /^(\d{2,4})x(\d{2,4})$/;
const MAX_SIDE = 2000;
const SHORT_TEXT = /^[\w./:#-]{1,200}$/;
const MAX_IMPRESSIONS = 500;

function text(query: URLSearchParams, name: string, required = true): string {
  const value = query.get(name) ?? "";
  if (!value && !required) return "";
  if (!SHORT_TEXT.test(value)) throw badRequest(`${name} is ${value ? "malformed" : "required"}`);
  return value;
}

function targetingOf(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  if (raw.length > 2000) throw badRequest("targeting is too long");
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw badRequest("targeting must be a JSON object");
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);

/**
 * A house creative of `width` × `height`: brand colours, the brand name, a tagline and a call to action. It draws no
 * "Advertisement" label: the slot it fills already shows one above it (one label per slot).
 */
export function houseCreativeSvg(input: { width: number; height: number; brand: string; primary: string; onPrimary: string; accent: string; tagline: string; cta: string }): string {
  const { width: w, height: h } = input;
  const wide = w / h > 3;
  const brandSize = Math.max(14, Math.round(Math.min(h * (wide ? 0.4 : 0.16), (w * (wide ? 0.5 : 0.9)) / Math.max(4, input.brand.length * 0.6))));
  const taglineSize = Math.max(10, Math.round(brandSize * 0.45));
  const showTagline = h >= 90;
  const brandY = wide ? h / 2 + brandSize * 0.35 : h * 0.45;
  const brandX = wide ? 16 : w / 2;
  const anchor = wide ? "start" : "middle";
  const cta = `<rect x="${wide ? w - 112 : w / 2 - 48}" y="${wide ? h / 2 - 14 : h * 0.72}" width="96" height="28" rx="14" fill="${input.accent}"/>` +
    `<text x="${wide ? w - 64 : w / 2}" y="${(wide ? h / 2 - 14 : h * 0.72) + 19}" text-anchor="middle" font-size="13" font-weight="700" fill="#fff">${escapeXml(input.cta)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="system-ui, Arial, sans-serif">`,
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" fill="${input.primary}" stroke="${input.accent}"/>`,
    `<text x="${brandX}" y="${brandY}" text-anchor="${anchor}" font-size="${brandSize}" font-weight="800" fill="${input.onPrimary}">${escapeXml(input.brand)}</text>`,
    showTagline && !wide ? `<text x="${w / 2}" y="${brandY + taglineSize * 1.8}" text-anchor="middle" font-size="${taglineSize}" fill="${input.onPrimary}">${escapeXml(input.tagline)}</text>` : "",
    h >= 90 && w >= 250 ? cta : "",
    `</svg>`,
  ].join("");
}

export interface ImpressionRow {
  id: number;
  slot: string;
  pos: string;
  size: string;
  site: string;
  pageId: string;
  correlator: string;
  targeting: Record<string, unknown>;
  at: string;
}

export const adRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/ads/creative",
    handler: ({ res, query, services }) => {
      const slot = text(query, "slot");
      const pos = text(query, "pos");
      const size = SIZE.exec(query.get("size") ?? "");
      if (!size) throw badRequest("size must be WIDTHxHEIGHT");
      const width = Number(size[1]);
      const height = Number(size[2]);
      if (width > MAX_SIDE || height > MAX_SIDE) throw badRequest(`size must be at most ${MAX_SIDE}x${MAX_SIDE}`);
      const correlator = text(query, "c");
      const targeting = targetingOf(query.get("targeting"));
      const site = typeof targeting.site === "string" && isVerticalSlug(targeting.site) ? targeting.site : DEFAULT_VERTICAL;
      const pageId = typeof targeting.pageid === "string" ? targeting.pageid.slice(0, 100) : "";
      const messages = query.get("lang") === "es" ? es.ads : en.ads;
      const vertical = VERTICALS[site];

      services.store.db
        .prepare(
          `INSERT INTO ad_impressions (slot, pos, size, site, page_id, correlator, targeting, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(slot, pos, `${width}x${height}`, site, pageId, correlator, JSON.stringify(targeting), Date.now());

      const svg = houseCreativeSvg({
        width,
        height,
        brand: vertical.displayName,
        primary: vertical.theme.primary,
        onPrimary: vertical.theme.onPrimary,
        accent: vertical.theme.accent,
        tagline: messages.houseAdTagline,
        cta: messages.houseAdCta,
      });
      res.statusCode = 200;
      res.setHeader("content-type", "image/svg+xml");
      res.setHeader("cache-control", "no-store");
      res.setHeader("content-length", Buffer.byteLength(svg));
      res.end(svg);
    },
  },
  {
    method: "GET",
    path: "/ads/impressions",
    handler: ({ res, query, services }) => {
      const conditions: string[] = [];
      const values: (string | number)[] = [];
      for (const [name, column] of [["slot", "slot"], ["pos", "pos"], ["pageid", "page_id"], ["site", "site"]] as const) {
        const value = query.get(name);
        if (value) {
          conditions.push(`${column} = ?`);
          values.push(value);
        }
      }
      const since = query.get("since");
      if (since) {
        if (!/^\d{1,15}$/.test(since)) throw badRequest("since must be a time in ms");
        conditions.push("created_at >= ?");
        values.push(Number(since));
      }
      const rows = services.store.db
        .prepare(
          `SELECT id, slot, pos, size, site, page_id, correlator, targeting, created_at FROM ad_impressions
           ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""} ORDER BY id DESC LIMIT ${MAX_IMPRESSIONS}`,
        )
        .all(...values) as { id: number; slot: string; pos: string; size: string; site: string; page_id: string; correlator: string; targeting: string; created_at: number }[];
      const impressions: ImpressionRow[] = rows.reverse().map((row) => ({
        id: row.id,
        slot: row.slot,
        pos: row.pos,
        size: row.size,
        site: row.site,
        pageId: row.page_id,
        correlator: row.correlator,
        targeting: JSON.parse(row.targeting) as Record<string, unknown>,
        at: new Date(row.created_at).toISOString(),
      }));
      sendJson(res, 200, { count: impressions.length, impressions });
    },
  },
  {
    method: "GET",
    path: "/ads/admantx",
    handler: ({ res, query }) => {
      const url = query.get("url");
      const key = query.get("key");
      if (!url || !key) throw badRequest("url and key are required");
      let words: string[] = [];
      try {
        words = new URL(url).pathname.split(/[/-]/).filter((word) => /^[a-z]{4,}$/i.test(word));
      } catch {
        throw badRequest("url must be absolute");
      }
      sendJson(res, 200, { key, admants: [...new Set(words.map((word) => word.toLowerCase()))].slice(0, 5) });
    },
  },
];

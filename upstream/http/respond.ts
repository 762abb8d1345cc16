/** Writing JSON answers. Composed answers go through their zod schema first: the upstream never serves off-contract. */
import type { ServerResponse } from "node:http";
import type { z } from "zod";

const JSON_TYPE = "application/json; charset=utf-8";
const CACHEABLE = "public, max-age=30";
const NOT_CACHEABLE = "no-store";

/** Sends text that is already JSON (stored documents are validated when seeded). */
export function sendJsonText(res: ServerResponse, status: number, json: string, cacheControl = status === 200 ? CACHEABLE : NOT_CACHEABLE): void {
  res.statusCode = status;
  res.setHeader("content-type", JSON_TYPE);
  res.setHeader("cache-control", cacheControl);
  res.setHeader("content-length", Buffer.byteLength(json));
  res.end(json);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendJsonText(res, status, JSON.stringify(body));
}

/** Parses `body` with `schema` and sends what the schema lets through; a mismatch is the upstream's own bug. */
export function sendValid<T extends z.ZodType>(res: ServerResponse, schema: T, body: z.input<T>, status = 200): void {
  sendJson(res, status, schema.parse(body));
}

/** `{"data":{"<key>":<stored json>}}` plus any extra top-level members, without parsing the stored text. */
export function dataEnvelope(key: string, json: string, extra = ""): string {
  return `{"data":{${JSON.stringify(key)}:${json}}${extra}}`;
}

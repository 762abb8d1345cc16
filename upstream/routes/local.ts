/**
 * The local services (spec 2 §7 "Local"): zip-info lookup `/local/zipinfo/{zip}`, local news `/local/news/{zip}`
 * and local weather `/local/weather/e/{zip}`. Each also answers JSONP when asked with `?callback=`, as the
 * external hosts they stand for do (spec 2 §7 "A JSONP loader adds a callback parameter").
 */
import type { ServerResponse } from "node:http";
import type { z } from "zod";
import { localNewsResponseSchema, localWeatherResponseSchema, zipInfoResponseSchema } from "../../lib/api/schemas/local";
import { badRequest, notFound } from "../http/errors";
import { sendValid } from "../http/respond";
import type { UpstreamContext, UpstreamRoute } from "../route-context";
import { localForecast, localStories, lookupZip, type ZipRecord } from "../local/local-data";

const ZIP = { zip: /^\d{5}$/ };
/** A JSONP callback is a plain identifier, nothing a page could be made to run. */
const CALLBACK = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;

function send<T extends z.ZodType>({ res, query }: UpstreamContext, schema: T, body: z.input<T>): void {
  const callback = query.get("callback");
  if (callback === null) return sendValid(res, schema, body);
  if (!CALLBACK.test(callback)) throw badRequest("callback must be an identifier");
  sendScript(res, `${callback}(${JSON.stringify(schema.parse(body))});`);
}

function sendScript(res: ServerResponse, script: string): void {
  res.statusCode = 200;
  res.setHeader("content-type", "application/javascript; charset=utf-8");
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("cache-control", "public, max-age=30");
  res.end(script);
}

/** `?country=` names the zip's country (default US, spec 2 §9). */
function requireZip(ctx: UpstreamContext): ZipRecord {
  const record = lookupZip(ctx.params.zip as string, ctx.query.get("country") ?? undefined);
  if (!record) throw notFound(`no zip code ${ctx.params.zip}`);
  return record;
}

export const localRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/local/zipinfo/:zip",
    params: ZIP,
    handler: (ctx) => {
      const record = requireZip(ctx);
      send(ctx, zipInfoResponseSchema, {
        city_data: { city: record.city },
        state_data: { state_code: record.state, ...(record.stateName ? { state_name: record.stateName } : {}) },
        location_data: { postal_code: record.zip, latitude: record.latitude, longitude: record.longitude },
      });
    },
  },
  {
    method: "GET",
    path: "/local/news/:zip",
    params: ZIP,
    handler: (ctx) => {
      const record = requireZip(ctx);
      const language = ctx.query.get("lang") === "es" ? "es" : "en";
      send(ctx, localNewsResponseSchema, { zip: record.zip, stories: localStories(record, Date.now(), language) });
    },
  },
  {
    method: "GET",
    path: "/local/weather/e/:zip",
    params: ZIP,
    handler: (ctx) => {
      const record = requireZip(ctx);
      send(ctx, localWeatherResponseSchema, { zip: record.zip, hours: localForecast(record, Date.now()) });
    },
  },
];

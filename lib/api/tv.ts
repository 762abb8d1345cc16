/**
 * The TV calls of the services API (spec 2 §7 "TV"): provider lists, one provider, the channel schedule, the
 * listing-service feed (default and weekly), the thumbnails index, and the provider and temp-pass calls the site's
 * own route handlers make on a reader's behalf (never cached).
 */
import type { VerticalSlug } from "@/lib/verticals/verticals";
import { ApiError } from "./api-error";
import { apiBaseUrl } from "./config";
import { request, REQUEST_TIMEOUT_MS } from "./request";
import {
  tvAuthorizeResponseSchema,
  tvFeaturedResponseSchema,
  tvListingFeedResponseSchema,
  tvMvpdResponseSchema,
  tvOptionsResponseSchema,
  tvScheduleResponseSchema,
  tvTempPassResponseSchema,
  tvThumbnailIndexSchema,
  tvTokenResponseSchema,
  type TvAuthorizeResponse,
  type TvProvider,
  type TvScheduleEntry,
  type TvTempPass,
  type TvThumbnailIndex,
} from "./schemas/tv";
import type { ListingQuery } from "@/lib/tv/schedule";

/** Provider lists change rarely: an hour in the data cache. */
const PROVIDERS_REVALIDATE_SECONDS = 3600;
/** Schedules move on with the clock: a minute. */
const SCHEDULE_REVALIDATE_SECONDS = 60;

export async function getFeaturedProviders(vertical: VerticalSlug): Promise<TvProvider[]> {
  const answer = await request(`tve/mvpd/${vertical}/featured`, { api: "services", schema: tvFeaturedResponseSchema, revalidate: PROVIDERS_REVALIDATE_SECONDS });
  return answer.featured;
}

export async function getProviderOptions(vertical: VerticalSlug): Promise<TvProvider[]> {
  const answer = await request(`tve/mvpd/${vertical}/options`, { api: "services", schema: tvOptionsResponseSchema, revalidate: PROVIDERS_REVALIDATE_SECONDS });
  return answer.options;
}

export async function getProvider(vertical: VerticalSlug, id: string): Promise<TvProvider> {
  const answer = await request(`tve/mvpd/${vertical}/id/${encodeURIComponent(id)}`, {
    api: "services",
    schema: tvMvpdResponseSchema,
    revalidate: PROVIDERS_REVALIDATE_SECONDS,
  });
  return answer.MVPD;
}

export async function getSchedule(vertical: VerticalSlug): Promise<TvScheduleEntry[]> {
  const answer = await request(`tve/schedule/${vertical}`, { api: "services", schema: tvScheduleResponseSchema, revalidate: SCHEDULE_REVALIDATE_SECONDS });
  return answer.schedule.entries;
}

/** The listing-service feed with a query from lib/tv/schedule (default or weekly). */
export async function getListingFeed(query: ListingQuery): Promise<TvScheduleEntry[]> {
  const answer = await request("tve/listings", { api: "services", schema: tvListingFeedResponseSchema, query, revalidate: SCHEDULE_REVALIDATE_SECONDS });
  return answer.entries;
}

export async function getThumbnailIndex(vertical: VerticalSlug): Promise<TvThumbnailIndex> {
  return request(`tve/thumbnails/${vertical}`, { api: "services", schema: tvThumbnailIndexSchema, revalidate: PROVIDERS_REVALIDATE_SECONDS });
}

const POST = { headers: {}, revalidate: false as const, api: "services" as const };

/** Exchanges the provider login's code for an authentication token. */
export async function exchangeLoginCode(code: string, correlationId?: string) {
  const answer = await request("tve/token", { ...POST, schema: tvTokenResponseSchema, body: { code }, correlationId });
  return answer.authentication;
}

/** Authorization for a brand's stream: with a provider session (authnToken) or a temp pass (deviceId). */
export async function authorize(
  vertical: VerticalSlug,
  grant: { authnToken?: string; deviceId?: string },
  correlationId?: string,
): Promise<TvAuthorizeResponse> {
  return request(`tve/authorize/${vertical}`, { ...POST, schema: tvAuthorizeResponseSchema, body: grant, correlationId });
}

export async function logoutProvider(authnToken: string, correlationId?: string): Promise<void> {
  const url = `${apiBaseUrl("services")}/tve/logout`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(correlationId ? { "x-correlation-id": correlationId } : {}) },
    body: JSON.stringify({ authnToken }),
    cache: "no-store",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw ApiError.fromResponse(response, url);
}

/** Starts (or returns the running) temp pass; a pass used today answers 403 (ApiError status 403). */
export async function startTempPass(vertical: VerticalSlug, deviceId: string, correlationId?: string): Promise<TvTempPass> {
  const answer = await request(`tve/temppass/${vertical}`, { ...POST, schema: tvTempPassResponseSchema, body: { deviceId }, correlationId });
  return answer.tempPass;
}

/**
 * The TV contract of the services API (spec 2 §3 "TV", §7 "TV"). The site parses every answer with these; the
 * embedded upstream validates what it serves with them.
 */
import { z } from "zod";
import { tolerantList } from "./tolerant";

/** A TV provider (MVPD). `loginUrl` is the provider's login page, shown in the provider frame. */
export const tvProviderSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  displayName: z.string().min(1),
  featured: z.boolean(),
  logoColor: z.string(),
  logo2xWhite: z.string(),
  errAuth: z.string().optional(),
  errGeneric: z.string().optional(),
  freewheelHash: z.string(),
  concurrencyFlow: z.boolean().optional(),
  loginUrl: z.string(),
});
export type TvProvider = z.infer<typeof tvProviderSchema>;

/** `tve/mvpd/{vertical}/featured` */
export const tvFeaturedResponseSchema = z.object({ featured: tolerantList(tvProviderSchema) });
/** `tve/mvpd/{vertical}/options` */
export const tvOptionsResponseSchema = z.object({ options: tolerantList(tvProviderSchema) });
/** `tve/mvpd/{vertical}/id/{id}` */
export const tvMvpdResponseSchema = z.object({ MVPD: tvProviderSchema });

export const tvProgramSchema = z.object({
  title: z.string(),
  guid: z.string(),
  description: z.string(),
  /** Seconds. */
  runtime: z.number().int().nonnegative(),
  genre: z.string().optional(),
});

/** A schedule entry; `seriesId` is the series' URL, whose last path segment names it. */
export const tvScheduleEntrySchema = z.object({
  guid: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  program: tvProgramSchema,
  seriesId: z.string(),
});
export type TvScheduleEntry = z.infer<typeof tvScheduleEntrySchema>;

/** `tve/schedule/{vertical}` */
export const tvScheduleResponseSchema = z.object({ schedule: z.object({ entries: tolerantList(tvScheduleEntrySchema) }) });

/** The listing-service schedule feed. */
export const tvListingFeedResponseSchema = z.object({
  startIndex: z.number().int(),
  itemsPerPage: z.number().int(),
  entryCount: z.number().int(),
  entries: tolerantList(tvScheduleEntrySchema),
});

/** Thumbnails index by series id. */
export const tvThumbnailsSchema = z.object({ thumbnail: z.string(), thumbSm: z.string(), thumbMd: z.string() });
export const tvThumbnailIndexSchema = z.object({ series: z.record(z.string(), tvThumbnailsSchema) });
export type TvThumbnailIndex = z.infer<typeof tvThumbnailIndexSchema>;

/** Provider login: the code a successful login hands back, exchanged for an authentication token. */
export const tvTokenRequestSchema = z.object({ code: z.string().min(8).max(128) });
export const tvAuthenticationSchema = z.object({
  authnToken: z.string(),
  providerId: z.string(),
  expiresAt: z.iso.datetime(),
});
export const tvTokenResponseSchema = z.object({ authentication: tvAuthenticationSchema });

/** Authorization for one vertical's stream: a token (with the stream it opens) or null with the error code. */
export const tvAuthorizeRequestSchema = z.object({
  authnToken: z.string().min(8).max(256).optional(),
  deviceId: z.string().min(8).max(128).optional(),
});
export const tvAuthorizationSchema = z.object({ token: z.string(), streamUrl: z.string(), expiresAt: z.iso.datetime() });
export const tvTempPassSchema = z.object({
  startedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  resetsAt: z.iso.datetime(),
});
export type TvTempPass = z.infer<typeof tvTempPassSchema>;
export const tvAuthorizeResponseSchema = z.object({
  authorization: tvAuthorizationSchema.nullable(),
  provider: tvProviderSchema.nullable(),
  tempPass: tvTempPassSchema.nullable(),
  errorCode: z.enum(["Z100", "Z130"]).nullable(),
});
export type TvAuthorizeResponse = z.infer<typeof tvAuthorizeResponseSchema>;

/** Temp pass start: the pass (new or already running), or 403 with the reset time when today's pass is used. */
export const tvTempPassRequestSchema = z.object({ deviceId: z.string().min(8).max(128) });
export const tvTempPassResponseSchema = z.object({ tempPass: tvTempPassSchema });
export const tvLogoutRequestSchema = z.object({ authnToken: z.string().min(8).max(256) });

/** Live TV constants, named as spec 2 §9 names them. */

/** Temp pass: how often the active pass is re-checked (spec: "check interval 60", unit not shown; read as seconds). */
export const TEMP_PASS_CHECK_INTERVAL_MS = 60 * 1000;
/** Temp pass: how long a stored check result is trusted before it must be asked again. */
export const TEMP_PASS_CHECK_TTL_MS = 1_200_000;
/** Temp pass: how long a started pass lets the reader watch. */
export const TEMP_PASS_EXPIRATION_TTL_MS = 600_000;
/** Temp pass: the daily reset, 05:00 UTC. */
export const TEMP_PASS_RESET_HOUR_UTC = 5;
/** The provider id that stands for the temporary pass (spec 2 §4: authenticated with it marks a temp pass active). */
export const TEMP_PASS_PROVIDER_ID = "TempPass";

/** Upcoming schedule entries shown at most. */
export const SCHEDULE_UPCOMING_MAX = 12;
/** Listing feed defaults: entries 1-14 over the next 24 hours. */
export const LISTING_FEED_RANGE = "1-14";
export const LISTING_FEED_MAX_ENTRIES = 14;
export const LISTING_FEED_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Weekly view: at most 250 entries. */
export const WEEKLY_SCHEDULE_COUNT = 250;

/** Schedule time zone and broadcast day start (spec 2 §9). */
export const SCHEDULE_TIME_ZONE = "America/New_York";
export const BROADCAST_DAY_START_HOUR = 5;

/** Error codes of the provider flow (spec 2 §8). */
export type TvErrorCode = "Z100" | "Z130";

/** Cookie and storage key the ad-slot manager reads the cable provider from (the public provider id only). */
export const TV_PROVIDER_COOKIE = "tvProvider";
export const TV_PROVIDER_STORAGE_KEY = "newsroom.tvProvider";

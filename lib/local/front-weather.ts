/**
 * The front's weather module (spec 2 §3 front state `weather`: error, hours, loading; §4 its own pending, success,
 * error): the current conditions for the reader's location, asked in the browser so fronts stay shared.
 */
import type { WeatherHour } from "@/lib/api/schemas/local";
import { ZIP_CODE_PATTERN } from "@/lib/api/schemas/zip-code";
import type { RememberedLocation } from "./geolocation";

/** The hours the site's weather route hands the module: now and the next two. */
export const FRONT_WEATHER_HOURS = 3;

/**
 * Whose weather: the remembered location (`ng_geolocation`), else a signed-in reader's customer zip (the first five
 * digits of a ZIP+4), else none, and then the module shows no weather.
 */
export function weatherLocation(sources: { remembered: RememberedLocation | null; customerZip?: string | null }): { zip: string; place: string | null } | null {
  if (sources.remembered) {
    const { zip, city, state } = sources.remembered;
    return { zip, place: city && state ? `${city}, ${state}` : city || null };
  }
  const customer = sources.customerZip ?? "";
  return ZIP_CODE_PATTERN.test(customer) ? { zip: customer.slice(0, 5), place: null } : null;
}

export type FrontWeather =
  | { status: "pending" }
  | { status: "none" }
  | { status: "success"; zip: string; place: string | null; now: WeatherHour }
  | { status: "error"; zip: string };

/** The hour whose forecast is now: the last one started at or before `now`, else the first (a forecast from now on). */
export function currentHour(hours: readonly WeatherHour[], now: number): WeatherHour | null {
  const started = hours.filter((hour) => Date.parse(hour.time) <= now);
  return started.at(-1) ?? hours[0] ?? null;
}

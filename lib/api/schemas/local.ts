/** The local services' answers (spec 2 §3 "Local", §7 "Local"): zip-info lookup, local news, local weather. */
import { z } from "zod";
import { tolerantList } from "./tolerant";

/** Zip-info lookup: `city_data`, `state_data`, `location_data`. */
export const zipInfoResponseSchema = z.object({
  city_data: z.object({ city: z.string().min(1) }),
  state_data: z.object({ state_code: z.string().regex(/^[A-Z]{2}$/), state_name: z.string().optional() }),
  location_data: z.object({ postal_code: z.string().regex(/^\d{5}$/), latitude: z.number(), longitude: z.number() }),
});
export type ZipInfoResponse = z.infer<typeof zipInfoResponseSchema>;

export const localStorySchema = z.object({
  id: z.string(),
  headline: z.string().min(1),
  summary: z.string(),
  publishedAt: z.iso.datetime(),
  source: z.string(),
});
export type LocalStory = z.infer<typeof localStorySchema>;

/** `GET /news/{zip}`. */
export const localNewsResponseSchema = z.object({ zip: z.string(), stories: tolerantList(localStorySchema) });

export const WEATHER_CONDITIONS = ["clear", "partlyCloudy", "cloudy", "rain", "thunderstorms", "snow", "fog"] as const;

export const weatherHourSchema = z.object({
  time: z.iso.datetime(),
  temperatureF: z.number().int(),
  condition: z.enum(WEATHER_CONDITIONS),
  precipitationChance: z.number().int().min(0).max(100),
});
export type WeatherHour = z.infer<typeof weatherHourSchema>;

/** `GET /weather/e/{zip}`: the hours ahead. */
export const localWeatherResponseSchema = z.object({ zip: z.string(), hours: tolerantList(weatherHourSchema) });

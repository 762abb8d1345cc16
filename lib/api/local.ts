/**
 * The local calls (spec 2 §7 "Local"): the zip-info lookup, `news/{zip}` and `weather/e/{zip}` at LOCAL_API_URL
 * (default: the embedded upstream's /local). Answers are shared by every reader of a zip and cached for a minute.
 */
import type { LocalLocation } from "@/lib/local/local-state";
import { DEFAULT_COUNTRY } from "@/lib/local/zip";
import { request } from "./request";
import { localNewsResponseSchema, localWeatherResponseSchema, zipInfoResponseSchema, type LocalStory, type WeatherHour } from "./schemas/local";

const LOCAL_REVALIDATE_SECONDS = 60;
/** Zip codes do not move: a day. */
const ZIP_INFO_REVALIDATE_SECONDS = 86_400;

/** The location of a zip in the default country (US); an ApiError with status 404 when the zip is unknown there. */
export async function getZipInfo(zip: string): Promise<LocalLocation> {
  const answer = await request(`zipinfo/${zip}`, { api: "local", schema: zipInfoResponseSchema, query: { country: DEFAULT_COUNTRY }, revalidate: ZIP_INFO_REVALIDATE_SECONDS });
  return {
    postal_code: answer.location_data.postal_code,
    city: answer.city_data.city,
    state_code: answer.state_data.state_code,
    latitude: answer.location_data.latitude,
    longitude: answer.location_data.longitude,
  };
}

export async function getLocalNews(zip: string, language: "en" | "es"): Promise<LocalStory[]> {
  const answer = await request(`news/${zip}`, { api: "local", schema: localNewsResponseSchema, query: { lang: language }, revalidate: LOCAL_REVALIDATE_SECONDS });
  return answer.stories;
}

export async function getLocalWeather(zip: string): Promise<WeatherHour[]> {
  const answer = await request(`weather/e/${zip}`, { api: "local", schema: localWeatherResponseSchema, revalidate: LOCAL_REVALIDATE_SECONDS });
  return answer.hours;
}

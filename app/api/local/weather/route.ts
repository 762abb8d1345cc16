import type { NextRequest } from "next/server";
import { getLocalWeather } from "@/lib/api/local";
import { FRONT_WEATHER_HOURS, currentHour } from "@/lib/local/front-weather";
import { isZip } from "@/lib/local/zip";
import { brandKey } from "@/lib/cache/surrogate-keys";
import { sharedJson, upstreamFailure, verticalOf } from "@/lib/live-blog/api-response";

/** A zip's weather is the same for every reader: shared for ten minutes (the forecast moves by the hour). */
const WEATHER_MAX_AGE_SECONDS = 600;

/** `GET /api/local/weather?zip=10001`: the hour in progress and the next ones, for the front's weather module. */
export async function GET(request: NextRequest) {
  const zip = request.nextUrl.searchParams.get("zip") ?? "";
  if (!isZip(zip)) return Response.json({ error: "expected zip=<5 digits>" }, { status: 400 });
  try {
    const hours = await getLocalWeather(zip);
    const now = currentHour(hours, Date.now());
    const from = now ? hours.indexOf(now) : 0;
    // It shows no document: only the brand's key, for a purge of the whole brand.
    return sharedJson(request, { zip, hours: hours.slice(from, from + FRONT_WEATHER_HOURS) }, WEATHER_MAX_AGE_SECONDS, [brandKey(verticalOf(request).slug)]);
  } catch (error) {
    return upstreamFailure(error);
  }
}

import { getTranslations } from "next-intl/server";
import { WEATHER_CONDITIONS } from "@/lib/api/schemas/local";
import { hasLocalNews } from "@/lib/navbar/shortcuts";
import { myNewsEnabled } from "@/lib/saved/my-news";
import type { Vertical } from "@/lib/verticals/verticals";
import { FrontWeather } from "./FrontWeather.island";

/** The weather module of a home front, on the brands with local news; its texts formatted here (no message runtime in the browser). */
export async function FrontWeatherArea({ vertical }: { vertical: Vertical }) {
  if (!hasLocalNews(vertical.slug)) return null;
  const t = await getTranslations({ locale: vertical.language, namespace: "local" });
  return (
    <FrontWeather
      customerLookup={myNewsEnabled(vertical)}
      texts={{
        label: t("frontWeather.label"),
        loading: t("frontWeather.loading"),
        setLocation: t("frontWeather.setLocation"),
        error: t("frontWeather.error"),
        forecastLink: t("frontWeather.forecastLink"),
        temperature: t("temperature", { temperature: "{temperature}" }),
        conditions: Object.fromEntries(WEATHER_CONDITIONS.map((condition) => [condition, t(`conditions.${condition}`)])) as Record<(typeof WEATHER_CONDITIONS)[number], string>,
      }}
    />
  );
}

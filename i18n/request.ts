import { getRequestConfig } from "next-intl/server";
import { ARTICLE_TIME_ZONE } from "@/lib/article/byline";
import type { Language } from "@/lib/verticals/verticals";

/**
 * No locale routing: the locale comes from the vertical, set per layout with setRequestLocale. Dates are the
 * newsroom's, whatever the server's zone; naming it also spares each render next-intl's look-up of the server's zone
 * (a new `Intl.DateTimeFormat`, ~0.15 ms).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Language = requested === "es" ? "es" : "en";
  return { locale, timeZone: ARTICLE_TIME_ZONE, messages: (await import(`../messages/${locale}.json`)).default };
});

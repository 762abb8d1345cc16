import { getRequestConfig } from "next-intl/server";
import type { Language } from "@/lib/verticals/verticals";

/** No locale routing: the locale comes from the vertical, set per layout with setRequestLocale. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Language = requested === "es" ? "es" : "en";
  return { locale, messages: (await import(`../messages/${locale}.json`)).default };
});

/**
 * The time zone a forecast's hours are shown in: the state's main zone (the zip-info lookup gives no zone; a few
 * states span two, where the larger part's is used — see docs/decisions.md). Unknown states fall back to New York.
 */
const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const PACIFIC = "America/Los_Angeles";

const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: CENTRAL, AK: "America/Anchorage", AZ: "America/Phoenix", AR: CENTRAL, CA: PACIFIC, CO: MOUNTAIN, CT: EASTERN,
  DE: EASTERN, DC: EASTERN, FL: EASTERN, GA: EASTERN, HI: "Pacific/Honolulu", ID: MOUNTAIN, IL: CENTRAL, IN: "America/Indiana/Indianapolis",
  IA: CENTRAL, KS: CENTRAL, KY: EASTERN, LA: CENTRAL, ME: EASTERN, MD: EASTERN, MA: EASTERN, MI: "America/Detroit",
  MN: CENTRAL, MS: CENTRAL, MO: CENTRAL, MT: MOUNTAIN, NE: CENTRAL, NV: PACIFIC, NH: EASTERN, NJ: EASTERN,
  NM: MOUNTAIN, NY: EASTERN, NC: EASTERN, ND: CENTRAL, OH: EASTERN, OK: CENTRAL, OR: PACIFIC, PA: EASTERN,
  RI: EASTERN, SC: EASTERN, SD: CENTRAL, TN: CENTRAL, TX: CENTRAL, UT: MOUNTAIN, VT: EASTERN, VA: EASTERN,
  WA: PACIFIC, WV: EASTERN, WI: CENTRAL, WY: MOUNTAIN, PR: "America/Puerto_Rico", VI: "America/St_Thomas",
  GU: "Pacific/Guam", AS: "Pacific/Pago_Pago", MP: "Pacific/Saipan",
};

export function stateTimeZone(stateCode: string): string {
  return STATE_TIME_ZONES[stateCode.toUpperCase()] ?? EASTERN;
}

/** "3 PM" / "3 p. m." in the location's zone. */
export function formatForecastHour(iso: string, timeZone: string, language: "en" | "es"): string {
  return new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { hour: "numeric", timeZone }).format(new Date(iso));
}

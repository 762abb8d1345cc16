/**
 * The reader's remembered location (spec 2 §9 "geolocation storage name ng_geolocation", "cookie expiry counted
 * in days"): the last zip whose local news they opened, in a script-readable cookie the server never reads (pages
 * stay cached). It prefills the zip form.
 */
import { ZIP_CODE_PATTERN } from "@/lib/api/schemas/zip-code";

export const GEOLOCATION_COOKIE = "ng_geolocation";
export const GEOLOCATION_COOKIE_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export interface RememberedLocation {
  zip: string;
  city: string;
  state: string;
}

export function parseGeolocationCookie(cookie: string): RememberedLocation | null {
  for (const part of cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== GEOLOCATION_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(rest.join("="))) as Partial<RememberedLocation>;
      if (typeof value.zip === "string" && /^\d{5}$/.test(value.zip)) {
        return { zip: value.zip, city: typeof value.city === "string" ? value.city : "", state: typeof value.state === "string" ? value.state : "" };
      }
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that remembers a location for GEOLOCATION_COOKIE_DAYS days. */
export function geolocationCookie(location: RememberedLocation, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(location));
  return `${GEOLOCATION_COOKIE}=${value}; Max-Age=${GEOLOCATION_COOKIE_DAYS * DAY_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The zip the form starts with: a signed-in reader's customer zip code (spec 2 §3 "Customer: zipCode"; saved as
 * five digits or ZIP+4, of which local news uses the first five) wins over the remembered one.
 */
export function preferredZip(sources: { customerZip?: string | null; remembered: RememberedLocation | null }): string {
  const customer = sources.customerZip ?? "";
  return ZIP_CODE_PATTERN.test(customer) ? customer.slice(0, 5) : (sources.remembered?.zip ?? "");
}

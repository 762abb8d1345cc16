/** Zip codes for the local news view (spec 2 §2 "Local news view by zip code"). */

/** The country zip codes are read in (spec 2 §9 "default country US"): the zip-info lookup names it. */
export const DEFAULT_COUNTRY = "US";

/** A US zip code: five digits (ZIP+4 is accepted in the form and cut to its five). */
export const ZIP_PATTERN = /^\d{5}$/;

export type ZipInputResult = { ok: true; zip: string } | { ok: false; error: "required" | "format" };

/** What the reader typed: "10001", " 10001 " and "10001-1234" are 10001; empty is required; anything else is a format error. */
export function parseZipInput(input: string): ZipInputResult {
  const value = input.trim();
  if (!value) return { ok: false, error: "required" };
  const match = /^(\d{5})(?:-\d{4})?$/.exec(value);
  return match?.[1] ? { ok: true, zip: match[1] } : { ok: false, error: "format" };
}

export function isZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}

/** The site path of a zip's local news. */
export function localPath(zip: string): string {
  return `/local/${zip}`;
}

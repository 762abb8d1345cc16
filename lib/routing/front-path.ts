/** A front sub-path may hold letters, digits, slash, underscore and hyphen only (spec 1 §2); anything else is a 404. */
const FRONT_SUBPATH = /^[A-Za-z0-9/_-]+$/;

export function isValidFrontSubpath(subpath: string): boolean {
  return FRONT_SUBPATH.test(subpath) && !subpath.includes("//");
}

/** The front sub-path of decoded path segments: "" for the home front, null when invalid. */
export function frontSubpath(segments: readonly string[]): string | null {
  if (segments.length === 0) return "";
  const subpath = segments.join("/");
  return isValidFrontSubpath(subpath) && segments.every(Boolean) ? subpath : null;
}

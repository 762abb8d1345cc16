/**
 * The error page route (plain JavaScript: server/error-pages.mjs and proxy.ts share it). server/serve.mjs asks its
 * own Next for the whole 403, 404 or 500 page with a request carrying ERROR_PAGE_HEADER = "{status} {secret}"; the
 * proxy then renders the route `/{vertical}/{view}/~error/{status}` instead of the path. `~` is not allowed in a
 * front's sub-path (spec 1 §2), so no content address can ever mean this route, and a reader's own
 * `/~error/…` is the 404 page.
 */
export const ERROR_PAGE_SEGMENT = "~error";
export const ERROR_PAGE_HEADER = "x-newsroom-error-page";
export const ERROR_PAGE_STATUSES = [403, 404, 500];

/** @param {number} status */
export function isErrorPageStatus(status) {
  return ERROR_PAGE_STATUSES.includes(status);
}

/**
 * The status an error-page request asks for, or null when the header is absent, malformed or not signed with
 * this process's `secret` (unset: never).
 * @param {string | null | undefined} header
 * @param {string | undefined} secret
 * @returns {number | null}
 */
export function errorPageStatus(header, secret) {
  if (!secret || typeof header !== "string") return null;
  const [status, given, ...rest] = header.split(" ");
  const code = Number(status);
  return rest.length === 0 && given === secret && isErrorPageStatus(code) ? code : null;
}

/**
 * Whether a reader's path (as requested, percent-encoded) names the error page route itself.
 * @param {string} pathname
 */
export function isErrorPagePath(pathname) {
  let first;
  try {
    first = decodeURIComponent(pathname.split("/")[1] ?? "");
  } catch {
    return false;
  }
  return first === ERROR_PAGE_SEGMENT;
}

/**
 * Which request paths may reach Next at all (plain JavaScript: server/serve.mjs uses it too). Next caches every page it renders, 404s included, in
 * files named after the path, so a path must also make a valid file name: no segment over the
 * file-system limit (255 bytes, less the cache's own suffixes), no control characters (`%00`).
 */
export const MAX_SEGMENT_BYTES = 200;
export const MAX_PATH_BYTES = 1024;

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * True when `pathname` (as requested, percent-encoded) is valid encoding and fits the limits.
 * @param {string} pathname
 * @returns {boolean}
 */
export function isServablePath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (CONTROL.test(decoded) || Buffer.byteLength(decoded) > MAX_PATH_BYTES) return false;
  return decoded.split("/").every((segment) => Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES);
}

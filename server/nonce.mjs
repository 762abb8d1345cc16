/**
 * A per-response script nonce for pages that are rendered once and served from a cache.
 *
 * The proxy asks Next to render every page with a fixed placeholder nonce (a secret of this build,
 * never sent to a browser); on the way out each HTML answer gets a fresh nonce in place of the
 * placeholder, in its body and in its Content-Security-Policy. See docs/decisions.md.
 */
import { randomBytes } from "node:crypto";

/** 128 bits, base64url: valid in a CSP nonce-source and the same length as every other nonce. */
export const newNonce = () => randomBytes(16).toString("base64url");

/** The script policy of an HTML answer carrying `nonce`; hosts after `'strict-dynamic'` only serve CSP 2 browsers. */
export const scriptPolicy = (nonce) => `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`;

/** How many bytes at the end of `buffer` could be the start of `needle` (so they must wait for the next chunk). */
function partialMatchLength(buffer, needle) {
  for (let length = Math.min(needle.length - 1, buffer.length); length > 0; length -= 1) {
    if (buffer.subarray(buffer.length - length).equals(needle.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * A streaming replacer: `push(chunk)` returns the bytes that can be sent now, `flush()` the rest.
 * A placeholder split across two chunks is still replaced; bytes are held back only while they may
 * be its beginning. Replacement and placeholder have the same length, so Content-Length stays true.
 */
export function createSwapper(placeholder, replacement) {
  const needle = Buffer.from(placeholder);
  const substitute = Buffer.from(replacement);
  if (needle.length !== substitute.length) throw new Error("the nonce and its placeholder differ in length");
  let held = Buffer.alloc(0);

  const replaceAll = (buffer) => {
    let at = buffer.indexOf(needle);
    while (at !== -1) {
      substitute.copy(buffer, at);
      at = buffer.indexOf(needle, at + needle.length);
    }
    return buffer;
  };

  return {
    push(chunk) {
      const buffer = replaceAll(Buffer.concat([held, chunk]));
      const keep = partialMatchLength(buffer, needle);
      held = Buffer.from(buffer.subarray(buffer.length - keep));
      return buffer.subarray(0, buffer.length - keep);
    },
    flush() {
      const rest = held;
      held = Buffer.alloc(0);
      return rest;
    },
  };
}

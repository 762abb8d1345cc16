/**
 * A per-response script nonce for pages that are rendered once and served from a cache.
 *
 * The proxy asks Next to render every page with a fixed placeholder nonce (a secret of this build,
 * never sent to a browser); on the way out each HTML answer gets a fresh nonce in place of the
 * placeholder, in its body and in its Content-Security-Policy. See docs/decisions.md.
 */
import { randomBytes } from "node:crypto";

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn at once: one call to the system's generator cost 15 µs, per answer. */
const POOL_BYTES = 256 * NONCE_BYTES;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 bits, base64url: valid in a CSP nonce-source and the same length as every other nonce. Each is used once. */
export function newNonce() {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64url", used - NONCE_BYTES, used);
}

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
    /**
     * A whole answer (nothing pushed before), as the pieces to send: `buffer`'s own bytes between the placeholders and
     * the nonce in their places. A stored answer goes out without a copy: at a few thousand answers a second, copies of
     * a 110 kB page were enough memory outside the heap to make V8 collect its old space several times a second.
     */
    whole(buffer) {
      const pieces = [];
      let from = 0;
      for (let at = buffer.indexOf(needle); at !== -1; at = buffer.indexOf(needle, from)) {
        pieces.push(buffer.subarray(from, at), substitute);
        from = at + needle.length;
      }
      pieces.push(buffer.subarray(from));
      return pieces;
    },
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

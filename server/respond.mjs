/**
 * What this server adds to Next's answer on its way out: the shared-page Cache-Control by kind, and
 * for HTML a fresh script nonce in the body and the Content-Security-Policy.
 */
import { CACHE_KIND_HEADER, pageCacheControl } from "./cache-policy.mjs";
import { createSwapper, newNonce, scriptPolicy } from "./nonce.mjs";

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** Wraps `res` (after compression wrapped it, so the swap sees Next's bytes and compression the swapped ones). */
export function decorateResponse(res, placeholder, pagePolicy = "") {
  let swapper = null;
  let decided = false;
  const decide = () => {
    if (decided || res.headersSent) return;
    decided = true;
    const kind = res.getHeader(CACHE_KIND_HEADER);
    res.removeHeader(CACHE_KIND_HEADER);
    const cacheControl = pageCacheControl({ status: res.statusCode, cacheControl: res.getHeader("cache-control"), kind });
    if (cacheControl) res.setHeader("cache-control", cacheControl);
    if (!placeholder || !String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
    const nonce = newNonce();
    const policy = res.getHeader("content-security-policy");
    res.setHeader("content-security-policy", [policy, pagePolicy, scriptPolicy(nonce)].filter(Boolean).join("; "));
    swapper = createSwapper(placeholder, nonce);
  };

  const { writeHead, write, end } = res;
  // writeHead(status[, reason][, headers]): its headers are set first, so that `decide` sees them.
  res.writeHead = function (status, reason, headers) {
    if (typeof reason !== "string") [reason, headers] = [undefined, reason];
    res.statusCode = status;
    const pairs = Array.isArray(headers) ? headers.flatMap((value, at) => (at % 2 ? [] : [[value, headers[at + 1]]])) : Object.entries(headers ?? {});
    for (const [name, value] of pairs) if (value !== undefined) res.setHeader(name, value);
    decide();
    return reason === undefined ? writeHead.call(this, status) : writeHead.call(this, status, reason);
  };
  res.write = function (chunk, encoding, callback) {
    decide();
    if (!swapper || chunk == null) return write.call(this, chunk, encoding, callback);
    return write.call(this, swapper.push(toBuffer(chunk, encoding)), typeof encoding === "function" ? encoding : callback);
  };
  res.end = function (chunk, encoding, callback) {
    decide();
    if (!swapper) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function");
    const last = chunk == null || typeof chunk === "function" ? Buffer.alloc(0) : swapper.push(toBuffer(chunk, encoding));
    return end.call(this, Buffer.concat([last, swapper.flush()]), done);
  };
}

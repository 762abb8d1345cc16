/**
 * What this server adds to Next's answer on its way out: the shared-page Cache-Control by kind, and
 * for HTML a fresh script nonce in the body and the Content-Security-Policy, and first-load scripts that start after
 * the first frame (server/first-paint-scripts.mjs); for the edge cache (`hashed`), which
 * shares one answer between readers, a script policy of hashes instead (server/hashed-policy.mjs).
 */
import { REQUEST_BRAND_HEADER, REQUEST_KIND_HEADER } from "../lib/ops/labels.mjs";
import { CACHE_KIND_HEADER, pageCacheControl } from "./cache-policy.mjs";
import { hashedPage } from "./hashed-policy.mjs";
import { createScriptDeferrer, deferScripts } from "./first-paint-scripts.mjs";
import { createSwapper, newNonce, scriptPolicy } from "./nonce.mjs";

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
/** The bytes of a write's chunk, converted once; none for a write without data (`end()`, `end(callback)`). */
const bytesOf = (chunk, encoding) => (chunk == null || typeof chunk === "function" ? null : toBuffer(chunk, encoding));

/**
 * Wraps `res` (after compression wrapped it, so the swap sees Next's bytes and compression the swapped ones).
 * `pagePolicy` joins an HTML answer's Content-Security-Policy (server/content-policy.mjs). With `store`
 * (`{ isStorable, save }`: server/answer-caches.mjs), an answer that other readers may share is handed to
 * `save` once it is complete, `{ status, headers, body, deferred }`: as Next wrote it, or for HTML with its first-load
 * scripts deferred already (`deferred`), its nonce still the placeholder. `deferred` here says the answer is such a
 * stored one: only its nonce is new. With `hashed` (`{ scriptOrigins }`), an HTML answer carries no nonce but the
 * hashes of its inline scripts, so one copy may go to every reader. `labels`
 * receives what the proxy named the answer (`kind`, `brand`) and Next's page cache outcome (`pageCache`), for the
 * operators' metrics and log.
 */
export function decorateResponse(res, placeholder, { pagePolicy = "", store, hashed = null, labels = {}, deferred = false } = {}) {
  let swapper = null;
  /** Hashed mode: the HTML is held until it is whole, then sent with the hashes of its inline scripts. */
  let held = null;
  let releasing = false;
  let decided = false;
  let kept = null;
  /** Keeps Next's bytes for `store`: a copy of a buffer Next handed over (it may reuse it), a string's own bytes as they are. */
  const keep = (chunk, bytes) => {
    if (kept && !kept.deferred && bytes) kept.chunks.push(typeof chunk === "string" ? bytes : Buffer.from(bytes));
  };
  /** Keeps an HTML answer's bytes once its scripts are deferred, before the nonce goes in (the swap writes in place). */
  const keepDeferred = (bytes) => {
    if (kept) kept.chunks.push(Buffer.from(bytes));
    return bytes;
  };
  const decide = () => {
    if (decided || res.headersSent) return;
    decided = true;
    // Next now and then sets a redirect's Location twice (the render's and the cache entry's); a reader gets one.
    const location = res.getHeader("location");
    if (Array.isArray(location)) res.setHeader("location", location[0]);
    const received = { status: res.statusCode, headers: res.getHeaders() };
    const kind = res.getHeader(CACHE_KIND_HEADER);
    res.removeHeader(CACHE_KIND_HEADER);
    labels.kind = res.getHeader(REQUEST_KIND_HEADER);
    labels.brand = res.getHeader(REQUEST_BRAND_HEADER);
    labels.pageCache = res.getHeader("x-nextjs-cache");
    res.removeHeader(REQUEST_KIND_HEADER);
    res.removeHeader(REQUEST_BRAND_HEADER);
    const cacheControl = pageCacheControl({ status: res.statusCode, cacheControl: res.getHeader("cache-control"), kind });
    if (cacheControl) res.setHeader("cache-control", cacheControl);
    if (store?.isStorable({ ...received, cacheControl: res.getHeader("cache-control") })) kept = { ...received, chunks: [] };
    if (!placeholder || !String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
    if (hashed) {
      held = [];
      return;
    }
    const nonce = newNonce();
    const policy = res.getHeader("content-security-policy");
    res.setHeader("content-security-policy", [policy, pagePolicy, scriptPolicy(nonce)].filter(Boolean).join("; "));
    // Deferring the first-load scripts changes the answer's length.
    res.removeHeader("content-length");
    const deferrer = deferred ? null : createScriptDeferrer(placeholder);
    if (kept) kept.deferred = true;
    const nonceSwapper = createSwapper(placeholder, nonce);
    swapper = {
      whole: deferred ? (bytes) => nonceSwapper.whole(bytes) : null,
      push: (bytes) => nonceSwapper.push(keepDeferred(deferrer ? deferrer.push(bytes) : bytes)),
      flush: () => Buffer.concat([nonceSwapper.push(keepDeferred(deferrer ? deferrer.flush() : Buffer.alloc(0))), nonceSwapper.flush()]),
    };
  };

  const { writeHead, write, end } = res;
  // writeHead(status[, reason][, headers]): its headers are set first, so that `decide` sees them.
  res.writeHead = function (status, reason, headers) {
    if (typeof reason !== "string") [reason, headers] = [undefined, reason];
    res.statusCode = status;
    const pairs = Array.isArray(headers) ? headers.flatMap((value, at) => (at % 2 ? [] : [[value, headers[at + 1]]])) : Object.entries(headers ?? {});
    for (const [name, value] of pairs) if (value !== undefined) res.setHeader(name, value);
    decide();
    if (held && !releasing) return this;
    return reason === undefined ? writeHead.call(this, status) : writeHead.call(this, status, reason);
  };
  res.write = function (chunk, encoding, callback) {
    decide();
    const bytes = kept || held || swapper ? bytesOf(chunk, encoding) : null;
    keep(chunk, bytes);
    if (held) {
      if (bytes) held.push(typeof chunk === "string" ? bytes : Buffer.from(bytes));
      [encoding, callback].find((argument) => typeof argument === "function")?.();
      return true;
    }
    if (!swapper || !bytes) return write.call(this, chunk, encoding, callback);
    swapper.whole = null;
    return write.call(this, swapper.push(bytes), typeof encoding === "function" ? encoding : callback);
  };
  res.end = function (chunk, encoding, callback) {
    decide();
    const bytes = kept || held || swapper ? bytesOf(chunk, encoding) : null;
    keep(chunk, bytes);
    // Kept only once the whole answer has gone out: a reader who left mid-answer leaves no half page behind.
    if (kept) res.once("finish", () => store.save({ status: kept.status, headers: kept.headers, body: Buffer.concat(kept.chunks), deferred: Boolean(kept.deferred) }));
    if (held) {
      if (bytes) held.push(bytes);
      const { body, policy } = hashedPage(deferScripts(Buffer.concat(held).toString("utf8"), placeholder), placeholder, hashed);
      res.setHeader("content-security-policy", [res.getHeader("content-security-policy"), pagePolicy, policy].filter(Boolean).join("; "));
      if (res.hasHeader("content-length")) res.setHeader("content-length", Buffer.byteLength(body));
      releasing = true;
      return end.call(this, body, [chunk, encoding, callback].find((argument) => typeof argument === "function"));
    }
    if (!swapper) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function");
    if (swapper.whole && bytes) {
      // A stored answer, whole: its pieces go out in one write of the socket, with their length.
      const pieces = swapper.whole(bytes);
      if (!res.headersSent) res.setHeader("content-length", bytes.length);
      this.cork();
      for (const piece of pieces.slice(0, -1)) write.call(this, piece);
      end.call(this, pieces.at(-1), done);
      // Compression ends the answer later, once zlib has its output, and would wait for a corked socket to drain.
      this.uncork();
      return this;
    }
    const last = bytes ? swapper.push(bytes) : Buffer.alloc(0);
    const rest = swapper.flush();
    return end.call(this, rest.length ? Buffer.concat([last, rest]) : last, done);
  };
}

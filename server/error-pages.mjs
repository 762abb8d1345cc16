/**
 * Whole error pages for readers without JavaScript. Next renders notFound(), forbidden() and a thrown error of a
 * page rendered on demand as an empty `<html id="__next_error__">` document that script fills in
 * (vercel/next.js#62228): no shell, no `lang`, no text. When Next answers a page request with 403, 404 or 500 HTML,
 * this server asks its own Next for the brand's error page route (lib/routing/error-page.mjs: whole server HTML,
 * cached by Next per brand, view and status) and sends that body with Next's status and headers. A failing or slow
 * error page route leaves Next's own answer in place.
 */
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { ERROR_PAGE_HEADER, errorPageStatus, isErrorPageStatus } from "../lib/routing/error-page.mjs";

/** Longer than one upstream timeout (5 s): the error page's shell loads the brand's navigation. */
export const ERROR_PAGE_TIMEOUT_MS = 8000;

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? Buffer.from(chunk) : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));

/** A page's HTML, as a reader's browser asks for it: not a client navigation's RSC payload, a server action or an asset. */
function asksForPage(req) {
  if (req.method !== "GET") return false;
  const url = req.url ?? "/";
  if (url.startsWith("/api/") || url.startsWith("/_next/")) return false;
  if (req.headers.rsc !== undefined || req.headers["next-action"] !== undefined) return false;
  return !/[?&]_rsc=/.test(url);
}

/** The body of `GET {url}` from this server, or null unless it answers 200 in time. */
function fetchBody({ port, url, headers, timeoutMs }) {
  return new Promise((resolve) => {
    const ask = request({ host: "127.0.0.1", port, path: url, method: "GET", headers, timeout: timeoutMs }, (answer) => {
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => resolve(answer.statusCode === 200 ? Buffer.concat(chunks) : null));
      answer.on("error", () => resolve(null));
    });
    ask.on("timeout", () => ask.destroy(new Error("timeout")));
    ask.on("error", () => resolve(null));
    ask.end();
  });
}

/** `port`: where this server listens; `secret` signs its own error-page requests (proxy.ts reads it as ERROR_PAGE_SECRET). */
export function createErrorPages({ port, secret = randomBytes(18).toString("base64url"), timeoutMs = ERROR_PAGE_TIMEOUT_MS }) {
  return {
    secret,
    /**
     * True for this server's own error-page request, which goes to Next as it is (no compression, no nonce swap: the
     * asking answer does both). Anyone else's error-page header is dropped.
     */
    isInternal(req) {
      const header = req.headers[ERROR_PAGE_HEADER];
      if (header === undefined) return false;
      if (errorPageStatus(String(header), secret) !== null && LOOPBACK.has(req.socket.remoteAddress ?? "")) return true;
      delete req.headers[ERROR_PAGE_HEADER];
      return false;
    },
    /** Wraps `res` (after decorateResponse): a 403, 404 or 500 HTML answer to a page request gets the whole error page. */
    wrap(req, res) {
      if (!asksForPage(req)) return;
      const { writeHead, write, end, flushHeaders } = res;
      let held = null;
      let decided = false;
      const decide = () => {
        if (decided) return;
        decided = true;
        if (isErrorPageStatus(res.statusCode) && String(res.getHeader("content-type") ?? "").startsWith("text/html")) held = [];
      };
      const hold = (chunk, encoding) => {
        if (chunk != null && typeof chunk !== "function") held.push(toBuffer(chunk, encoding));
      };

      res.writeHead = function (status, reason, headers) {
        if (typeof reason !== "string") [reason, headers] = [undefined, reason];
        res.statusCode = status;
        const pairs = Array.isArray(headers) ? headers.flatMap((value, at) => (at % 2 ? [] : [[value, headers[at + 1]]])) : Object.entries(headers ?? {});
        for (const [name, value] of pairs) if (value !== undefined) res.setHeader(name, value);
        decide();
        if (held) return res;
        return reason === undefined ? writeHead.call(this, status) : writeHead.call(this, status, reason);
      };
      // Next flushes the headers before its first chunk; a held answer's go out with the error page.
      res.flushHeaders = function () {
        decide();
        if (!held) flushHeaders.call(this);
      };
      res.write = function (chunk, encoding, callback) {
        decide();
        if (!held) return write.call(this, chunk, encoding, callback);
        hold(chunk, encoding);
        [encoding, callback].find((argument) => typeof argument === "function")?.();
        return true;
      };
      res.end = function (chunk, encoding, callback) {
        decide();
        if (!held) return end.call(this, chunk, encoding, callback);
        hold(chunk, encoding);
        const done = [chunk, encoding, callback].find((argument) => typeof argument === "function");
        const headers = { host: req.headers.host ?? "localhost", [ERROR_PAGE_HEADER]: `${res.statusCode} ${secret}`, "accept-encoding": "identity" };
        fetchBody({ port, url: req.url ?? "/", headers, timeoutMs }).then((page) => {
          // From here on the answer goes out as any other (Node writes the head through res.writeHead).
          Object.assign(res, { writeHead, write, end, flushHeaders });
          res.removeHeader("content-length");
          res.removeHeader("etag");
          end.call(res, page ?? Buffer.concat(held), done);
        });
        return res;
      };
    },
  };
}

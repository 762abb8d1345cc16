#!/usr/bin/env node
/**
 * The production server: Next's request handler behind compression, the per-response script
 * nonce (server/respond.mjs), the shared answers it keeps: optimised images and, for a second, pages
 * (server/answer-caches.mjs), and a bound on how many renders run at once (server/render-gate.mjs). For the people
 * on call: JSON log lines (server/log.mjs), a correlation id on every answer, and metrics at /metrics
 * (server/metrics.mjs); OBSERVABILITY=off leaves out the metrics and the per-request lines (the bench compares).
 * `scripts/start.mjs` runs it on $PORT after a build.
 */
import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { Duplex } from "node:stream";
import compression from "compression";
import next from "next";
import { CORRELATION_ID_HEADER, correlationIdFor } from "../lib/ops/correlation-id.mjs";
import { isServablePath } from "../lib/routing/servable-path.mjs";
import { createAnswerCaches } from "./answer-caches.mjs";
import { documentPolicy, scriptOrigins } from "./content-policy.mjs";
import { createErrorPages } from "./error-pages.mjs";
import { buildPlaceholder } from "./nonce-placeholder.mjs";
import { log, requestLog, routeConsole } from "./log.mjs";
import { createMetrics, serveMetrics } from "./metrics.mjs";
import { EDGE_SHARED_HEADER, replay } from "./micro-cache.mjs";
import { createRequestObserver } from "./observe-requests.mjs";
import { listenToOpsEvents } from "./ops-events.mjs";
import { createRenderGate, passesGate, renderConcurrency } from "./render-gate.mjs";
import { sanitizeRequest } from "./request-headers.mjs";
import { sharedStore } from "./shared-store.mjs";
import { decorateResponse } from "./respond.mjs";
import { watchUpstream } from "./upstream-watch.mjs";

const root = new URL("..", import.meta.url).pathname;
const port = Number(process.env.PORT || 3000);
process.env.NODE_ENV = "production";
/** How long a starting server waits for the shared store before it serves without it. */
const STORE_CONNECT_MS = 3000;

/**
 * Next keeps rendered pages and upstream answers in memory only (next.config.ts, `isrFlushToDisk`), but
 * still reads page files it finds on disk: files an older version left (rendered from another upstream,
 * or without the placeholder) must not be served.
 */
for (const cache of [["server", "route-cache"], ["cache", "fetch-cache"]]) rmSync(join(root, ".next", ...cache), { recursive: true, force: true });

const logger = log();
const answerLog = requestLog();
// Next's own lines (and any console call) become JSON lines too.
routeConsole(logger);

const placeholder = buildPlaceholder(root);
// Read by proxy.ts, which passes it to Next's renderer as the request's nonce.
process.env.CSP_NONCE_PLACEHOLDER = placeholder;
const errorPages = createErrorPages({ port });
// Read by proxy.ts: only this server's own requests for a whole error page carry it.
process.env.ERROR_PAGE_SECRET = errorPages.secret;

// The store the instances share (REDIS_URL), connected before the first reader: Next's cache handler, the attempt
// limits and the live-blog poll find it on this process's global.
const shared = sharedStore();
if (shared && !(await shared.whenReady(STORE_CONNECT_MS))) logger.error(`Shared store (Redis) not reachable at start; serving from this process's memory until it is.`);

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

/** Behind a CDN, the header in which it names the reader's address (e.g. `cf-connecting-ip`); else the connection's. */
const trustedAddressHeader = process.env.CLIENT_ADDRESS_HEADER?.toLowerCase();

/** proxy.ts's NOT_A_PAGE: a path no route accepts, so it is the 404 page. */
const NOT_A_PAGE = "/%25";

/**
 * Next answers 500 to a path that is not valid percent-encoding (`/%zz`, `/news/%c0%af`) before the
 * proxy runs, and tries to cache a 404 under a file named after any path, even one too long for a
 * file name. Such a path is the 404 page here, or a 400 for a route handler (as proxy.ts answers
 * under `next dev`). Returns false when the request has been answered.
 */
function refuseUnservable(req, res) {
  const pathname = (req.url ?? "/").split("?")[0];
  if (isServablePath(pathname)) return true;
  if (!pathname.startsWith("/api/")) {
    req.url = NOT_A_PAGE;
    return true;
  }
  res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store", "x-content-type-options": "nosniff" });
  res.end(JSON.stringify({ error: "Malformed URL" }));
  return false;
}

/** The page policy's host lists (server/content-policy.mjs), from this process's configuration. */
const pagePolicy = documentPolicy(process.env);
/** Pages asked for by the edge cache (deploy/edge.vcl sets this header) get a hash-based script policy instead of a nonce. */
const hashed = { scriptOrigins: scriptOrigins(process.env) };

const compress = compression();
// The image formats the build offers, so the image cache keys an answer by the format Next picks from Accept.
const { formats: imageFormats } = JSON.parse(readFileSync(join(root, ".next", "images-manifest.json"), "utf8")).images;
const answerCaches = createAnswerCaches({ imageFormats });
const noop = () => {};

/** A reader who leaves mid-answer leaves compression's zlib stream open; end it (as Next's own server does). */
function releaseCompressionStream(res) {
  const stream = res.on("drain", noop);
  if (stream instanceof Duplex && stream !== res) stream.destroy();
  else res.off("drain", noop);
}

const renderGate = createRenderGate(renderConcurrency());

const observed = process.env.OBSERVABILITY !== "off";
const metrics = observed ? createMetrics({ renderGate, sharedStore: shared }) : null;
const requestObserver = metrics && createRequestObserver({ metrics, logger: answerLog });
if (metrics) {
  listenToOpsEvents(metrics.event);
  watchUpstream({ metrics, logger });
}

/** Hands a request to Next, pages and images when a render slot is free (server/render-gate.mjs). */
function toNext(req, res) {
  if (passesGate(req.url)) return void handle(req, res);
  renderGate.enter((done) => {
    // A reader who left while waiting needs no render.
    if (res.destroyed) return done();
    res.once("close", done);
    handle(req, res);
  });
}

const server = createServer((req, res) => {
  sanitizeRequest(req, trustedAddressHeader);
  if (errorPages.isInternal(req)) return void handle(req, res);
  const correlationId = correlationIdFor(req.headers[CORRELATION_ID_HEADER]);
  req.headers[CORRELATION_ID_HEADER] = correlationId;
  res.setHeader(CORRELATION_ID_HEADER, correlationId);
  if (metrics && req.url?.split("?")[0] === "/metrics") {
    requestObserver.drain();
    return void serveMetrics(req, res, metrics);
  }
  if (!refuseUnservable(req, res)) return;
  compress(req, res, () => {
    res.once("close", () => res.writableFinished || releaseCompressionStream(res));
    const cache = answerCaches.lookup(req);
    const { stored, store } = cache;
    const labels = {};
    requestObserver?.observe(req, res, { labels, cache });
    decorateResponse(res, placeholder, { pagePolicy, store, labels, hashed: req.headers[EDGE_SHARED_HEADER] === "1" ? hashed : null, deferred: stored?.deferred });
    errorPages.wrap(req, res);
    if (stored) replay(res, stored);
    else toNext(req, res);
  });
});
server.listen(port, () => logger.info({ port }, `Site ready on http://localhost:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => process.exit(0));
}

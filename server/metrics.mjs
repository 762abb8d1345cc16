/**
 * The operators' metrics, in the Prometheus text format at GET /metrics (prom-client): requests by kind, the upstream
 * services, the cache layers, the shared store, the live-blog polls, the sign-in limits, field data and the process.
 * Every label takes its value from a closed list (lib/ops/labels.mjs), never from a URL, an id or an address.
 */
import { timingSafeEqual } from "node:crypto";
import client from "prom-client";
import { requestKind, statusClass, UPSTREAM_SERVICES } from "../lib/ops/labels.mjs";

/** Seconds: from a micro-cache replay (sub-millisecond) to a render that waited for a slow upstream. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BRAND = /^[a-z]{1,24}$/;
const SERVICES = new Set(UPSTREAM_SERVICES);
const UPSTREAM_STATUSES = new Set(["2xx", "3xx", "4xx", "5xx", "timeout", "network_error"]);
const CACHE_LAYERS = ["micro_cache", "image", "page", "memo", "data"];
const CACHE_OUTCOMES = new Set(["hit", "miss", "stale"]);
const SHARED_STORE_STATES = ["connected", "fallen_back", "not_configured"];
const ONE_OF = (allowed, value) => (allowed.has(value) ? value : "other");

/**
 * The metrics of one process. `renderGate` and `sharedStore` are read when scraped. Returns the recorders and
 * `scrape()` (content type and text).
 */
export function createMetrics({ renderGate, sharedStore } = {}) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  // Gauges the library names like counters: Prometheus's checker (promtool check metrics) refuses them.
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) registry.removeSingleMetric(name);
  const registers = [registry];

  const requests = new client.Counter({ name: "site_requests_total", help: "Answers by kind of request, brand and status class.", labelNames: ["kind", "brand", "status_class"], registers });
  const requestSeconds = new client.Histogram({
    name: "site_request_duration_seconds",
    help: "Time from the request to the last byte of the answer, by kind and status class.",
    labelNames: ["kind", "status_class"],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const upstream = new client.Counter({
    name: "site_upstream_requests_total",
    help: "Calls to the upstream services by service and outcome (status class, timeout, network_error).",
    labelNames: ["service", "status"],
    registers,
  });
  const upstreamSeconds = new client.Histogram({ name: "site_upstream_request_duration_seconds", help: "Time to the upstream's answer headers, by service.", labelNames: ["service"], buckets: DURATION_BUCKETS, registers });
  const cache = new client.Counter({ name: "site_cache_lookups_total", help: "Cache lookups by layer and outcome (hit, miss, stale).", labelNames: ["layer", "outcome"], registers });
  const edgePurges = new client.Counter({ name: "site_edge_purges_total", help: "Purges sent to the edge cache, by outcome.", labelNames: ["outcome"], registers });
  new client.Gauge({
    name: "site_shared_store_state",
    help: "The shared store (Redis): 1 for the current state (connected, fallen_back to this process's memory, not_configured).",
    labelNames: ["state"],
    registers,
    collect() {
      const current = !sharedStore ? "not_configured" : sharedStore.usable() ? "connected" : "fallen_back";
      for (const state of SHARED_STORE_STATES) this.set({ state }, state === current ? 1 : 0);
    },
  });
  const storeErrors = new client.Counter({ name: "site_shared_store_errors_total", help: "Shared store calls that failed or timed out.", registers });
  const polls = new client.Counter({ name: "site_live_blog_polls_total", help: "Live-blog polls answered.", registers });
  const pollFetches = new client.Counter({
    name: "site_live_blog_fetches_total",
    help: "Newest-posts searches the polls caused: shared (this instance held the period's lock) or local (no shared store).",
    labelNames: ["path"],
    registers,
  });
  const refused = new client.Counter({ name: "site_sign_in_refused_total", help: "Account attempts refused by the attempt limits, by kind of attempt.", labelNames: ["attempt"], registers });
  const vitals = new client.Counter({ name: "site_web_vitals_reports_total", help: "Field-data beacons received, by page kind.", labelNames: ["kind"], registers });
  new client.Gauge({
    name: "site_renders_in_flight",
    help: "Pages and images being rendered now (at most RENDER_CONCURRENCY).",
    registers,
    collect() {
      this.set(renderGate?.active ?? 0);
    },
  });
  new client.Gauge({
    name: "site_renders_waiting",
    help: "Pages and images queued for a render slot.",
    registers,
    collect() {
      this.set(renderGate?.waiting ?? 0);
    },
  });

  const ATTEMPTS = new Set(["signIn", "codeRequest", "codeVerify"]);
  const events = {
    live_blog_poll: () => polls.inc(),
    live_blog_fetch: ({ path }) => pollFetches.inc({ path: path === "shared" ? "shared" : "local" }),
    sign_in_refused: ({ attempt }) => refused.inc({ attempt: ONE_OF(ATTEMPTS, attempt) }),
    web_vitals_report: ({ kind }) => vitals.inc({ kind: requestKind(kind) }),
    edge_purge: ({ outcome }) => edgePurges.inc({ outcome: outcome === "ok" ? "ok" : "failed" }),
    shared_store_error: () => storeErrors.inc(),
    cache_lookup: ({ layer, outcome }) => recorders.cache(layer, outcome),
  };

  const recorders = {
    request({ kind, brand, status, seconds }) {
      const labels = { kind: requestKind(kind), status_class: statusClass(status) };
      requests.inc({ ...labels, brand: BRAND.test(brand ?? "") ? brand : "none" });
      requestSeconds.observe(labels, seconds);
    },
    upstream({ service, status, seconds }) {
      const labels = { service: SERVICES.has(service) ? service : "other" };
      upstream.inc({ ...labels, status: UPSTREAM_STATUSES.has(status) ? status : "other" });
      if (seconds !== undefined) upstreamSeconds.observe(labels, seconds);
    },
    cache(layer, outcome) {
      if (CACHE_LAYERS.includes(layer) && CACHE_OUTCOMES.has(outcome)) cache.inc({ layer, outcome });
    },
    /** An event from the bundled code (server/ops-events.mjs); unknown names are ignored. */
    event(name, labels) {
      events[name]?.(labels ?? {});
    },
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
  return recorders;
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;
/** Request headers a proxy in front adds: such a request came through it, whatever the connection's address. */
const FORWARDED = ["x-forwarded-for", "forwarded", "via", "x-real-ip"];

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without, only a scraper on this
 * machine that came through no proxy (the edge runs on the loopback too).
 */
export function mayScrape(req, token = process.env.METRICS_TOKEN) {
  if (token) {
    const sent = Buffer.from(String(req.headers.authorization ?? ""));
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
  return LOOPBACK.test(req.socket.remoteAddress ?? "") && !FORWARDED.some((name) => req.headers[name] !== undefined);
}

const NEVER_STORED = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

/** Answers GET /metrics: the scrape, or 401 (with a token set) or 403 (without). */
export async function serveMetrics(req, res, metrics) {
  if (!mayScrape(req)) {
    const status = process.env.METRICS_TOKEN ? 401 : 403;
    res.writeHead(status, { ...NEVER_STORED, "content-type": "text/plain", ...(status === 401 ? { "www-authenticate": 'Bearer realm="metrics"' } : {}) });
    return void res.end(status === 401 ? "Unauthorized\n" : "Forbidden\n");
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { ...NEVER_STORED, allow: "GET, HEAD" });
    return void res.end();
  }
  const { contentType, text } = await metrics.scrape();
  res.writeHead(200, { ...NEVER_STORED, "content-type": contentType });
  res.end(req.method === "HEAD" ? undefined : text);
}

/**
 * Operable at scale (issue: metrics, logs, readiness): one instance of the build with Redis, in front of the embedded
 * upstream behind a counting proxy (deploy/stack.mjs), its stdout read line by line, and an OTLP receiver for its
 * traces. `npm test` runs it; alone: `node --test deploy/operability.test.mjs` after a build.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { after, before, test } from "node:test";
import { get, postJson, siteHost } from "../bench/http.mjs";
import { lighthousePages, neverSeenPages } from "../bench/pages.mjs";
import { REQUEST_KINDS, UPSTREAM_SERVICES } from "../lib/ops/labels.mjs";
import { PROMTOOL } from "./promtool.mjs";
import { startStack } from "./stack.mjs";

const root = new URL("..", import.meta.url).pathname;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const METRICS_TOKEN = `metrics-${randomBytes(8).toString("hex")}`;

let stack;
let site;
let pages;
/** The instance's stdout, one parsed JSON object per line (a line that is not JSON fails the test that reads it). */
const lines = [];
const spans = [];
let receiver;

/** Starts an OTLP/HTTP receiver (JSON) that keeps the names of the spans it is sent. */
async function startReceiver() {
  const server = createServer((req, res) => {
    const parts = [];
    req.on("data", (part) => parts.push(part));
    req.on("end", () => {
      if (req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(parts).toString("utf8"));
        for (const { scopeSpans } of body.resourceSpans ?? []) for (const { spans: batch } of scopeSpans ?? []) spans.push(...batch);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

before(async () => {
  const build = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], { cwd: root, stdio: "inherit" });
  assert.equal(build.status, 0, "the build failed");
  receiver = await startReceiver();
  stack = await startStack({
    instances: 1,
    siteEnv: {
      METRICS_TOKEN,
      LOG_FORMAT: "json",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    },
  });
  [site] = stack.sites;
  let rest = "";
  site.process.stdout.on("data", (chunk) => {
    const text = rest + chunk;
    const complete = text.split("\n");
    rest = complete.pop();
    for (const line of complete) if (line.trim()) lines.push(line);
  });
  pages = await lighthousePages(stack.upstreamPort);
});

after(async () => {
  stack?.freezeUpstream(false);
  await stack?.stop();
  receiver?.close();
});

/** The log's lines that `match`, once some are there (the instance writes its log in batches, at least every 500 ms). */
async function logged(match) {
  for (const deadline = Date.now() + 3000; ; await sleep(100)) {
    const found = lines.filter(match);
    if (found.length || Date.now() > deadline) return found.map((line) => JSON.parse(line));
  }
}

const scrape = (headers = { authorization: `Bearer ${METRICS_TOKEN}` }) => get(site.port, "/metrics", `localhost:${site.port}`, headers);

/** Every sample of a scrape: { name, labels, value }. */
function samples(text) {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      assert.ok(match, `not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name, value]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The value of the series `name` with exactly `labels`, 0 when absent. */
function valueOf(text, name, labels = {}) {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples(text).find((sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted)?.value ?? 0;
}

const page = ({ vertical, path }, headers) => get(site.port, path, siteHost(vertical, site.port), headers);

test("/metrics asks for the token, is never cached, and passes promtool's check", async () => {
  for (const headers of [{}, { authorization: "Bearer wrong" }, { authorization: METRICS_TOKEN }]) {
    const refused = await scrape(headers);
    assert.equal(refused.status, 401, JSON.stringify(headers));
    assert.ok(!refused.body.includes("site_requests_total"));
  }
  const answer = await scrape();
  assert.equal(answer.status, 200);
  assert.equal(answer.headers["cache-control"], "no-store");
  assert.match(answer.headers["content-type"], /^text\/plain; version=0\.0\.4/);
  const check = spawnSync(PROMTOOL, ["check", "metrics"], { input: answer.body, encoding: "utf8" });
  assert.equal(check.status, 0, `promtool check metrics:\n${check.stdout}${check.stderr}`);
});

test("the counters move by what was asked: three articles, one front, one failing upstream call", async () => {
  const { articles } = await neverSeenPages(stack.upstreamPort, Object.values(pages));
  const news = articles.filter(({ vertical }) => vertical === "news");
  const [one, two, three, failing] = news;
  const before = (await scrape()).body;

  for (const article of [one, two, three]) assert.equal((await page(article)).status, 200, article.path);
  assert.equal((await page({ vertical: "news", path: "/" })).status, 200);
  const fault = await postJson(stack.upstreamPort, "/testing/faults", `127.0.0.1:${stack.upstreamPort}`, { pathPrefix: `/content/article/${failing.id}`, fault: "500" });
  assert.equal(fault.status, 200);
  try {
    assert.equal((await page(failing)).status, 500);
  } finally {
    await fetch(`http://127.0.0.1:${stack.upstreamPort}/testing/faults`, { method: "DELETE" });
  }

  const after = (await scrape()).body;
  const moved = (name, labels) => valueOf(after, name, labels) - valueOf(before, name, labels);
  assert.equal(moved("site_requests_total", { kind: "article", brand: "news", status_class: "2xx" }), 3);
  assert.equal(moved("site_requests_total", { kind: "front", brand: "news", status_class: "2xx" }), 1);
  assert.equal(moved("site_requests_total", { kind: "article", brand: "news", status_class: "5xx" }), 1);
  assert.equal(moved("site_request_duration_seconds_count", { kind: "article", status_class: "2xx" }), 3);
  assert.equal(moved("site_upstream_requests_total", { service: "content", status: "5xx" }), 1);
  assert.ok(moved("site_upstream_requests_total", { service: "content", status: "2xx" }) >= 3, "the articles' own calls reached the upstream");
  assert.ok(moved("site_cache_lookups_total", { layer: "page", outcome: "miss" }) >= 4, "four pages never rendered before");
  assert.ok(moved("site_cache_lookups_total", { layer: "data", outcome: "miss" }) >= 3);

  const [failure] = await logged((line) => line.includes('"service":"content"') && line.includes('"status":500'));
  assert.ok(failure, "the upstream failure is logged");
  assert.equal(failure.path, "/content/article/:id");
  assert.equal(failure.level, "warn");
});

test("a request's correlation id finds exactly its log line, with status and duration", async () => {
  const id = `ops-test-${randomBytes(6).toString("hex")}`;
  const answer = await page(pages.article, { "x-correlation-id": id });
  assert.equal(answer.headers["x-correlation-id"], id);
  // A bad id is replaced, never echoed.
  const odd = await page(pages.article, { "x-correlation-id": "<script>" });
  assert.match(odd.headers["x-correlation-id"], /^[0-9a-f-]{36}$/);
  const mine = await logged((line) => line.includes(id));
  await sleep(1000);
  assert.equal(lines.filter((line) => line.includes(id)).length, mine.length, "one line, not more later");
  assert.equal(mine.length, 1, mine.map((entry) => JSON.stringify(entry)).join("\n"));
  assert.equal(mine[0].correlationId, id);
  assert.equal(mine[0].status, 200);
  assert.equal(mine[0].kind, "article");
  assert.equal(mine[0].brand, pages.article.vertical);
  assert.equal(mine[0].method, "GET");
  assert.equal(typeof mine[0].durationMs, "number");
  assert.ok(Date.parse(mine[0].time));
});

test("every line of the log is JSON, and no email, password or token is in it after a sign-in", async () => {
  const email = `ops-reader-${Date.now()}@example.com`;
  const password = "correct horse 1";
  const identity = (path, body) => postJson(stack.upstreamPort, `/identity${path}`, `127.0.0.1:${stack.upstreamPort}`, body);
  await identity("/auth/users/register", { email, password, brand: "today" });
  const outbox = JSON.parse((await get(stack.upstreamPort, `/identity/outbox?email=${encodeURIComponent(email)}`)).body);
  await identity("/auth/users/otp/verify", { email, brand: "today", one_time_code: outbox.data.messages[0].code });

  const signedIn = await postJson(site.port, "/api/account/signin", siteHost("today", site.port), { email, password });
  assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
  const cookies = [signedIn.headers?.["set-cookie"] ?? []].flat().map((cookie) => cookie.split(";")[0].split("=").slice(1).join("="));
  const wrong = await postJson(site.port, "/api/account/signin", siteHost("today", site.port), { email, password: "not the password" });
  assert.notEqual(wrong.status, 200);
  await logged((line) => line.includes("/api/account/signin"));
  await sleep(1000);

  for (const line of lines) assert.doesNotThrow(() => JSON.parse(line), line);
  const log = lines.join("\n");
  assert.ok(log.includes("/api/account/signin"), "the sign-ins are logged");
  for (const secret of [email, encodeURIComponent(email), password, "not the password", ...cookies.filter((value) => value.length > 8)]) {
    assert.ok(!log.includes(secret), `the log holds ${secret.slice(0, 12)}…`);
  }
});

test("after 1,000 odd paths, every label value is from its closed list", async () => {
  const odd = (at) => {
    const pick = (list) => list[(at * 7919 + list.length) % list.length];
    const segments = [
      `x-rcna${at}`,
      `%${at.toString(16)}`,
      encodeURIComponent(randomBytes(6).toString("base64")),
      "..",
      `${"a".repeat(at % 300)}`,
      `live-blog/y-rlna${at}`,
      "_next/image",
      `api/live-blog/rlna${at}/latest`,
      `author/z-ncpr${at}`,
      `%C0%AF${at}`,
    ];
    return `/${pick(segments)}/${at}?utm_source=${at}&q=${randomBytes(4).toString("hex")}`;
  };
  const paths = Array.from({ length: 1000 }, (_, at) => odd(at));
  for (let at = 0; at < paths.length; at += 20) {
    await Promise.all(paths.slice(at, at + 20).map((path) => get(site.port, path, siteHost(["news", "today", "msnbc", "telemundo", "nowhere"][at % 5], site.port)).catch(() => null)));
  }
  const text = (await scrape()).body;
  const allowed = {
    kind: new Set(REQUEST_KINDS),
    service: new Set(UPSTREAM_SERVICES),
    status_class: new Set(["1xx", "2xx", "3xx", "4xx", "5xx"]),
    brand: null,
  };
  const site_ = samples(text).filter(({ name }) => name.startsWith("site_"));
  for (const { name, labels } of site_) {
    for (const [label, value] of Object.entries(labels)) {
      if (label === "le") continue;
      assert.doesNotMatch(value, /[/?%.]|rcna|rlna|ncpr|\d{3,}/, `${name} ${label}="${value}"`);
      if (allowed[label]) assert.ok(allowed[label].has(value), `${name} ${label}="${value}"`);
    }
  }
  assert.ok(site_.length < 2000, `${site_.length} site series`);
});

test("/api/ready: ready, degraded without Redis, unready within 5 s of the upstream freezing, ready again after", async () => {
  const ready = async () => {
    const answer = await get(site.port, "/api/ready");
    assert.equal(answer.headers["cache-control"], "no-store");
    return { status: answer.status, body: JSON.parse(answer.body) };
  };
  const until = async (wanted, withinMs) => {
    const started = Date.now();
    for (;;) {
      const answer = await ready();
      if (wanted(answer)) return Date.now() - started;
      assert.ok(Date.now() - started < withinMs, `after ${withinMs} ms: ${JSON.stringify(answer)}`);
      await sleep(250);
    }
  };
  assert.deepEqual(await ready().then(({ status, body }) => [status, body.status, body.sharedStore]), [200, "ready", "connected"]);

  await stack.redis.stop();
  try {
    await until(({ status, body }) => status === 200 && body.status === "degraded" && body.sharedStore === "fallen_back", 10_000);
    assert.equal(valueOf((await scrape()).body, "site_shared_store_state", { state: "fallen_back" }), 1);
  } finally {
    await stack.restartRedis();
  }
  await until(({ body }) => body.sharedStore === "connected", 15_000);

  stack.freezeUpstream(true);
  try {
    const took = await until(({ status, body }) => status === 503 && body.status === "unready", 5000);
    assert.ok(took <= 5000, `unready after ${took} ms`);
  } finally {
    stack.freezeUpstream(false);
  }
  await until(({ status }) => status === 200, 10_000);
  // Liveness never depended on the upstream.
  assert.equal((await get(site.port, "/api/health")).status, 200);
});

test("with OTEL_EXPORTER_OTLP_ENDPOINT set, the request, its render and its upstream calls are traced", async () => {
  await page(pages.recipe);
  for (const deadline = Date.now() + 15_000; Date.now() < deadline && !spans.some((span) => /fetch/i.test(span.name)); ) await sleep(250);
  const names = spans.map((span) => span.name);
  assert.ok(names.some((name) => /^(?:GET|BaseServer\.handleRequest)/.test(name)), `request span in ${[...new Set(names)].slice(0, 20).join(", ")}`);
  assert.ok(names.some((name) => /render|AppRender|RSC/i.test(name)), `render span in ${[...new Set(names)].slice(0, 20).join(", ")}`);
  assert.ok(names.some((name) => /fetch/i.test(name)), `upstream fetch span in ${[...new Set(names)].slice(0, 20).join(", ")}`);
});

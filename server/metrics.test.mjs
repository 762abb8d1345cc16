/** @jest-environment node */
import { createMetrics, mayScrape } from "./metrics.mjs";
import { kindOfUnnamed } from "./observe-requests.mjs";
import { pathPattern } from "./upstream-watch.mjs";

const request = (remoteAddress, headers = {}) => ({ socket: { remoteAddress }, headers });

/** The value of one series in a scrape, or undefined. */
const valueOf = (text, series) => {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("who may read /metrics", () => {
  test.each([
    ["a scraper on this machine", request("127.0.0.1"), undefined, true],
    ["IPv6 loopback", request("::1"), undefined, true],
    ["IPv4-mapped loopback", request("::ffff:127.0.0.1"), undefined, true],
    ["another machine", request("10.0.0.7"), undefined, false],
    ["a reader through the edge on this machine", request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), undefined, false],
    ["through a proxy that says Via", request("127.0.0.1", { via: "1.1 varnish" }), undefined, false],
    ["the token", request("10.0.0.7", { authorization: "Bearer s3cret" }), "s3cret", true],
    ["a wrong token", request("10.0.0.7", { authorization: "Bearer s3cre" }), "s3cret", false],
    ["no token when one is set, even from the loopback", request("127.0.0.1"), "s3cret", false],
  ])("%s", (_name, req, token, allowed) => {
    expect(mayScrape(req, token)).toBe(allowed);
  });
});

describe("metrics", () => {
  test("requests are counted by kind, brand and status class, with their duration", async () => {
    const metrics = createMetrics();
    metrics.request({ kind: "article", brand: "news", status: 200, seconds: 0.05 });
    metrics.request({ kind: "article", brand: "news", status: 200, seconds: 0.2 });
    metrics.request({ kind: "front", brand: "today", status: 503, seconds: 1 });
    const { text } = await metrics.scrape();
    expect(valueOf(text, 'site_requests_total{kind="article",status_class="2xx",brand="news"}')).toBe(2);
    expect(valueOf(text, 'site_requests_total{kind="front",status_class="5xx",brand="today"}')).toBe(1);
    expect(valueOf(text, 'site_request_duration_seconds_count{kind="article",status_class="2xx"}')).toBe(2);
    expect(valueOf(text, 'site_request_duration_seconds_bucket{le="0.1",kind="article",status_class="2xx"}')).toBe(1);
  });

  test("labels outside the closed lists collapse, so a URL or an id never becomes a series", async () => {
    const metrics = createMetrics();
    metrics.request({ kind: "/politics/story-rcna1", brand: "x.example.com", status: 404, seconds: 0.01 });
    metrics.upstream({ service: "http://elsewhere", status: "418", seconds: 0.1 });
    metrics.cache("disk", "hit");
    metrics.event("sign_in_refused", { attempt: "jane@example.com" });
    metrics.event("no_such_event", { id: "rcna1" });
    const { text } = await metrics.scrape();
    expect(valueOf(text, 'site_requests_total{kind="other",status_class="4xx",brand="none"}')).toBe(1);
    expect(valueOf(text, 'site_upstream_requests_total{service="other",status="other"}')).toBe(1);
    expect(valueOf(text, 'site_sign_in_refused_total{attempt="other"}')).toBe(1);
    expect(text).not.toMatch(/rcna1|example|elsewhere|disk/);
  });

  test("upstream calls, cache lookups and events", async () => {
    const metrics = createMetrics({ renderGate: { active: 3, waiting: 7 } });
    metrics.upstream({ service: "content", status: "2xx", seconds: 0.03 });
    metrics.upstream({ service: "content", status: "timeout" });
    metrics.cache("micro_cache", "hit");
    metrics.cache("data", "stale");
    metrics.event("live_blog_poll");
    metrics.event("live_blog_fetch", { path: "shared" });
    metrics.event("web_vitals_report", { kind: "live_blog" });
    metrics.event("cache_lookup", { layer: "data", outcome: "miss" });
    metrics.event("cache_lookup", { layer: "memo", outcome: "hit" });
    const { text, contentType } = await metrics.scrape();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(valueOf(text, 'site_upstream_requests_total{service="content",status="2xx"}')).toBe(1);
    expect(valueOf(text, 'site_upstream_requests_total{service="content",status="timeout"}')).toBe(1);
    expect(valueOf(text, 'site_upstream_request_duration_seconds_count{service="content"}')).toBe(1);
    expect(valueOf(text, 'site_cache_lookups_total{layer="micro_cache",outcome="hit"}')).toBe(1);
    expect(valueOf(text, 'site_cache_lookups_total{layer="data",outcome="stale"}')).toBe(1);
    expect(valueOf(text, 'site_cache_lookups_total{layer="data",outcome="miss"}')).toBe(1);
    expect(valueOf(text, 'site_cache_lookups_total{layer="memo",outcome="hit"}')).toBe(1);
    expect(valueOf(text, "site_live_blog_polls_total")).toBe(1);
    expect(valueOf(text, 'site_live_blog_fetches_total{path="shared"}')).toBe(1);
    expect(valueOf(text, 'site_web_vitals_reports_total{kind="live_blog"}')).toBe(1);
    expect(valueOf(text, "site_renders_in_flight")).toBe(3);
    expect(valueOf(text, "site_renders_waiting")).toBe(7);
    expect(valueOf(text, 'site_shared_store_state{state="not_configured"}')).toBe(1);
    expect(valueOf(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  test.each([
    [{ usable: () => true }, "connected"],
    [{ usable: () => false }, "fallen_back"],
  ])("the shared store's state", async (sharedStore, state) => {
    const { text } = await createMetrics({ sharedStore }).scrape();
    expect(valueOf(text, `site_shared_store_state{state="${state}"}`)).toBe(1);
    expect(text.match(/^site_shared_store_state\{[^}]*\} 1$/gm)).toHaveLength(1);
  });
});

describe("labels of what the proxy did not name", () => {
  test.each([
    ["/_next/image?url=%2Fx.png&w=640&q=70", "image"],
    ["/_next/static/chunks/app.js", "static"],
    ["/icon.svg", "static"],
    ["/api/health", "api"],
    ["/anything", "other"],
  ])("%s → %s", (url, kind) => {
    expect(kindOfUnnamed(url)).toBe(kind);
  });

  test.each([
    ["/content/article/rcna123?x=1", "/content/article/:id"],
    ["/local/weather/e/10001", "/local/weather/e/:id"],
    ["/mynews/mynewsapi/saved", "/mynews/mynewsapi/saved"],
  ])("upstream path %s → %s", (path, pattern) => {
    expect(pathPattern(path)).toBe(pattern);
  });
});

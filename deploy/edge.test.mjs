/**
 * The edge cache (issue 25): a real varnishd with deploy/edge.vcl in front of two instances sharing a real Redis, the
 * embedded upstream's newsroom sending signed publish events (deploy/stack.mjs with `edge: true`). `npm test` runs it
 * (npm run test:multi); alone: `node --test deploy/edge.test.mjs` after a build (`node scripts/start.mjs --build-only`).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import http from "node:http";
import { after, before, test } from "node:test";
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "../scripts/chromium.mjs";
import { getJson, siteHost } from "../bench/http.mjs";
import { lighthousePages } from "../bench/pages.mjs";
import { startStack } from "./stack.mjs";

const root = new URL("..", import.meta.url).pathname;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The issue's promise: a change shows through the edge within this. */
const FRESH_WITHIN_MS = 5000;

let stack;
let edge;
let pages;

/** A request to the edge as a reader sends it: `{ status, headers, body }`. */
const viaEdge = (vertical, path, headers = {}, method = "GET") =>
  new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: edge.port, path, method, headers: { host: siteHost(vertical, edge.port), ...headers } }, (response) => {
      const parts = [];
      response.on("data", (part) => parts.push(part));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(parts).toString("utf8") }));
    });
    request.setTimeout(20_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on("error", reject);
    request.end(method === "POST" ? headers["x-body"] : undefined);
  });

const newsroom = (method, path, payload) =>
  fetch(`http://127.0.0.1:${stack.upstreamPort}${path}`, {
    method,
    headers: { authorization: `Bearer ${stack.newsroomToken}`, "content-type": "application/json" },
    body: payload && JSON.stringify(payload),
  });

/** Polls `check` through the edge until it holds; resolves how long that took, or fails past `withinMs`. */
async function within(withinMs, what, check) {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) assert.fail(`${what}: not within ${withinMs} ms`);
    await sleep(100);
  }
}

const escapeHtml = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** An article the home front lists, with its section front and that section's feed (which list it too). */
async function listedArticle() {
  const { curation } = (await getJson(stack.upstreamPort, "/content/curation/slug/news")).data;
  const items = curation.layouts.flatMap((layout) => layout.packages.flatMap((pkg) => pkg.items)).filter((item) => item.type === "article" && /-rcna\d+$/.test(item.item.url.primary));
  for (const { item } of items) {
    const section = new URL(item.taxonomy?.primarySection?.url?.primary ?? "http://x/").pathname;
    if (section === "/") continue;
    const [front, feed] = [await viaEdge("news", section), await viaEdge("news", `/feeds/rss${section}`)];
    const headline = escapeHtml(item.headline.primary);
    if (front.body.includes(headline) && feed.body.includes(headline)) return { id: item.id, path: new URL(item.url.primary).pathname, section, feed: `/feeds/rss${section}` };
  }
  throw new Error("no article of the home front is on its section front and feed");
}

before(async () => {
  const build = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], { cwd: root, stdio: "inherit" });
  assert.equal(build.status, 0, "the build failed");
  stack = await startStack({ instances: 2, edge: true });
  edge = stack.edge;
  pages = await lighthousePages(stack.upstreamPort);
});

after(() => stack?.stop());

test("a replayed reader mix is at least 90 % HIT after warm-up, and every answer says HIT or MISS", async () => {
  const mix = [
    ["news", "/"],
    [pages["section front"].vertical, pages["section front"].path],
    [pages.article.vertical, pages.article.path],
    [pages.recipe.vertical, pages.recipe.path],
    [pages.video.vertical, pages.video.path],
    [pages.slideshow.vertical, pages.slideshow.path],
    ["news", "/feeds/rss"],
    ["news", "/sitemap.xml"],
  ];
  for (const [vertical, path] of mix) assert.equal((await viaEdge(vertical, path)).status, 200, path);
  let hits = 0;
  let total = 0;
  for (let round = 0; round < 10; round++) {
    for (const [vertical, path] of mix) {
      // Tracking parameters do not split the cache.
      const answer = await viaEdge(vertical, round % 2 ? `${path}?utm_source=newsletter&fbclid=abc` : path);
      assert.match(answer.headers["x-cache"], /^(HIT|MISS)$/);
      total += 1;
      if (answer.headers["x-cache"] === "HIT") hits += 1;
    }
  }
  assert.ok(hits / total >= 0.9, `${hits} of ${total} were HIT`);
});

test("a headline correction shows through the edge within 5 s on the article, the home front, its section front and its feed", async () => {
  const article = await listedArticle();
  for (const path of [article.path, "/", article.section, article.feed]) await viaEdge("news", path);
  const headline = `Corrected headline ${Date.now()}`;
  const changed = await newsroom("PATCH", `/newsroom/articles/${article.id}`, { headline, correction: "An earlier version of this story had the wrong headline." });
  assert.equal(changed.status, 200);
  assert.equal((await changed.json()).delivered, true, "the site took the publish event");
  for (const path of [article.path, "/", article.section, article.feed]) {
    await within(FRESH_WITHIN_MS, `the new headline on ${path}`, async () => (await viaEdge("news", path)).body.includes(headline));
  }
  assert.match((await viaEdge("news", article.path)).body, /An earlier version of this story had the wrong headline\./);
});

test("an unpublished article answers 404 through the edge within 5 s and is gone from the home front", async () => {
  const article = await listedArticle();
  const { headline } = (await getJson(stack.upstreamPort, `/content/article/${article.id}`)).data.article;
  assert.equal((await viaEdge("news", article.path)).status, 200);
  assert.equal((await newsroom("DELETE", `/newsroom/articles/${article.id}`)).status, 200);
  await within(FRESH_WITHIN_MS, "the article's 404", async () => (await viaEdge("news", article.path)).status === 404);
  await within(FRESH_WITHIN_MS, "the home front without it", async () => !(await viaEdge("news", "/")).body.includes(escapeHtml(headline.primary)));
  assert.equal((await newsroom("POST", `/newsroom/articles/${article.id}/publish`)).status, 200);
  await within(FRESH_WITHIN_MS, "the article back", async () => (await viaEdge("news", article.path)).status === 200);
});

test("a forged, stale or replayed publish event is refused", async () => {
  const post = (headers, body) => viaEdge("news", "/api/newsroom/events", { "content-type": "application/json", ...headers, "x-body": body }, "POST");
  const body = JSON.stringify({ event: "article.updated", id: "rcna1", keys: ["article:rcna1"], at: new Date().toISOString() });
  // Signed by hand, as a CMS would (lib/newsroom/publish-event.ts).
  const sign = (t, text) => `t=${t},v1=${createHmac("sha256", stack.webhookSecret).update(`${t}.${text}`).digest("hex")}`;
  const now = Math.floor(Date.now() / 1000);
  assert.equal((await post({ "x-newsroom-signature": sign(now, body) }, body)).status, 200);
  assert.equal((await post({ "x-newsroom-signature": sign(now, body) }, body)).status, 409, "a replay");
  assert.equal((await post({ "x-newsroom-signature": sign(now - 3600, body) }, body)).status, 401, "stale");
  assert.equal((await post({ "x-newsroom-signature": sign(now, body) }, body.replace("rcna1", "rcna2"))).status, 401, "another body");
  assert.equal((await post({}, body)).status, 401, "unsigned");
});

/** A verified reader signed in through the edge: their cookie header and email. */
async function signedInReader(name) {
  const email = `edge-${name}-${Date.now()}@example.com`;
  const password = "an edge test password 1";
  const send = (path, payload, cookie = "") => viaEdge("today", path, { "content-type": "application/json", cookie, "x-body": JSON.stringify(payload) }, "POST");
  assert.equal((await send("/api/account/register", { email, password })).status, 201);
  const { data } = await getJson(stack.upstreamPort, `/identity/outbox?email=${encodeURIComponent(email)}`);
  const verified = await send("/api/account/otp/verify", { email, one_time_code: data.messages[0]?.code });
  assert.equal(verified.status, 200);
  const cookie = [verified.headers["set-cookie"] ?? []].flat().map((line) => line.split(";")[0]).join("; ");
  assert.ok(cookie, "signed in");
  return { email, cookie };
}

test("two signed-in readers through the edge never see each other's account or saved items", async () => {
  const [ann, bob] = [await signedInReader("ann"), await signedInReader("bob")];
  for (let round = 0; round < 2; round++) {
    for (const [reader, other] of [[ann, bob], [bob, ann]]) {
      for (const path of ["/api/session", "/account", "/account/saved", "/api/saved/customer"]) {
        const answer = await viaEdge("today", path, { cookie: reader.cookie });
        assert.notEqual(answer.headers["x-cache"], "HIT", `${path} was served from the edge`);
        assert.ok(!answer.body.includes(other.email), `${path} showed another reader's account`);
      }
      assert.ok((await viaEdge("today", "/api/session", { cookie: reader.cookie })).body.includes(reader.email));
    }
  }
  // A shared page asked for with a reader's cookie is the shared page.
  const front = await viaEdge("today", "/", { cookie: ann.cookie });
  assert.ok(!front.body.includes(ann.email));
});

test("unkeyed request headers and an odd Host change nothing stored", async () => {
  const { path } = pages["live blog"];
  const poisoned = await viaEdge(pages["live blog"].vertical, `${path}?lazyload=false`, {
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    "x-original-url": "/account",
    "x-rewrite-url": "/account",
    "x-http-method-override": "DELETE",
    "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
  });
  assert.equal(poisoned.status, 200);
  const clean = await viaEdge(pages["live blog"].vertical, `${path}?lazyload=false`);
  assert.equal(clean.headers["x-cache"], "HIT");
  assert.ok(!clean.body.includes("evil.example"));
  assert.equal(clean.body, poisoned.body);
  await viaEdge("news", "/", { host: "evil.example" });
  const front = await viaEdge("news", "/");
  assert.ok(!front.body.includes("evil.example"));
  assert.equal((await viaEdge("news", "/", { host: "bad host/../" })).status, 400);
});

test("a reader's PURGE or BAN is refused, and nothing is dropped", async () => {
  await viaEdge("news", "/");
  for (const method of ["PURGE", "BAN"]) {
    for (const headers of [{}, { "x-purge-secret": "guess" }, { "xkey-purge": "list:news brand:news" }]) {
      assert.equal((await viaEdge("news", "/", headers, method)).status, 403, `${method} ${JSON.stringify(headers)}`);
    }
  }
  assert.equal((await viaEdge("news", "/")).headers["x-cache"], "HIT");
});

test("a live blog's poll is shared at the edge: one answer for every reader of the brand, their cookies left behind", async () => {
  const path = `/api/live-blog/${pages["live blog"].id}/latest`;
  const first = await viaEdge(pages["live blog"].vertical, path, { cookie: "access_token=reader-one" });
  assert.equal(first.status, 200);
  const second = await viaEdge(pages["live blog"].vertical, path, { cookie: "access_token=reader-two" });
  assert.equal(second.status, 200);
  assert.equal(second.headers["x-cache"], "HIT");
  assert.equal(second.body, first.body);
  assert.equal(second.headers["set-cookie"], undefined);
  // A reader's own answers still go past the edge.
  assert.equal((await viaEdge("news", "/api/session")).headers["x-cache"], "MISS");
});

test("the instances' /metrics is never served through the edge", async () => {
  for (const path of ["/metrics", "/metrics?x=1"]) assert.equal((await viaEdge("news", path)).status, 404, path);
});

test("Chromium through the edge: no policy violation, the page hydrates, and two readers never share a nonce", async () => {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    for (const [kind, target] of Object.entries(pages)) {
      const url = `http://${siteHost(target.vertical, edge.port)}${target.path}`;
      const policies = [];
      for (const reader of ["first", "second"]) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const violations = [];
        await page.addInitScript(() => document.addEventListener("securitypolicyviolation", (event) => console.error(`securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI}`)));
        page.on("console", (message) => {
          if (/Content Security Policy|securitypolicyviolation/.test(message.text())) violations.push(message.text());
        });
        const response = await page.goto(url, { waitUntil: "load" });
        assert.equal(response.status(), 200, `${kind} for the ${reader} reader`);
        policies.push(response.headers()["content-security-policy"]);
        await page.waitForFunction(() => [...document.querySelectorAll("body *")].some((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))), null, { timeout: 15_000 });
        assert.deepEqual(violations, [], `${kind}: policy violations`);
        const nonces = await page.evaluate(() => [...document.scripts].map((script) => script.nonce).filter(Boolean));
        assert.deepEqual(nonces, [], `${kind}: a stored page carries no nonce`);
        await context.close();
      }
      for (const policy of policies) assert.doesNotMatch(policy, /'nonce-/, `${kind}: no nonce in a shared policy`);
    }
  } finally {
    await browser.close();
  }
});

test("instances frozen: cached pages are still served, and what is not cached is answered within 10 s", async () => {
  const cached = await viaEdge("news", "/");
  assert.equal(cached.status, 200);
  for (const site of stack.sites) process.kill(-site.process.pid, "SIGSTOP");
  try {
    const started = Date.now();
    const served = await viaEdge("news", "/");
    assert.equal(served.status, 200);
    assert.equal(served.headers["x-cache"], "HIT");
    const missing = await viaEdge("news", `/politics/never-asked-${Date.now()}-rcna999999`);
    assert.ok(missing.status >= 500, `a page nobody can render answers an error (${missing.status})`);
    assert.ok(Date.now() - started < 10_000, `answered in ${Date.now() - started} ms`);
    // Once the probes find every instance down, stale copies are served (stale-if-error).
    await sleep(4000);
    assert.equal((await viaEdge("news", "/")).status, 200);
  } finally {
    for (const site of stack.sites) process.kill(-site.process.pid, "SIGCONT");
  }
});

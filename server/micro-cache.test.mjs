/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import compression from "compression";
import { createAnswerCaches } from "./answer-caches.mjs";
import { loaderScript } from "./first-paint-scripts.mjs";
import { createMicroCache, isStorable, MICRO_CACHE_MS, microCacheKey, replay } from "./micro-cache.mjs";
import { decorateResponse } from "./respond.mjs";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400";
const HTML = { "content-type": "text/html; charset=utf-8", vary: "RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding" };

describe("microCacheKey", () => {
  const request = (headers = {}, url = "/news/a-rcna1", method = "GET") => ({ method, url, headers: { host: "Today.localhost:3000", ...headers } });
  test.each([
    ["a page", request(), "today.localhost:3000 /news/a-rcna1"],
    ["a page with a query", request({}, "/?page=2"), "today.localhost:3000 /?page=2"],
    ["a HEAD request", request({}, "/", "HEAD"), null],
    ["a POST", request({}, "/", "POST"), null],
    ["a client navigation's RSC request", request({ rsc: "1" }), null],
    ["an RSC request known by its query", request({}, "/news?_rsc=abc"), null],
    ["a prefetch", request({ "next-router-prefetch": "1" }), null],
    ["a server action", request({ "next-action": "x" }), null],
    ["a conditional request", request({ "if-none-match": '"x"' }), null],
    ["a range request", request({ range: "bytes=0-10" }), null],
    ["the edge fetching a page it shares (after a purge it must get Next's page now)", request({ "x-edge-shared": "1" }), null],
  ])("%s", (_, req, expected) => {
    expect(microCacheKey(req)).toBe(expected);
  });
});

describe("isStorable", () => {
  test.each([
    ["a shared HTML page", { status: 200, headers: HTML, cacheControl: SHARED }, true],
    ["a live page (5 s)", { status: 200, headers: HTML, cacheControl: "public, max-age=0, s-maxage=5, stale-while-revalidate=5" }, true],
    ["a private page", { status: 200, headers: HTML, cacheControl: "private, no-cache, no-store, max-age=0, must-revalidate" }, false],
    ["a page no shared cache may keep", { status: 200, headers: HTML, cacheControl: "public, max-age=0, s-maxage=0" }, false],
    ["a 404 page", { status: 404, headers: HTML, cacheControl: "public, max-age=0, s-maxage=10" }, false],
    ["a redirect", { status: 308, headers: HTML, cacheControl: SHARED }, false],
    ["JSON", { status: 200, headers: { "content-type": "application/json" }, cacheControl: SHARED }, false],
    ["a page that sets a cookie", { status: 200, headers: { ...HTML, "set-cookie": ["a=1"] }, cacheControl: SHARED }, false],
    ["a page that varies on a cookie", { status: 200, headers: { ...HTML, vary: "Cookie" }, cacheControl: SHARED }, false],
  ])("%s", (_, answer, expected) => {
    expect(isStorable(answer)).toBe(expected);
  });
});

describe("createMicroCache", () => {
  const answer = (size = 10) => ({ status: 200, headers: { "content-type": "text/html", "x-correlation-id": "abc" }, body: Buffer.alloc(size) });

  test(`an answer is reused for ${MICRO_CACHE_MS} ms, then asked for again`, () => {
    let now = 0;
    const cache = createMicroCache({ now: () => now });
    cache.set("k", answer());
    now = MICRO_CACHE_MS - 1;
    expect(cache.get("k")?.status).toBe(200);
    now = MICRO_CACHE_MS;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  test("the correlation id of the first render is not handed to other readers", () => {
    const cache = createMicroCache();
    cache.set("k", answer());
    expect(cache.get("k").headers).toEqual({ "content-type": "text/html" });
  });

  test("past its byte bound the oldest answers go first, and an answer larger than the bound is not kept", () => {
    const cache = createMicroCache({ maxBytes: 25 });
    cache.set("a", answer());
    cache.set("b", answer());
    cache.set("c", answer());
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([false, true, true]);
    expect(cache.bytes).toBe(20);
    cache.set("huge", answer(26));
    expect(cache.get("huge")).toBeUndefined();
  });

  test("expired answers are dropped when a new one is kept", () => {
    let now = 0;
    const cache = createMicroCache({ now: () => now });
    cache.set("a", answer());
    now = MICRO_CACHE_MS;
    cache.set("b", answer());
    expect(cache.size).toBe(1);
  });
});

describe("the answer caches in front of a renderer", () => {
  const PLACEHOLDER = "PLACEHOLDERplaceholder";
  const nonceOf = (policy) => /'nonce-([^']+)'/.exec(policy)?.[1];

  /** A server as server/serve.mjs wires it; `render` counts what reached the renderer. */
  async function serve(render) {
    const compress = compression();
    const cache = createAnswerCaches({ imageFormats: ["image/avif", "image/webp"] });
    const server = createServer((req, res) =>
      compress(req, res, () => {
        const { stored, store } = cache.lookup(req);
        decorateResponse(res, PLACEHOLDER, { store, deferred: stored?.deferred });
        if (stored) replay(res, stored);
        else render(req, res);
      }),
    );
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    // Readers' keep-alive connections would hold the server (and jest) open.
    const close = () => {
      server.close();
      server.closeAllConnections();
    };
    return { url: `http://127.0.0.1:${server.address().port}`, cache, close };
  }

  const page = (nonce, count) => `<!doctype html><p>render ${count}</p><script nonce="${nonce}">self.x=1</script>`;

  test("a second reader gets the first reader's page with a nonce of its own; a private page is rendered for each", async () => {
    let renders = 0;
    const site = await serve((req, res) => {
      renders += 1;
      res.statusCode = 200;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", req.url === "/account" ? "private, no-store" : "s-maxage=60, stale-while-revalidate=31535940");
      res.setHeader("x-correlation-id", `render-${renders}`);
      res.write(page(PLACEHOLDER, renders).slice(0, 30));
      res.end(page(PLACEHOLDER, renders).slice(30));
    });
    try {
      const first = await fetch(`${site.url}/news`, { headers: { "accept-encoding": "gzip" } });
      const firstBody = await first.text();
      // The answer is kept once it has gone out completely ("finish"), a moment after the reader has it.
      while (site.cache.size === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await fetch(`${site.url}/news`, { headers: { "accept-encoding": "identity" } });
      const bodies = [firstBody, await second.text()];
      const nonces = [first, second].map((response) => nonceOf(response.headers.get("content-security-policy")));
      expect(renders).toBe(1);
      expect(nonces[0]).not.toBe(nonces[1]);
      expect(bodies).toEqual([page(nonces[0], 1), page(nonces[1], 1)]);
      expect(second.headers.get("cache-control")).toBe(SHARED);
      expect(first.headers.get("x-correlation-id")).toBe("render-1");
      expect(second.headers.get("x-correlation-id")).toBeNull();

      await fetch(`${site.url}/news`, { headers: { rsc: "1" } }).then((response) => response.text());
      await fetch(`${site.url}/account`).then((response) => response.text());
      await fetch(`${site.url}/account`).then((response) => response.text());
      expect(renders).toBe(4);
    } finally {
      site.close();
    }
  });
  test("a page is kept with its first-load scripts deferred: a later reader's differs from the first's only in its nonce", async () => {
    const CHUNK = "/_next/static/chunks/main.js";
    const withScript = (nonce) => `<!doctype html><html><head><script src="${CHUNK}" async="" nonce="${nonce}"></script></head><body><p>news</p></body></html>`;
    const deferred = (nonce) => `<!doctype html><html><head>${loaderScript([CHUNK], nonce)}</head><body><p>news</p></body></html>`;
    let renders = 0;
    const site = await serve((req, res) => {
      renders += 1;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=60, stale-while-revalidate=31535940" });
      res.end(withScript(PLACEHOLDER));
    });
    try {
      const first = await fetch(`${site.url}/news`);
      const firstBody = await first.text();
      while (site.cache.size === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const { stored } = site.cache.lookup({ method: "GET", url: "/news", headers: { host: new URL(site.url).host } });
      expect(stored).toMatchObject({ deferred: true, body: Buffer.from(deferred(PLACEHOLDER)) });
      const second = await fetch(`${site.url}/news`);
      const nonces = [first, second].map((response) => nonceOf(response.headers.get("content-security-policy")));
      expect(renders).toBe(1);
      expect([firstBody, await second.text()]).toEqual([deferred(nonces[0]), deferred(nonces[1])]);
      // The replay sends the stored bytes themselves around its nonce: with their length, and leaving them as stored.
      expect(Number(second.headers.get("content-length"))).toBe(Buffer.byteLength(deferred(nonces[1])));
      expect(stored.body).toEqual(Buffer.from(deferred(PLACEHOLDER)));
    } finally {
      site.close();
    }
  });

  test("a replayed page larger than the socket's buffer goes out whole, compressed or not", async () => {
    // Text that gzip cannot shrink below the socket's 16 kB high-water mark.
    const noise = randomBytes(60_000).toString("base64");
    const large = (nonce) => `<!doctype html><script nonce="${nonce}">self.x=1</script><p>${noise}</p><script nonce="${nonce}">self.y=2</script>`;
    const site = await serve((req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=60, stale-while-revalidate=31535940" });
      res.end(large(PLACEHOLDER));
    });
    try {
      await fetch(`${site.url}/news`).then((response) => response.text());
      while (site.cache.size === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const encoding of ["gzip", "identity"]) {
        const replayed = await fetch(`${site.url}/news`, { headers: { "accept-encoding": encoding }, signal: AbortSignal.timeout(5000) });
        const nonce = nonceOf(replayed.headers.get("content-security-policy"));
        expect([encoding, replayed.headers.get("content-encoding"), await replayed.text()]).toEqual([encoding, encoding === "gzip" ? "gzip" : null, large(nonce)]);
      }
    } finally {
      site.close();
    }
  });

  test("an optimised image is encoded once per format and served to later readers; a conditional request and a refusal reach the renderer", async () => {
    const encodes = [];
    const site = await serve((req, res) => {
      encodes.push(`${req.headers.accept} ${req.headers["if-none-match"] ?? ""}`.trim());
      if (!req.url.includes("w=758")) {
        res.writeHead(400, { "content-type": "text/plain" }).end('"w" parameter (width) of 759 is not allowed');
        return;
      }
      const avif = String(req.headers.accept).includes("image/avif");
      res.writeHead(200, { "content-type": avif ? "image/avif" : "image/webp", vary: "Accept", etag: avif ? '"a"' : '"w"', "cache-control": "public, max-age=31536000, must-revalidate" });
      res.end(Buffer.from(avif ? "AVIF bytes" : "WebP bytes"));
    });
    const image = (accept, headers = {}) =>
      fetch(`${site.url}/_next/image?url=http%3A%2F%2F127.0.0.1%2Fimages%2Fa.png&w=758&q=70`, { headers: { accept, ...headers } }).then(async (response) => ({
        status: response.status,
        type: response.headers.get("content-type"),
        body: await response.text(),
      }));
    const keptCount = async (count) => {
      while (site.cache.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    try {
      expect(await image("image/avif,image/webp,*/*")).toEqual({ status: 200, type: "image/avif", body: "AVIF bytes" });
      await keptCount(1);
      expect(await image("image/avif,image/webp,*/*")).toEqual({ status: 200, type: "image/avif", body: "AVIF bytes" });
      // Another wording of an Accept that gets AVIF all the same.
      expect(await image("image/jxl,image/avif,image/webp,*/*;q=0.8")).toEqual({ status: 200, type: "image/avif", body: "AVIF bytes" });
      expect(await image("image/webp,*/*")).toEqual({ status: 200, type: "image/webp", body: "WebP bytes" });
      await keptCount(2);
      expect(await image("image/webp,*/*")).toEqual({ status: 200, type: "image/webp", body: "WebP bytes" });
      await image("image/avif,image/webp,*/*", { "if-none-match": '"a"' });
      const refused = () => fetch(`${site.url}/_next/image?url=x&w=759&q=70`, { headers: { accept: "image/avif" } }).then((response) => response.status);
      expect([await refused(), await refused()]).toEqual([400, 400]);
      expect(encodes).toEqual(["image/avif,image/webp,*/*", "image/webp,*/*", 'image/avif,image/webp,*/* "a"', "image/avif", "image/avif"]);
    } finally {
      site.close();
    }
  });
});

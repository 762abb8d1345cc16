/** @jest-environment node */
import { createServer } from "node:http";
import compression from "compression";
import { loaderScript } from "./first-paint-scripts.mjs";
import { decorateResponse } from "./respond.mjs";

const PLACEHOLDER = "PLACEHOLDERplaceholder";
const PAGE_POLICY = "default-src 'self'; img-src 'self'";
const CHUNK = "/_next/static/chunks/main.js";
const headOf = (nonce) => `<head><script src="${CHUNK}" async="" nonce="${nonce}"></script></head>`;
const page = (nonce, head = headOf(nonce)) => `<!doctype html><html>${head}<body>${"<p>news</p>".repeat(200)}<script nonce="${nonce}">self.x=1</script></body></html>`;
/** The page as a reader gets it: its first-load script started by the loader (server/first-paint-scripts.mjs). */
const sent = (nonce) => page(nonce, `<head>${loaderScript([CHUNK], nonce)}</head>`);

/** A server answering like Next: headers set first, then the body in two writes (or one `end` with Content-Length). */
function serve(answer) {
  const compress = compression();
  const server = createServer((req, res) => compress(req, res, () => {
    decorateResponse(res, PLACEHOLDER, { pagePolicy: PAGE_POLICY });
    answer(req, res);
  }));
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function get(answer, headers = {}, init = {}) {
  const server = await serve(answer);
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/`, { headers, ...init });
    return { response, body: await response.text() };
  } finally {
    server.close();
  }
}

const streamed = (contentType, status = 200, cacheControl = "s-maxage=60, stale-while-revalidate=31535940") => (req, res) => {
  res.statusCode = status;
  res.setHeader("content-type", contentType);
  res.setHeader("cache-control", cacheControl);
  res.setHeader("content-security-policy", "object-src 'none'");
  const html = page(PLACEHOLDER);
  res.write(html.slice(0, html.indexOf(PLACEHOLDER) + 5));
  res.end(html.slice(html.indexOf(PLACEHOLDER) + 5));
};

const nonceOf = (policy) => /'nonce-([^']+)'/.exec(policy)?.[1];

describe("decorateResponse", () => {
  test.each([["gzip"], ["identity"]])("an HTML page gets a fresh nonce in its body and its policy (%s)", async (encoding) => {
    const first = await get(streamed("text/html; charset=utf-8"), { "accept-encoding": encoding });
    const second = await get(streamed("text/html; charset=utf-8"), { "accept-encoding": encoding });
    const nonce = nonceOf(first.response.headers.get("content-security-policy"));
    expect(first.response.headers.get("content-security-policy")).toBe(`object-src 'none'; ${PAGE_POLICY}; script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`);
    expect(first.body).toBe(sent(nonce));
    expect(first.body).not.toContain(PLACEHOLDER);
    expect(nonceOf(second.response.headers.get("content-security-policy"))).not.toBe(nonce);
    expect(first.response.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
  });

  test("a page sent in one piece with a Content-Length goes out whole, without the length its rewrite made false", async () => {
    const { response, body } = await get((req, res) => {
      const html = page(PLACEHOLDER);
      res.writeHead(200, { "content-type": "text/html", "content-length": Buffer.byteLength(html) });
      res.end(html);
    }, { "accept-encoding": "identity" });
    expect(response.headers.get("content-length")).toBeNull();
    expect(body).toBe(sent(nonceOf(response.headers.get("content-security-policy"))));
  });

  test("anything but HTML passes unchanged, without a script or page policy", async () => {
    const { response, body } = await get(streamed("text/x-component"));
    expect(body).toBe(page(PLACEHOLDER));
    expect(response.headers.get("content-security-policy")).toBe("object-src 'none'");
  });

  test("a redirect carries one Location even when Next set it twice", async () => {
    const target = "https://nbcnews.com/world/a-rcna1";
    const { response } = await get((req, res) => {
      res.statusCode = 308;
      res.setHeader("location", [target, target]);
      res.end();
    }, {}, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(target);
  });

  test.each([
    ["a shared page", 200, undefined, "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400"],
    ["a live page", 200, "live", "public, max-age=0, s-maxage=5, stale-while-revalidate=5, stale-if-error=86400"],
    ["an error page Next marked shared", 500, undefined, "private, no-cache, no-store, max-age=0, must-revalidate"],
  ])("%s gets its Cache-Control, and the kind header stays inside", async (_, status, kind, expected) => {
    const { response } = await get((req, res) => {
      if (kind) res.setHeader("x-cache-kind", kind);
      streamed("text/html", status)(req, res);
    });
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe(expected);
    expect(response.headers.get("x-cache-kind")).toBeNull();
  });
});

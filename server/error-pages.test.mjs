/** @jest-environment node */
import { createServer } from "node:http";
import compression from "compression";
import { createErrorPages } from "./error-pages.mjs";
import { decorateResponse } from "./respond.mjs";
import { ERROR_PAGE_HEADER } from "../lib/routing/error-page.mjs";

const PLACEHOLDER = "PLACEHOLDERplaceholder";
const SHELL = '<!DOCTYPE html><html id="__next_error__"><body><div hidden></div></body></html>';
const whole = (status, url) => `<!DOCTYPE html><html lang="en"><body><header>NBC News</header><main>page ${status} for ${url}</main><script nonce="${PLACEHOLDER}"></script></body></html>`;

/**
 * A server shaped like server/serve.mjs, with a "Next" that answers every page 404 (or `status`) with its empty
 * error shell, as Next streams it (headers flushed, then chunks), and the error page route to this server's own request.
 */
async function serve({ status = 404, errorRoute = (req, res) => res.end(whole(req.headers[ERROR_PAGE_HEADER].split(" ")[0], req.url)) } = {}) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const errorPages = createErrorPages({ port: server.address().port, timeoutMs: 1000 });
  const compress = compression();
  const seen = [];
  server.on("request", (req, res) => {
    seen.push({ url: req.url, internal: req.headers[ERROR_PAGE_HEADER] !== undefined });
    if (errorPages.isInternal(req)) return errorRoute(req, res);
    compress(req, res, () => {
      decorateResponse(res, PLACEHOLDER);
      errorPages.wrap(req, res);
      res.statusCode = req.url.startsWith("/fine") ? 200 : status;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.flushHeaders();
      res.write(SHELL.slice(0, 20));
      res.end(SHELL.slice(20));
    });
  });
  return { server, errorPages, seen, url: `http://127.0.0.1:${server.address().port}` };
}

async function get(site, path, headers = {}) {
  const response = await fetch(`${site.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("error pages", () => {
  let site;
  afterEach(() => site?.server.close());

  test.each([404, 403, 500])("a %i page answer carries the whole error page, with Next's status and headers and a fresh nonce", async (status) => {
    site = await serve({ status });
    const answer = await get(site, "/politics/gone-rcna1?chromeless=true");
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(`page ${status} for /politics/gone-rcna1?chromeless=true`);
    expect(answer.body).not.toContain("__next_error__");
    expect(answer.body).not.toContain(PLACEHOLDER);
    expect(answer.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(answer.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
  });

  test("a success, a client navigation's RSC request and a HEAD are left alone", async () => {
    site = await serve();
    expect((await get(site, "/fine")).body).toBe(SHELL);
    expect((await get(site, "/gone", { rsc: "1" })).body).toBe(SHELL);
    expect((await fetch(`${site.url}/gone`, { method: "HEAD" })).status).toBe(404);
    expect(site.seen.filter((request) => request.internal)).toEqual([]);
  });

  test("a failing error page route leaves Next's own answer", async () => {
    site = await serve({ errorRoute: (req, res) => ((res.statusCode = 500), res.end("broken")) });
    const answer = await get(site, "/gone");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(SHELL);
  });

  test("a reader's own error-page header is dropped, signed or not", async () => {
    site = await serve();
    const forged = await get(site, "/gone", { [ERROR_PAGE_HEADER]: "404 guessed" });
    expect(forged.body).toContain("page 404 for /gone");
    expect(site.errorPages.isInternal({ headers: { [ERROR_PAGE_HEADER]: "404 guessed" }, socket: { remoteAddress: "127.0.0.1" } })).toBe(false);
    const signed = { headers: { [ERROR_PAGE_HEADER]: `404 ${site.errorPages.secret}` }, socket: { remoteAddress: "203.0.113.9" } };
    expect(site.errorPages.isInternal(signed)).toBe(false);
    expect(signed.headers[ERROR_PAGE_HEADER]).toBeUndefined();
  });
});

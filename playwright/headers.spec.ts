import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";

/** Node does not resolve *.localhost: ask the loopback with the brand's Host header. */
const get = (request: APIRequestContext, path: string, host = `localhost:${E2E_PORT}`) =>
  request.get(`http://localhost:${E2E_PORT}${path}`, { headers: { host }, maxRedirects: 0 });

/** One address per page kind (embedded views aside), and answers that are not pages. */
const FRAMED_NOWHERE = [
  "/",
  "/politics",
  "/politics/x-rcna100000",
  "/politics/live-blog/x-rlna900000",
  "/video/x-mmvo2000000",
  "/politics/x-ncsl300000",
  "/playlist/playlist-news-1",
  "/embedded-videos/not-an-embedded-view",
  "/no-such-section",
  "/api/health",
  "/robots.txt",
];
const EMBEDDED = ["/embedded-video/mmvo2000000", "/playmaker/mmvo2000000", "/embedded-newsletter/x", "/embedded-pkg/x"];

test.describe("security headers", () => {
  for (const path of [...FRAMED_NOWHERE, ...EMBEDDED]) {
    test(`${path} is not sniffed, keeps referrers to the origin and forbids plugins and base changes`, async ({ request }) => {
      const headers = (await get(request, path)).headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"]).toContain("object-src 'none'; base-uri 'self'; form-action 'self'");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  for (const path of FRAMED_NOWHERE) {
    test(`${path} may be framed only by the site itself`, async ({ request }) => {
      const headers = (await get(request, path)).headers();
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    });
  }

  for (const path of EMBEDDED) {
    test(`${path} may be framed by other sites`, async ({ request }) => {
      const headers = (await get(request, path)).headers();
      expect(headers["x-frame-options"]).toBeUndefined();
      expect(headers["content-security-policy"]).toContain("frame-ancestors *");
    });
  }

  test("HSTS on the brands' own hosts, never on localhost", async ({ request }) => {
    expect((await get(request, "/", "www.nbcnews.com")).headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect((await get(request, "/", `today.localhost:${E2E_PORT}`)).headers()["strict-transport-security"]).toBeUndefined();
    expect((await get(request, "/")).headers()["strict-transport-security"]).toBeUndefined();
  });

  test("a client-sent x-middleware-subrequest header does not skip the proxy", async ({ request }) => {
    const response = await request.get(`http://localhost:${E2E_PORT}/politics`, {
      headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", host: `localhost:${E2E_PORT}` },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Politics");
  });
});

test("an embedded video plays inside another site's frame; an article refuses to be framed", async ({ page }) => {
  // Another site: the loopback address is another origin than localhost.
  await page.goto(`http://127.0.0.1:${E2E_PORT}/api/health`);
  await page.setContent(`<iframe title="embed" src="http://localhost:${E2E_PORT}/embedded-video/mmvo2000000"></iframe><iframe title="article" src="http://localhost:${E2E_PORT}/politics/x-rcna100000"></iframe>`);
  const embed = page.frameLocator('iframe[title="embed"]');
  await expect(embed.locator("video")).toBeAttached();
  // Chromium replaces a frame refused by X-Frame-Options / frame-ancestors with its error page.
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain("chrome-error://chromewebdata/");
  await expect(page.frameLocator('iframe[title="article"]').getByRole("heading", { level: 1 })).toHaveCount(0);
});

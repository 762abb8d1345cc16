import { expect, test } from "./test";
import { type APIRequestContext, type Page } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

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

/** Every page kind a reader meets, with an island that must still hydrate under the script policy. */
const PAGES = [
  "/",
  "/politics",
  "/politics/x-rcna100000",
  "/politics/live-blog/x-rlna900000",
  "/video/x-mmvo2000000",
  "/politics/x-ncsl300000",
  "/live",
  "/no-such-section",
];
const nonceOf = (policy: string | undefined) => /script-src 'nonce-([A-Za-z0-9_-]{22})' 'strict-dynamic'/.exec(policy ?? "")?.[1];

test.describe("script policy", () => {
  for (const path of PAGES) {
    test(`${path} runs only scripts carrying this answer's own nonce`, async ({ request }) => {
      const [first, second] = [await get(request, path), await get(request, path)];
      const nonce = nonceOf(first.headers()["content-security-policy"]);
      expect(nonce, "a nonce in the policy").toBeDefined();
      // Inline styles are allowed (style-src); scripts never are.
      const scriptSrc = /script-src [^;]*/.exec(first.headers()["content-security-policy"] ?? "")?.[0];
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      const scripts = [...(await first.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
      const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'));
      expect(executable.length).toBeGreaterThan(0);
      for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
      // The same cached page, a new nonce.
      expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);
    });
  }

  test("a nonce sent by a client never reaches a cached page", async ({ request }) => {
    const response = await request.get(`http://localhost:${E2E_PORT}/politics`, {
      headers: { host: `localhost:${E2E_PORT}`, "content-security-policy": "script-src 'nonce-chosenbytheclient00000'" },
    });
    expect(await response.text()).not.toContain("chosenbytheclient");
    const later = await get(request, "/politics");
    expect(await later.text()).toContain(`nonce="${nonceOf(later.headers()["content-security-policy"])}"`);
  });

  test("a browser revalidating a page gets it whole, under a fresh nonce", async ({ request }) => {
    const first = await get(request, "/politics");
    // A 304 would keep the browser's copy (its old nonce) under the new answer's policy, whose nonce differs.
    const again = await request.get(`http://localhost:${E2E_PORT}/politics`, {
      headers: { host: `localhost:${E2E_PORT}`, "if-none-match": first.headers().etag ?? '"any"' },
    });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(`nonce="${nonceOf(again.headers()["content-security-policy"])}"`);
  });

});

const on = (vertical: string, path: string) => `http://${vertical}.localhost:${E2E_PORT}${path}`;

/** Collects every policy violation of the page and its frames: the DOM event, and Chromium's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy") || message.text().startsWith("securitypolicyviolation")) violations.push(message.text());
  });
  return violations;
}

/** An id the seed really has: a package of news's home front (the embedded package view shows one). */
async function homePackageId(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/content/curation/slug/news`);
  const { data } = (await answer.json()) as { data: { curation: { layouts: { packages: { id: string }[] }[] } } };
  const id = data.curation.layouts.flatMap((layout) => layout.packages)[0]?.id;
  expect(id, "a package on news's home front").toBeDefined();
  return id as string;
}

/** Every page kind a reader meets, and what shows that its scripts ran (the header's account island is client-rendered). */
const SIGN_IN = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Sign in" });
const PAGE_KINDS: { kind: string; url: string | ((request: APIRequestContext) => Promise<string>); ready: (page: Page) => ReturnType<Page["getByRole"]> }[] = [
  { kind: "front", url: "/", ready: SIGN_IN },
  { kind: "section front", url: "/politics", ready: SIGN_IN },
  { kind: "article", url: "/politics/x-rcna100000", ready: SIGN_IN },
  { kind: "gated article (paywall provider runtime)", url: "/x/y-rcna100020", ready: SIGN_IN },
  { kind: "live blog", url: "/politics/live-blog/x-rlna900000", ready: SIGN_IN },
  { kind: "recipe", url: on("today", "/recipes/x-tdrp401000"), ready: SIGN_IN },
  { kind: "slideshow", url: "/politics/x-ncsl300000", ready: SIGN_IN },
  { kind: "video", url: "/video/x-mmvo2000000", ready: SIGN_IN },
  { kind: "product page", url: on("today", "/shop/product/x-ncpd501000"), ready: SIGN_IN },
  { kind: "show blog", url: on("msnbc", "/the-evening-report/blog/x-ncpn600005"), ready: SIGN_IN },
  { kind: "live TV", url: "/live", ready: SIGN_IN },
  { kind: "local news", url: "/local", ready: SIGN_IN },
  { kind: "local news of a zip", url: "/local/10001", ready: SIGN_IN },
  { kind: "account, signed out", url: "/account", ready: (page) => page.getByRole("button", { name: "Sign in" }).first() },
  { kind: "missing page", url: "/no-such-section", ready: SIGN_IN },
  { kind: "embedded video", url: "/embedded-video/mmvo2000000", ready: (page) => page.getByRole("button", { name: /play/i }).or(page.locator("video")).first() },
  { kind: "playmaker", url: "/playmaker/mmvo2000000", ready: (page) => page.locator("video").first() },
  { kind: "embedded newsletter", url: on("today", "/embedded-newsletter/sub_today"), ready: (page) => page.getByRole("button").first() },
  { kind: "embedded package", url: async (request) => `/embedded-pkg/${await homePackageId(request)}`, ready: (page) => page.getByRole("link").first() },
];

test.describe("page policy in Chromium", () => {
  for (const { kind, url, ready } of PAGE_KINDS) {
    test(`${kind} loads and hydrates without a policy violation`, async ({ page, request }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(typeof url === "string" ? url : await url(request));
      if (kind !== "missing page" && kind !== "account, signed out") expect(response?.status(), "a real page of the seed").toBe(200);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState("load");
      expect(violations).toEqual([]);
    });
  }

  test("live TV: the provider's login frame, its logos and the stream load without a policy violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(on("msnbc", "/live"));
    await page.getByRole("button", { name: "Sign in with your TV provider" }).click();
    const panel = page.getByRole("dialog", { name: "Choose your TV provider" });
    await expect(panel.getByRole("img").first()).toBeVisible();
    await panel.getByRole("list", { name: "Popular providers" }).getByRole("button", { name: "Xfinity" }).click();
    const frame = page.frameLocator('iframe[title="Sign in to Xfinity"]');
    await frame.getByLabel("Username").fill("viewer");
    await frame.getByLabel("Password").fill("watch-live");
    await frame.getByRole("button", { name: "Sign in" }).click();
    const video = page.getByLabel("MSNBC live stream");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2), { timeout: 15_000 }).toBe(true);
    expect(violations).toEqual([]);
  });
});

test.describe("cache headers by page kind", () => {
  const SHARED = /^public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400$/;
  const LIVE = /^public, max-age=0, s-maxage=5, stale-while-revalidate=5, stale-if-error=86400$/;
  for (const [path, expected] of [
    ["/", SHARED],
    ["/politics", SHARED],
    ["/politics/x-rcna100000", SHARED],
    ["/video/x-mmvo2000000", SHARED],
    ["/politics/live-blog/x-rlna900000", LIVE],
    ["/live", LIVE],
  ] as const) {
    test(`${path} may be kept by a CDN, stale while it fails`, async ({ request }) => {
      // The canonical address (the short one redirects there).
      const response = await request.get(`http://localhost:${E2E_PORT}${path}`, { headers: { host: `localhost:${E2E_PORT}` } });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toMatch(expected);
      expect(response.headers()["x-cache-kind"]).toBeUndefined();
    });
  }

  test("a missing page is shared only briefly and never stale; personal answers are never shared", async ({ request }) => {
    expect((await get(request, "/no-such-section")).headers()["cache-control"]).toBe("public, max-age=0, s-maxage=10");
    expect((await get(request, "/account")).headers()["cache-control"]).toMatch(/private|no-store/);
    expect((await get(request, "/api/session")).headers()["cache-control"]).toMatch(/private|no-store/);
  });
});

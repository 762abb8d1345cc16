import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { type APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { E2E_PORT } from "../playwright.config";

const on = (vertical: string, path: string) => `http://${vertical}.localhost:${E2E_PORT}${path}`;

/**
 * Node does not resolve *.localhost as Chromium does: ask the loopback with the brand's Host header, following up to two
 * redirects (a slug-less path moves to its canonical one) on that host. Left to itself, the client would follow them
 * without the Host header, i.e. on NBC News, and check another brand's page.
 */
async function getOn(request: APIRequestContext, vertical: string, path: string) {
  const host = `${vertical}.localhost:${E2E_PORT}`;
  let response = await request.get(`http://localhost:${E2E_PORT}${path}`, { headers: { host }, maxRedirects: 0 });
  for (let hop = 0; hop < 2 && response.status() >= 300 && response.status() < 400; hop++) {
    const location = new URL(response.headers()["location"] ?? "/", `http://${host}`);
    response = await request.get(`http://localhost:${E2E_PORT}${location.pathname}${location.search}`, { headers: { host }, maxRedirects: 0 });
  }
  return response;
}

/** One URL per page kind, from the embedded upstream's seed, with the JSON-LD types it must carry. */
const PAGES = [
  { kind: "home front", vertical: "news", path: "/", types: ["CollectionPage"] },
  { kind: "section front", vertical: "news", path: "/politics", types: ["CollectionPage"] },
  { kind: "shopping front", vertical: "today", path: "/?price=100-200|under-25", types: ["CollectionPage", "ItemList"] },
  { kind: "article", vertical: "news", path: "/politics/x-rcna100000", types: ["NewsArticle", "BreadcrumbList"] },
  { kind: "Spanish article", vertical: "noticias", path: "/politica/x-rcna104000", types: ["NewsArticle", "BreadcrumbList"] },
  { kind: "recipe", vertical: "today", path: "/recipes/x-tdrp401000", types: ["Recipe", "BreadcrumbList"] },
  { kind: "product", vertical: "today", path: "/shop/product/harbor-co-weighted-blanket-ncpd501000", types: ["Product", "BreadcrumbList"] },
  { kind: "slideshow", vertical: "news", path: "/politics/x-ncsl300000", types: ["ImageGallery", "BreadcrumbList"] },
  { kind: "video", vertical: "news", path: "/video/x-mmvo2000000", types: ["VideoObject"] },
  { kind: "live blog", vertical: "news", path: "/politics/live-blog/x-rlna900000", types: ["LiveBlogPosting"] },
  { kind: "show blog", vertical: "msnbc", path: "/the-evening-report/blog/x-ncpn600005", types: ["NewsArticle"] },
] as const;

// Same-origin assets need no Subresource Integrity; everything else of the standard document rules applies.
const validator = new HtmlValidate({ extends: ["html-validate:document"], rules: { "require-sri": "off" } });

async function serverHtml(request: APIRequestContext, vertical: string, path: string): Promise<string> {
  const response = await getOn(request, vertical, path);
  expect(response.status(), `${vertical} ${path}`).toBe(200);
  return response.text();
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => {
    const data = JSON.parse(match[1] ?? "null") as { "@type"?: string };
    return data["@type"] ?? "";
  });
}

for (const { kind, vertical, path, types } of PAGES) {
  test.describe(kind, () => {
    test("is valid HTML with its structured data", async ({ request }) => {
      const html = await serverHtml(request, vertical, path);
      const report = await validator.validateString(html);
      const problems = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(problems).toEqual([]);
      expect(jsonLdTypes(html)).toEqual(expect.arrayContaining([...types]));
      expect(html).toMatch(/<link rel="canonical" href="https:\/\//);
      expect(html).toMatch(/<meta property="og:title"/);
    });

    test("has no serious accessibility violation", async ({ page }) => {
      // axe walks every node and frame: a 150-post live blog takes it a while on a busy 2-core machine.
      test.setTimeout(90_000);
      await page.goto(on(vertical, path));
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  });
}

test.describe("crawler files", () => {
  test("robots.txt names the sitemaps of the brand", async ({ request }) => {
    const text = await (await getOn(request, "today", "/robots.txt")).text();
    expect(text).toContain("Sitemap: https://today.com/sitemap.xml");
    expect(text).toContain("Disallow: /account/");
  });

  test("the sitemap and the news sitemap are XML lists of the brand's URLs", async ({ request }) => {
    const sitemap = await getOn(request, "today", "/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    expect(await sitemap.text()).toMatch(/<loc>https:\/\/today\.com\/[^<]+<\/loc>/);
    const news = await getOn(request, "news", "/sitemaps/news.xml");
    expect(news.status()).toBe(200);
    expect(await news.text()).toContain("xmlns:news=");
  });

  test("a front has an RSS feed of its stories", async ({ request, page }) => {
    await page.goto(on("news", "/politics"));
    const href = await page.locator('link[type="application/rss+xml"]').getAttribute("href");
    expect(href).toMatch(/\/feeds\/rss\/politics$/);
    const feed = await getOn(request, "news", "/feeds/rss/politics");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toMatch(/<item>.*<title>.+<\/title>.*<link>https:\/\/nbcnews\.com\//s);
  });
});

import { expect, test } from "./test";
import { E2E_PORT } from "../playwright.config";

/**
 * What the largest paint waits for (docs/decisions.md "One stylesheet"): on every page kind the first paint needs
 * the HTML and one stylesheet, and the likely largest image is in the server HTML, fetched first and at once.
 */
const on = (vertical: string, path: string) => `http://${vertical === "news" ? "" : `${vertical}.`}localhost:${E2E_PORT}${path}`;

const PAGES: [string, string, string][] = [
  ["home front", "news", "/"],
  ["section front", "news", "/politics"],
  ["article", "news", "/politics/x-rcna100000"],
  ["live blog", "news", "/politics/live-blog/x-rlna900000"],
  ["recipe", "today", "/recipes/x-tdrp401000"],
  ["video", "news", "/video/x-mmvo2000000"],
  ["slideshow", "news", "/politics/x-ncsl300000"],
];

test.describe("the largest paint waits for little", () => {
  for (const [kind, vertical, path] of PAGES) {
    test(`${kind}: one render-blocking stylesheet, the lead image fetched first`, async ({ page }) => {
      test.skip(test.info().project.name === "phone", "the server HTML is the same for every device");
      // Node does not resolve *.localhost: the brand's host travels in the Host header.
      const response = await page.request.get(`http://localhost:${E2E_PORT}${path}`, { headers: { host: new URL(on(vertical, path)).host } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<link rel="stylesheet"/g) ?? []).toHaveLength(1);
      // An image flagged as the likely largest paint (a video page's poster is preloaded the same way).
      expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*loading="eager"|<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"/i);

      await page.goto(on(vertical, path));
      await expect(page.locator(".ie11-alert")).toBeHidden();
    });
  }
});

/**
 * Next's first-load scripts start after the first frame (server/first-paint-scripts.mjs): none is requested before
 * the browser has begun drawing the page, each is added once, and the page still comes alive (the header's Sign in
 * opens its dialog).
 */
test.describe("the first paint comes before the framework", () => {
  for (const [kind, vertical, path] of PAGES) {
    test(`${kind}: no script of the page's is fetched before its first frame, and each once`, async ({ page }) => {
      test.skip(test.info().project.name === "phone", "the loader is the same for every device");
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        });
      });
      await page.goto(on(vertical, path));
      await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      const { firstFrameAt, chunkStarts, chunkScripts } = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
        chunkScripts: [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/chunks/"]')].map((script) => script.getAttribute("src")),
        chunkStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(chunkStarts.length).toBeGreaterThan(0);
      expect(Math.min(...chunkStarts)).toBeGreaterThanOrEqual(firstFrameAt);
      // Each chunk is added once: React adds a client component's chunk again unless it finds it as `script[async]`.
      expect(chunkScripts.filter((src, index) => chunkScripts.indexOf(src) !== index)).toEqual([]);
    });
  }
});

import { expect, test } from "@playwright/test";
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

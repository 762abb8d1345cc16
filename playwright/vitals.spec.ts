import { expect, test } from "./test";
import { E2E_PORT } from "../playwright.config";

/**
 * Field data: a sampled page view (the e2e server sets VITALS_SAMPLE_RATE=1) sends its LCP, INP and CLS from the
 * web-vitals library to /api/vitals when the page is hidden, without cookies; the endpoint logs them per page kind.
 */
const NEWS = `http://localhost:${E2E_PORT}`;

test("an article view reports LCP, INP and CLS to /api/vitals, without cookies", async ({ page, context }) => {
  await context.addCookies([{ name: "tracking_probe", value: "secret", url: NEWS }]);
  await page.goto(`${NEWS}/politics/x-rcna100000`);
  // The reporter loads when the page is idle.
  await page.waitForLoadState("networkidle");
  // Interactions, so there is an INP to report (a click, then a key press a moment later).
  await page.waitForTimeout(1000);
  await page.getByRole("main").getByRole("heading", { level: 1 }).click();
  await page.waitForTimeout(500);
  await page.keyboard.press("End");
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/vitals") && request.method() === "POST");
  // The reader switches tabs: the page is hidden (a keepalive request from a page navigating away is not seen by
  // Playwright, so the browser's hide is played here, as the page would see it).
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  const request = await beacon;
  expect(request.headers().cookie).toBeUndefined();
  const body = request.postDataJSON() as { path: string; metrics: { name: string; value: number; rating: string }[] };
  expect(body.path).toMatch(/^\/politics\/[a-z0-9-]+-rcna100000$/);
  expect(body.metrics.map((metric) => metric.name).sort()).toEqual(["CLS", "INP", "LCP"]);
  for (const metric of body.metrics) expect(metric.value).toBeGreaterThanOrEqual(0);
  expect((await request.response())?.status()).toBe(204);
});

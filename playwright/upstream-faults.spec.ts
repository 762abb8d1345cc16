/**
 * Upstream faults: the embedded upstream's test-only fault switch (UPSTREAM_TEST_ENDPOINTS=1, set by the e2e config)
 * makes one content call slow, fail, answer malformed JSON or off-contract JSON, or drop the connection. A page
 * must then answer within the site's upstream timeout budget: from the cache when it holds the page, else the
 * 500 page; and once the fault is cleared the same page renders again by itself.
 * Every run asks for its pages with a `bento=` value of its own: a new cache key, so no earlier run or other
 * spec has rendered them on this server.
 */
import { expect, test } from "./test";
import { type APIRequestContext, type Page } from "@playwright/test";
import { E2E_UPSTREAM_PORT } from "../playwright.config";
import { CONTENT_REVALIDATE_SECONDS, REQUEST_TIMEOUT_MS } from "../lib/api/request";

const UPSTREAM = `http://127.0.0.1:${E2E_UPSTREAM_PORT}`;
/** The upstream timeout plus rendering on a busy two-core machine. */
const BUDGET_MS = REQUEST_TIMEOUT_MS + 3000;
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

type FaultKind = "slow" | "500" | "malformed-json" | "schema-violation" | "down";

async function inject(request: APIRequestContext, pathPrefix: string, fault: FaultKind, durationMs?: number): Promise<void> {
  const response = await request.post(`${UPSTREAM}/testing/faults`, { data: { pathPrefix, fault, ...(durationMs === undefined ? {} : { durationMs }) } });
  expect(response.status(), await response.text()).toBe(200);
}

async function clearFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete(`${UPSTREAM}/testing/faults`)).status()).toBe(200);
}

/** Loads a page and says how long the document took. */
async function timedGoto(page: Page, url: string) {
  const started = Date.now();
  const response = await page.goto(url, { waitUntil: "commit" });
  await page.waitForLoadState("domcontentloaded");
  return { status: response?.status(), ms: Date.now() - started };
}

async function expectErrorPage(page: Page) {
  await expect(page.getByRole("heading", { name: "Something Went Wrong" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/ECONNRESET|ECONNREFUSED|Malformed JSON|Unexpected answer|Timed out|TimeoutError|fetch failed/);
}

/** Once the fault is cleared the page renders again by itself within a few seconds (failures are remembered for 1 s). */
async function expectRecovery(page: Page, url: string) {
  await expect(async () => expect((await timedGoto(page, url)).status).toBe(200)).toPass({ intervals: [500, 1000, 1000], timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something Went Wrong" })).toHaveCount(0);
}

/** With a fault injected for `url`: the 500 page within the budget; with the fault cleared, the page by itself. */
async function expectErrorPageThenRecovery(page: Page, request: APIRequestContext, url: string) {
  const failed = await timedGoto(page, url);
  expect(failed.status).toBe(500);
  expect(failed.ms).toBeLessThan(BUDGET_MS);
  await expectErrorPage(page);

  await clearFaults(request);
  await expectRecovery(page, url);
}

// Seeded NBC News articles no other spec opens (rcna100000 + index).
const ARTICLES: Record<FaultKind, string> = {
  "500": "rcna100061",
  "malformed-json": "rcna100062",
  "schema-violation": "rcna100063",
  down: "rcna100064",
  slow: "rcna100065",
};

test.describe("upstream faults", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "desktop", "server behaviour does not depend on the device"));
  test.afterEach(async ({ request }) => clearFaults(request));

  for (const [fault, id] of Object.entries(ARTICLES) as [FaultKind, string][]) {
    test(`${fault}: an uncached article is the 500 page within the budget, then recovers by itself`, async ({ page, request }) => {
      const url = `/news/x-${id}?bento=fault-${fault}-${RUN}`;
      await inject(request, `/content/article/${id}`, fault);
      await expectErrorPageThenRecovery(page, request, url);
    });
  }

  test("a cached article is served from the cache while the whole content API is down", async ({ page, request }) => {
    const url = `/news/x-rcna100066?bento=fault-cached-${RUN}`;
    expect((await timedGoto(page, url)).status).toBe(200);
    const headline = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
    expect(headline).toBeTruthy();
    const canonical = page.url();

    for (const fault of ["down", "500", "slow"] as const) {
      await inject(request, "/content/", fault);
      const cached = await timedGoto(page, canonical);
      expect(cached.status, fault).toBe(200);
      expect(cached.ms, fault).toBeLessThan(BUDGET_MS);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline!);
    }
  });

  test("a cached article past its revalidate time stays up, stale, while its regeneration fails", async ({ page, request }) => {
    test.setTimeout((CONTENT_REVALIDATE_SECONDS + 60) * 1000);
    const url = `/news/x-rcna100068?bento=fault-stale-${RUN}`;
    expect((await timedGoto(page, url)).status).toBe(200);
    const headline = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
    expect(headline).toBeTruthy();
    const canonical = page.url();

    // Past the page's and its upstream answers' revalidate time, the next reader triggers a regeneration that fails.
    await page.waitForTimeout((CONTENT_REVALIDATE_SECONDS + 2) * 1000);
    await inject(request, "/content/", "down");
    for (const visit of ["first, starting the regeneration", "after the regeneration failed"]) {
      const stale = await timedGoto(page, canonical);
      expect(stale.status, visit).toBe(200);
      expect(stale.ms, visit).toBeLessThan(BUDGET_MS);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline!);
      // Time for the background regeneration to fail (the upstream timeout at most), past the one-second micro-cache.
      await page.waitForTimeout(REQUEST_TIMEOUT_MS + 1000);
    }
  });

  test("a failing secondary call (related articles) leaves the article up", async ({ page, request }) => {
    await inject(request, "/content/article/related", "500");
    const loaded = await timedGoto(page, `/news/x-rcna100067?bento=fault-related-${RUN}`);
    expect(loaded.status).toBe(200);
    expect(loaded.ms).toBeLessThan(BUDGET_MS);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a slow front is the 500 page within the budget, then recovers", async ({ page, request }) => {
    const url = `/politics?bento=fault-front-${RUN}`;
    await inject(request, "/content/curation/slug/news/politics", "slow", 12_000);
    await expectErrorPageThenRecovery(page, request, url);
  });
});

import { expect, test } from "./test";
import { type Page } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

const on = (vertical: string, path: string) => `http://${vertical}.localhost:${E2E_PORT}${path}`;

/** The server HTML of a page on a brand's host, as Chromium received it (before any script ran). */
async function serverHtml(page: Page, vertical: string, path: string): Promise<string> {
  const response = await page.goto(on(vertical, path), { waitUntil: "commit" });
  expect(response?.status(), `${vertical} ${path}`).toBe(200);
  return (await response?.text()) ?? "";
}

const ARTICLE = "/politics/x-rcna100000";
const ARTICLE_ID = "rcna100000";
/** The house creative's accessible name (messages `ads.houseAdAlt`). */
const HOUSE_AD = "NBC News: stay informed, every day";

interface Impression {
  pos: string;
  size: string;
  pageId: string;
  targeting: Record<string, unknown>;
}

/** The embedded upstream's impression log (GET /ads/impressions), for this article since `since`. */
async function impressions(pos: string, since: number): Promise<Impression[]> {
  const query = new URLSearchParams({ pageid: ARTICLE_ID, pos, since: String(since) });
  const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/ads/impressions?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { impressions: Impression[] }).impressions;
}

/** Waits until a slot shows the house ad and has rendered it: the creative has loaded, so its impression is logged. */
async function expectRendered(page: Page, id: string) {
  const slot = page.locator(`#${id}`);
  await expect(slot.getByRole("link", { name: HOUSE_AD })).toBeVisible();
  await expect(slot).toHaveAttribute("data-ad-status", "rendered");
}

declare global {
  interface Window {
    adStatuses: { id: string; status: string; t: number }[];
    cls: number;
  }
}

/** Records every `ads:status` event the ad manager announces, with its time. */
async function recordAdStatuses(page: Page) {
  await page.addInitScript(() => {
    window.adStatuses = [];
    document.addEventListener("ads:status", (event) => {
      const { id, status } = (event as CustomEvent<{ id: string; status: string }>).detail;
      window.adStatuses.push({ id, status, t: performance.now() });
    });
  });
}

test.describe("ad slots on a desktop article", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "desktop", "the desktop walk sets its own viewport"));

  test("a slot below the fold is not requested until scrolled near; in view it renders, 2 s late in news", async ({ page }) => {
    await recordAdStatuses(page);
    const since = Date.now();
    await page.goto(on("news", ARTICLE));
    await expectRendered(page, "ad-topbanner1");

    const inline = page.locator("#ad-boxinline1");
    await expect(inline.getByText("Advertisement", { exact: true })).toBeVisible();
    await expect(inline).toHaveAttribute("data-ad-status", "created");
    await page.waitForTimeout(3000);
    expect(await impressions("boxinline1", since)).toHaveLength(0);
    await expect(inline).toHaveAttribute("data-ad-status", "created");

    await inline.scrollIntoViewIfNeeded();
    await expect(inline.getByRole("link", { name: HOUSE_AD })).toBeVisible({ timeout: 10_000 });
    await expect(inline).toHaveAttribute("data-ad-status", "rendered");
    const served = await impressions("boxinline1", since);
    expect(served.map((impression) => impression.size)).toEqual(["300x250"]);
    expect(served[0]?.targeting).toMatchObject({ site: "news", type: "article", pageid: ARTICLE_ID, pos: "boxinline1" });

    const statuses = await page.evaluate(() => window.adStatuses.filter((entry) => entry.id === "ad-boxinline1"));
    expect(statuses.map((entry) => entry.status)).toEqual(["creating", "created", "requesting", "requested", "rendering", "rendered"]);
    const at = (status: string) => statuses.find((entry) => entry.status === status)?.t ?? NaN;
    expect(at("requested") - at("requesting")).toBeGreaterThanOrEqual(1900);
  });

  test("a refreshing slot refreshes only while in view and the tab is focused", async ({ page }) => {
    await page.clock.install();
    const since = Date.now();
    await page.goto(on("news", ARTICLE));
    const rail = page.locator("#ad-rail1");
    const count = async () => (await impressions("rail1", since)).length;
    const after = async (ms: number) => {
      await page.clock.runFor(ms);
      return count();
    };

    // Idle callback, preprocessors and request all run on the page's (paused) clock.
    await expect.poll(async () => (await page.clock.runFor(500), rail.getAttribute("data-ad-status"))).toBe("rendered");
    await expect(rail.getByRole("link", { name: HOUSE_AD })).toBeVisible();
    expect(await count()).toBe(1);

    // In view and focused: the 30 s refresh interval, counted in 1 s ticks.
    expect(await after(28_000)).toBe(1);
    await expect.poll(() => after(1000)).toBe(2);
    await expect(rail).toHaveAttribute("data-ad-status", "rendered");

    // Scrolled out of view: the timer stops.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rail).toHaveAttribute("data-ad-in-view", "false");
    expect(await after(90_000)).toBe(2);

    // Back in view but the tab loses focus: still no refresh.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(rail).toHaveAttribute("data-ad-in-view", "true");
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    expect(await after(90_000)).toBe(2);

    // Focus back: the timer runs on and refreshes again.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect.poll(() => after(1000), { timeout: 20_000 }).toBe(3);
  });

  test("resizing across a breakpoint recycles a rendered ad at its new size", async ({ page }) => {
    const since = Date.now();
    await page.goto(on("news", ARTICLE));
    const top = page.locator("#ad-topbanner1");
    await expectRendered(page, "ad-topbanner1");
    expect((await impressions("topbanner1", since)).map((impression) => impression.size)).toEqual(["970x250"]);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(async () => (await impressions("topbanner1", since)).map((impression) => impression.size)).toEqual(["970x250", "320x50"]);
    await expect(top).toHaveAttribute("data-ad-status", "rendered");
    await expect(top.getByRole("img", { name: HOUSE_AD })).toHaveJSProperty("width", 320);
  });

  test("a reader arriving from a cable provider gets the xfinity tag; the referrer is normalised", async ({ page, context }) => {
    // Land on the canonical address: a redirect's Referrer-Policy (strict-origin-when-cross-origin) drops an
    // https referrer on the way to this plain-http test site.
    await page.goto(on("news", ARTICLE));
    const canonical = page.url();
    // That page's own ad must be counted before the provider visit starts, or it would be taken for the visit's.
    await expectRendered(page, "ad-topbanner1");
    const since = Date.now();
    await page.goto(canonical, { referer: "https://www.xfinity.com/stream/live" });
    await expectRendered(page, "ad-topbanner1");
    const [fromProvider] = await impressions("topbanner1", since);
    expect(fromProvider?.targeting).toMatchObject({ xfinity: "true", referrer: "xfinitycomstreamlive", site: "news", pageid: ARTICLE_ID });

    // The next page of the same browser session, without that referrer: still a cable visitor.
    const sameSession = Date.now();
    await page.goto(canonical);
    await expectRendered(page, "ad-topbanner1");
    await expect.poll(async () => (await impressions("topbanner1", sameSession)).length).toBe(1);
    expect((await impressions("topbanner1", sameSession))[0]?.targeting).toMatchObject({ xfinity: "true" });

    // A new session (a new tab) without that referrer: only the remembered TV provider (cookie) marks the reader.
    await page.close();
    const fresh = await context.newPage();
    const later = Date.now();
    await context.addCookies([{ name: "tvProvider", value: "xfinity", url: on("news", "/") }]);
    await fresh.goto(canonical);
    await expectRendered(fresh, "ad-topbanner1");
    await expect.poll(async () => (await impressions("topbanner1", later)).length).toBe(1);
    expect((await impressions("topbanner1", later))[0]?.targeting).toMatchObject({ xfinity: "true" });

    await context.clearCookies();
    await fresh.close();
    const plainTab = await context.newPage();
    const plain = Date.now();
    await plainTab.goto(on("news", ARTICLE));
    await expectRendered(plainTab, "ad-topbanner1");
    await expect.poll(async () => (await impressions("topbanner1", plain)).length).toBe(1);
    expect((await impressions("topbanner1", plain))[0]?.targeting).not.toHaveProperty("xfinity");
  });

  test("a link opens the next page as a full load: its slots start afresh and none of the article's is carried over", async ({ page }) => {
    await recordAdStatuses(page);
    await page.goto(on("news", ARTICLE));
    await expectRendered(page, "ad-rail1");

    await page.getByRole("main").getByRole("link", { name: "Politics", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Politics/);
    // A new document: its navigation entry is the section's address (a client-side navigation keeps the article's).
    expect(await page.evaluate(() => new URL((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name).pathname)).toBe("/politics");
    await expect(page.locator("#ad-rail1")).toHaveCount(0);
    const seen = () => page.evaluate(() => [...new Set(window.adStatuses.map((entry) => entry.id))]);
    await expect.poll(seen).toContain("ad-frontbanner1");
    expect(await seen()).toEqual(["ad-frontbanner1"]);
  });
});

test.describe("ads and layout shift", () => {
  test("ads arriving on an article shift nothing (CLS < 0.01)", async ({ page }) => {
    await page.addInitScript(() => {
      window.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(on("news", ARTICLE));
    await expectRendered(page, "ad-topbanner1");
    const inline = page.locator("#ad-boxinline1");
    for (let step = 0; step < 40 && (await inline.getAttribute("data-ad-status")) !== "rendered"; step++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(250);
    }
    await expect(inline.getByRole("link", { name: HOUSE_AD })).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => window.cls)).toBeLessThan(0.01);
  });

  test("on a phone the top banner is 320×50 and the rail takes no space and is never requested", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "phone layout");
    const since = Date.now();
    await page.goto(on("news", ARTICLE));
    await expect(page.locator("#ad-topbanner1").getByRole("img", { name: HOUSE_AD })).toHaveJSProperty("width", 320);
    await expect(page.locator("#ad-rail1")).toBeHidden();
    await expect(page.locator("#ad-topbanner1")).toHaveAttribute("data-ad-status", "rendered");
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(1000);
    expect(await impressions("rail1", since)).toHaveLength(0);
    expect((await impressions("topbanner1", since)).map((impression) => impression.size)).toEqual(["320x50"]);
  });
});

test.describe("reserved ad space in the server HTML", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "desktop", "server HTML is the same for every device"));

  const PAGES = [
    { kind: "article", vertical: "news", path: ARTICLE, slots: ["news/article/article-top", "news/article/article-body", "news/article/article-sidebar", "news/article/article-bottom"] },
    { kind: "live blog", vertical: "news", path: "/politics/live-blog/x-rlna900000", slots: ["news/liveblog/article-top", "news/liveblog/article-sidebar"] },
    { kind: "show blog", vertical: "msnbc", path: "/the-evening-report/blog/x-ncpn600005", slots: ["msnbc/showblog/article-top"] },
    { kind: "recipe", vertical: "today", path: "/recipes/x-tdrp401000", slots: ["today/recipe/recipe-top", "today/recipe/recipe-bottom"] },
    { kind: "slideshow", vertical: "news", path: "/politics/x-ncsl300000", slots: ["news/slideshow/article-top", "news/slideshow/article-bottom"] },
    { kind: "video", vertical: "news", path: "/video/x-mmvo2000000", slots: ["news/video/video-top"] },
    { kind: "front", vertical: "news", path: "/", slots: ["news/front/page-front"] },
    { kind: "Spanish article", vertical: "noticias", path: "/politica/x-rcna104000", slots: ["noticias/article/article-top"] },
  ];

  for (const { kind, vertical, path, slots } of PAGES) {
    test(`${kind}: ${slots.length} slot(s) with their size and label before any script`, async ({ page }) => {
      const html = await serverHtml(page, vertical, path);
      for (const slot of slots) expect(html).toContain(`data-ad-slot="${slot}"`);
      expect(html).toContain(vertical === "noticias" ? ">Publicidad</p>" : ">Advertisement</p>");
      expect(html).toMatch(/--ad-h-s:\d+px/);
    });
  }

  test("the embedded (chromeless) view has no ads", async ({ page }) => {
    const html = await serverHtml(page, "news", `${ARTICLE}?chromeless=true`);
    expect(html).toContain("<h1");
    expect(html).not.toContain("data-ad-slot");
  });
});

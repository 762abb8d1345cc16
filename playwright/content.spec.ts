import { expect, test } from "./test";
import { E2E_PORT } from "../playwright.config";

const on = (vertical: string, path: string) => `http://${vertical}.localhost:${E2E_PORT}${path}`;

test.describe("reading", () => {
  test("front → article → related article", async ({ page }) => {
    await page.goto(on("news", "/politics"));
    const story = page.getByRole("main").getByRole("heading").getByRole("link").and(page.locator('[href*="-rcna"]')).first();
    const href = (await story.getAttribute("href")) ?? "";
    await story.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const articleTitle = await page.getByRole("heading", { level: 1 }).textContent();

    const related = page.getByRole("region", { name: "Related" }).getByRole("link").and(page.locator('[href*="-rcna"]')).first();
    const relatedHref = (await related.getAttribute("href")) ?? "";
    await related.click();
    await expect(page).toHaveURL(new RegExp(`${relatedHref}$`));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(articleTitle ?? "");
  });

  test("an article's byline leads to its author's page: profile, their stories, ProfilePage data, in the sitemap", async ({ page, request }) => {
    await page.goto(on("news", "/politics/x-rcna100000"));
    const byline = page.getByRole("main").getByText(/^By /).first().getByRole("link").first();
    const name = ((await byline.textContent()) ?? "").trim();
    await expect(page.getByRole("region", { name: /About the author/ }).getByRole("link", { name, exact: true })).toBeVisible();
    await byline.click();
    await expect(page).toHaveURL(/\/author\/[a-z0-9-]+-ncpr\d+$/);
    const path = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const stories = page.getByRole("region", { name: `Latest from ${name}` });
    expect(await stories.getByRole("heading").getByRole("link").count()).toBeGreaterThan(0);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { "@type": string; mainEntity?: { "@type": string; name: string } });
    expect(data.find((entry) => entry["@type"] === "ProfilePage")?.mainEntity).toMatchObject({ "@type": "Person", name });
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`${path}</loc>`);
  });

  test("an author page's stories page with ?page=N; a page past the last is a 404", async ({ page }) => {
    await page.goto(on("news", "/author/x-ncpr700000"));
    await expect(page).toHaveURL(/\/author\/[a-z0-9-]+-ncpr700000$/);
    const first = await page.getByRole("main").getByRole("heading", { level: 3 }).first().textContent();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?page=2$/, { timeout: 15_000 });
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).not.toHaveText(first ?? "");
    expect((await page.goto(on("news", "/author/x-ncpr700000?page=99")))?.status()).toBe(404);
    expect((await page.goto(on("news", "/author/x-ncpr799999")))?.status()).toBe(404);
  });

  test("a wrong slug is redirected to the article's address", async ({ page }) => {
    const response = await page.goto(on("news", "/politics/any-words-rcna100000"));
    expect(response?.url()).toMatch(/\/politics\/analysis-a-bipartisan-group-of-lawmakers-unveils-a-plan-for-a-tax-rcna100000$/);
  });

  test("an article with a malformed body block still renders the rest", async ({ page }) => {
    const response = await page.goto(on("news", "/politics/x-rcna100003"));
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("main").locator("p").count()).toBeGreaterThan(5);
  });

  test("the share link copies the article's address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(on("news", "/politics/x-rcna100000"));
    await page.getByRole("button", { name: "Copy link" }).first().click();
    await expect(page.getByText("Share link copied")).toBeAttached();
    await expect(page.getByRole("button", { name: "Copied" }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https:\/\/nbcnews\.com\/politics\/.+-rcna100000$/);
  });

  test("a Spanish article carries the recommendation reel after paragraph 5", async ({ page }) => {
    await page.goto(on("noticias", "/politica/x-rcna104000"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("region", { name: "Recomendado" })).toBeVisible();
  });
});

test.describe("recommendation feed", () => {
  test("taboolafeed=true adds More to read under an article, loading more as the reader scrolls", async ({ page }) => {
    await page.goto(on("news", "/politics/x-rcna100000"));
    await expect(page.getByRole("heading", { name: "More to read" })).toHaveCount(0);
    await page.goto(on("news", "/politics/x-rcna100000?taboolafeed=true"));
    const feed = page.getByRole("region", { name: "More to read" });
    const stories = feed.getByRole("heading", { level: 3 });
    await expect(feed).toHaveAttribute("data-feed-loader", "waiting");
    await expect(stories).toHaveCount(0);
    await feed.scrollIntoViewIfNeeded();
    await expect(feed).toHaveAttribute("data-feed-loader", "loaded");
    await expect.poll(() => stories.count()).toBeGreaterThanOrEqual(9);
    const first = await stories.count();
    await page.keyboard.press("End");
    await expect.poll(() => stories.count(), { timeout: 10_000 }).toBeGreaterThan(first);
    expect(await feed.getByRole("link", { name: /./ }).evaluateAll((links) => links.every((link) => !link.getAttribute("href")?.endsWith("rcna100000")))).toBe(true);
  });
});

test.describe("newsletter sign-up popup", () => {
  test("opens halfway down an article and stays closed once closed", async ({ page }) => {
    await page.goto(on("news", "/politics/x-rcna100000"));
    const popup = page.getByRole("dialog");
    await expect(popup).toHaveCount(0);
    await page.mouse.wheel(0, 20_000);
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel("Email address")).toBeVisible();
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("never opens on TODAY, whose brand has it off", async ({ page }) => {
    await page.goto(on("today", "/food/x-rcna101000"));
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("slideshow", () => {
  test("moves slide by slide with the keyboard and keeps the slide in the URL", async ({ page }) => {
    await page.goto(on("news", "/politics/x-ncsl300000"));
    const slideshow = page.getByRole("region", { name: /Slideshow/ });
    await expect(slideshow.getByText(/^1 of \d+$/)).toBeVisible();
    await slideshow.getByRole("button", { name: "Next photo" }).click();
    await expect(slideshow.getByText(/^2 of \d+$/)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(slideshow.getByText(/^3 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/#slide-3$/);
    await page.keyboard.press("ArrowLeft");
    await expect(slideshow.getByText(/^2 of \d+$/)).toBeVisible();
  });

  test("opens at the slide a link names", async ({ page }) => {
    await page.goto(on("news", "/politics/in-photos-what-to-know-as-the-white-house-delays-a-vote-on-the-farm-ncsl300000#slide-4"));
    await expect(page.getByText(/^4 of \d+$/)).toBeVisible();
  });
});

test.describe("recipe, video and show blog", () => {
  test("a recipe lists its ingredients and instructions", async ({ page }) => {
    await page.goto(on("today", "/recipes/x-tdrp401000"));
    await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Instructions" })).toBeVisible();
    expect(await page.getByRole("main").getByRole("listitem").count()).toBeGreaterThan(5);
  });

  test("a video page's player starts from its play link, with its controls and the focus; an expired one says so", async ({ page }) => {
    await page.goto(on("news", "/video/x-mmvo2000000"));
    const video = page.locator("video");
    // A facade until played: no controls for Chromium to build while the page loads.
    await expect(video).not.toHaveAttribute("controls");
    await page.getByRole("link", { name: /^Play video: / }).click();
    await expect(video).toHaveAttribute("controls");
    await expect(video).toBeFocused();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await expect(page.getByRole("link", { name: /^Play video: / })).toHaveCount(0);
    await page.goto(on("news", "/video/x-mmvo2000004"));
    await expect(page.getByText("We apologize, this video has expired.")).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
  });

  for (const [vertical, id] of [
    ["news", "mmvo2000001"],
    ["telemundo", "tmvo2003001"],
  ] as const) {
    test(`a ${vertical} video plays, from HLS and, without native HLS, from the MP4`, async ({ page }) => {
      await page.goto(on(vertical, `/video/x-${id}`));
      await page.getByRole("link", { name: /^(Play video|Reproducir video): / }).click();
      const video = page.locator("video[controls]");
      for (const withHls of [true, false]) {
        const source = await video.evaluate(async (element: HTMLVideoElement, keepHls) => {
          // A browser without native HLS skips the HLS source; removing it does the same here.
          if (!keepHls) element.querySelector('source[type="application/vnd.apple.mpegurl"]')?.remove();
          element.load();
          element.muted = true;
          await element.play();
          return element.currentSrc;
        }, withHls);
        expect(source).toMatch(withHls ? /\/media\/[a-z0-9]+\/master\.m3u8$/ : /\/media\/[a-z0-9]+-\d+k\.mp4$/);
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(1);
      }
    });
  }

  test("a show blog post links to the previous and next posts", async ({ page }) => {
    await page.goto(on("msnbc", "/the-evening-report/blog/x-ncpn600005"));
    const first = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
    await page.getByRole("link", { name: /Next post/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(first ?? "");
    await page.getByRole("link", { name: /Previous post/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first ?? "");
    await page.getByRole("link", { name: "All posts from this blog" }).click();
    await expect(page).toHaveURL(/\/the-evening-report\/blog$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeVisible();
  });

  test("show blog posts exist only on brands whose table has show blogs", async ({ page }) => {
    expect((await page.goto(on("news", "/the-evening-report/blog/x-ncpn600005")))?.status()).toBe(404);
  });

  test("NBC News has the meet-the-press blog: a post, its neighbours and its all-posts front", async ({ page }) => {
    const response = await page.goto(on("news", "/meet-the-press/blog/x-ncpn600305"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/meet-the-press\/blog\/[a-z0-9-]+-ncpn600305$/);
    await expect(page.getByRole("link", { name: /Previous post/ })).toBeVisible();
    await page.getByRole("link", { name: "All posts from this blog" }).click();
    await expect(page).toHaveURL(/\/meet-the-press\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Meet the Press");
  });
});

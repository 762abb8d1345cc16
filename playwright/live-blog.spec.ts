import { expect, test } from "./test";
import { type Page } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";
import { DEFAULT_NEWSROOM_TOKEN } from "../upstream/newsroom/auth";

const BLOG_ID = "rlna900000";
const BLOG = `http://news.localhost:${E2E_PORT}/politics/live-blog/x-${BLOG_ID}`;
/** One polling interval plus the few seconds the latest posts are shared: a new post shows within this. */
const ARRIVAL_MS = 40_000;

async function publish(headline: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/newsroom/live-blogs/${BLOG_ID}/cards`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${process.env.NEWSROOM_TOKEN || DEFAULT_NEWSROOM_TOKEN}` },
    body: JSON.stringify({ headline, text: "A post published by the end-to-end test." }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { card: { id: string } } }).data.card.id;
}

const posts = (page: Page) => page.getByRole("region", { name: "Live updates" }).getByRole("article");

test.describe("live blog", () => {
  test.describe.configure({ timeout: 150_000 });

  test("shows its first 150 posts in the server HTML and a Live badge", async ({ page, request }) => {
    // Node does not resolve *.localhost: ask the loopback with the brand's Host header.
    const response = await request.get(BLOG.replace("news.localhost", "localhost"), { headers: { host: `news.localhost:${E2E_PORT}` } });
    const html = await response.text();
    expect(html.match(/<article id="ncrd\d+"/g)).toHaveLength(150);
    await page.goto(BLOG);
    await expect(page.getByText("Live", { exact: true })).toBeVisible();
    expect(await posts(page).count()).toBeGreaterThanOrEqual(150);
  });

  test("a YouTube embed is a facade until played: the link becomes the player, from the keyboard too", async ({ page }) => {
    await page.goto(BLOG);
    await expect(page.locator("iframe")).toHaveCount(0);
    const play = posts(page).getByRole("link", { name: "Play YouTube video" }).first();
    await expect(play).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=/);
    await play.focus();
    await page.keyboard.press("Enter");
    const player = posts(page).locator('iframe[title="YouTube video"]');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
    await expect(player).toBeFocused();
  });

  test("a post published while reading at the top appears in place, once", async ({ page }) => {
    await page.goto(BLOG);
    const headline = `At the top ${Date.now()}`;
    await publish(headline);
    await expect(page.getByRole("heading", { name: headline })).toBeVisible({ timeout: ARRIVAL_MS });
    await page.waitForTimeout(25_000);
    await expect(page.getByRole("heading", { name: headline })).toHaveCount(1);
  });

  test("further down, new posts wait behind an announced button", async ({ page }) => {
    await page.goto(BLOG);
    const reading = posts(page).nth(40);
    await reading.scrollIntoViewIfNeeded();
    const before = (await reading.boundingBox())?.y ?? 0;
    const headline = `Further down ${Date.now()}`;
    await publish(headline);
    // The count may include a post the cached page predates (an earlier test's), announced first.
    const button = page.getByRole("button", { name: /^\d+ new posts?$/ });
    await expect(button).toBeVisible({ timeout: ARRIVAL_MS });
    await expect(page).toHaveTitle(/^\(\d+\) /);
    // The post being read has not moved (sub-pixel rounding aside).
    expect(Math.abs(((await reading.boundingBox())?.y ?? 0) - before)).toBeLessThan(2);
    await button.click();
    // Ours is shown now, or arrives in place at the top the reader was taken to.
    await expect(page.getByRole("heading", { name: headline })).toBeInViewport({ timeout: ARRIVAL_MS });
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
  });

  test("the first poll comes one interval after the page opened, not during its start", async ({ page }) => {
    const polls: number[] = [];
    await page.route(`**/api/live-blog/${BLOG_ID}/latest`, (route) => {
      polls.push(Date.now());
      return route.continue();
    });
    await page.goto(BLOG);
    const opened = Date.now();
    await expect.poll(() => polls.length, { timeout: 15_000 }).toBe(1);
    expect((polls[0] ?? 0) - opened).toBeGreaterThanOrEqual(9_000);
  });

  test("a failing poll is asked again after twice the interval, and the posts stay", async ({ page }) => {
    const polls: number[] = [];
    await page.route(`**/api/live-blog/${BLOG_ID}/latest`, (route) => {
      polls.push(Date.now());
      return route.fulfill({ status: 502, body: "" });
    });
    await page.goto(BLOG);
    await expect.poll(() => polls.length, { timeout: 15_000 }).toBe(1);
    // A steady 10-second poll would have asked again by now.
    await page.waitForTimeout(15_000);
    expect(polls).toHaveLength(1);
    await expect.poll(() => polls.length, { timeout: 15_000 }).toBe(2);
    const [first = 0, second = 0] = polls;
    expect(second - first).toBeGreaterThanOrEqual(19_000);
    expect(await posts(page).count()).toBeGreaterThanOrEqual(150);
  });

  test("load more adds 10 older posts", async ({ page }) => {
    await page.goto(BLOG);
    await page.waitForLoadState("networkidle");
    // Counted after the last post shown: a new post may arrive at the top meanwhile.
    const last = await posts(page).last().getAttribute("id");
    await page.getByRole("button", { name: "Load more posts" }).click();
    await expect(async () => {
      const ids = await posts(page).evaluateAll((articles) => articles.map((article) => article.id));
      expect(ids.length - 1 - ids.indexOf(last ?? "")).toBe(10);
    }).toPass();
  });

  test("a post's permalink opens on that post", async ({ page }) => {
    await page.goto(BLOG);
    // Read the headline through the id: new posts may arrive at the top between the two reads.
    const id = await posts(page).nth(5).getAttribute("id");
    const headline = (await page.locator(`[id="${id}"]`).getByRole("heading").textContent())?.trim() ?? "";
    await page.goto(`${BLOG}/${id}`);
    await expect(page.getByText("Linked post")).toBeVisible();
    await expect(posts(page).first().getByRole("heading")).toHaveText(headline);
    await expect(posts(page).first()).toBeInViewport();
  });
});

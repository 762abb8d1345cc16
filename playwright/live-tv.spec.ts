import { expect, test } from "./test";
import { type Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";

const LIVE = `http://msnbc.localhost:${E2E_PORT}/live`;

async function chooseProvider(page: Page, name: string, { search }: { search?: string } = {}) {
  await page.getByRole("button", { name: "Sign in with your TV provider" }).click();
  const panel = page.getByRole("dialog", { name: "Choose your TV provider" });
  if (search) {
    await panel.getByPlaceholder("Search for your provider").fill(search);
    await panel.getByRole("list", { name: "All providers" }).getByRole("button", { name }).click();
  } else {
    await panel.getByRole("list", { name: "Popular providers" }).getByRole("button", { name }).click();
  }
}

async function logIn(page: Page, provider: string, password = "watch-live") {
  const frame = page.frameLocator(`iframe[title="Sign in to ${provider}"]`);
  await frame.getByLabel("Username").fill("viewer");
  await frame.getByLabel("Password").fill(password);
  await frame.getByRole("button", { name: "Sign in" }).click();
}

/** The stream is playing: not paused, and its clock moves. */
async function expectPlaying(page: Page) {
  const video = page.getByLabel("MSNBC live stream");
  await expect(video).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.currentTime > 0.2), { timeout: 15_000 }).toBe(true);
}

test.describe("live TV", () => {
  test("the schedule shows the current show and at most 12 upcoming, in ET, in the server HTML", async ({ request }) => {
    const live = () => request.get(LIVE.replace("msnbc.localhost", "localhost"), { headers: { host: `msnbc.localhost:${E2E_PORT}` } });
    // The first request after a quiet spell gets the page cached then (Next serves it stale once while it renders it
    // again): the schedule is checked on a page rendered within its minute.
    let response = await live();
    await expect.poll(async () => (response = await live()).headers()["x-nextjs-cache"]).not.toBe("STALE");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("s-maxage");
    const html = await response.text();
    expect(html).toContain("On now");
    const list = /<ol aria-label="Coming up"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
    const times = [...list.matchAll(/<time dateTime="([^"]+)">([^<]+)<\/time>/g)];
    expect(times.length).toBeGreaterThan(0);
    expect(times.length).toBeLessThanOrEqual(12);
    for (const [, iso, text] of times) expect(text, iso).toMatch(/^\d{1,2}:\d{2} (AM|PM) ET$/);
    const starts = times.map(([, iso]) => Date.parse(iso as string));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    // Upcoming entries start at or after the moment the page was rendered (at most a minute ago: ISR).
    expect(starts[0]).toBeGreaterThan(Date.now() - 2 * 60_000);
  });

  test("log in with a provider through the frame: the stream plays; sign out and it stops", async ({ page, context }) => {
    await page.goto(LIVE);
    await expect(page.getByText("Sign in with your TV provider to watch live.")).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
    await chooseProvider(page, "Xfinity");
    await logIn(page, "Xfinity");
    await expectPlaying(page);
    await expect(page.getByText("Signed in with Xfinity")).toBeVisible();

    const cookies = await context.cookies();
    const provider = cookies.find((c) => c.name === "tvProvider");
    expect(provider).toMatchObject({ value: "Comcast_SSO", httpOnly: false, sameSite: "Lax" });
    expect(cookies.find((c) => c.name === "tvAuthn")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => localStorage.getItem("newsroom.tvProvider"))).toBe("Comcast_SSO");

    // Still signed in after a reload.
    await page.reload();
    await expectPlaying(page);

    await page.getByRole("button", { name: "Sign out of Xfinity" }).click();
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByText("Sign in with your TV provider to watch live.")).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain("tvProvider");
    expect(await page.evaluate(() => localStorage.getItem("newsroom.tvProvider"))).toBeNull();
  });

  test("a wrong password is refused by the provider's page", async ({ page }) => {
    await page.goto(LIVE);
    await chooseProvider(page, "Spectrum");
    await logIn(page, "Spectrum", "not-the-password");
    await expect(page.frameLocator('iframe[title="Sign in to Spectrum"]').getByRole("alert")).toHaveText(
      "That username and password do not match an account.",
    );
    await expect(page.locator("video")).toHaveCount(0);
  });

  test("a provider that does not carry the channel: Z100, no stream", async ({ page }) => {
    await page.goto(LIVE);
    await chooseProvider(page, "Valley Cable", { search: "vall" });
    await logIn(page, "Valley Cable");
    await expect(page.getByText("Unfortunately, this stream is not available with your cable subscription.")).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign out of Valley Cable" })).toBeVisible();
  });

  test("a provider whose authorization fails: Z130", async ({ page }) => {
    await page.goto(LIVE);
    await chooseProvider(page, "Summit Broadband", { search: "summit" });
    await logIn(page, "Summit Broadband");
    await expect(page.getByText("Something went wrong, please try again or use a different browser.")).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
  });

  test("searching the full list says when nothing matches", async ({ page }) => {
    await page.goto(LIVE);
    await page.getByRole("button", { name: "Sign in with your TV provider" }).click();
    const panel = page.getByRole("dialog", { name: "Choose your TV provider" });
    await panel.getByPlaceholder("Search for your provider").fill("zzz");
    await expect(panel.getByText("No provider matches “zzz”.")).toBeVisible();
  });

  test("a temporary pass plays without a provider, counts down and survives a reload", async ({ page }) => {
    await page.goto(LIVE);
    await page.getByRole("button", { name: "Start temporary pass" }).click();
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/^Temporary pass: (10:00|9:5\d) left$/);
    await expectPlaying(page);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    await page.reload();
    await expect(timer).toHaveText(/^Temporary pass: 9:[45]\d left$/);
    await expectPlaying(page);
  });

  test("brands without live TV answer 404 at /live", async ({ page }) => {
    const response = await page.goto(`http://today.localhost:${E2E_PORT}/live`);
    expect(response?.status()).toBe(404);
  });
});

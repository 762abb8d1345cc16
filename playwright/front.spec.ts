import { expect, test } from "@playwright/test";

test.describe("fronts", () => {
  test("the automated waffle pages through its stories", async ({ page }) => {
    await page.goto("/");
    const pager = page.getByRole("navigation", { name: "More stories" });
    await expect(pager).toContainText("Page 1 of");
    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole("navigation", { name: "More stories" })).toContainText("Page 2 of");
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/\?page=1$|\/$/);
  });

  test("a front page number that is not a number is the 404 page", async ({ page }) => {
    const response = await page.goto("/?page=abc");
    expect(response?.status()).toBe(404);
  });

  test("the marquee embed is in the home front's server HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("2026 election results");
    expect(html).not.toMatch(/<script>alert/);
  });

  test("a reader signs up for a newsletter from the front", async ({ page }) => {
    await page.goto("/");
    const signup = page.getByRole("region", { name: "NBC News Daily" });
    await signup.getByRole("button", { name: "Sign up" }).click();
    await expect(signup.getByRole("alert")).toHaveText("Invalid email");
    await signup.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
    await signup.getByRole("button", { name: "Sign up" }).click();
    await expect(signup.getByRole("status")).toHaveText("You have been successfully added to our newsletter");
  });

  test("the newsletter form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const signup = page.getByRole("region", { name: "NBC News Daily" });
    await signup.getByLabel("Email address").fill(`nojs-${Date.now()}@example.com`);
    await signup.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/newsletter-subscribed$/);
    await expect(page.getByRole("status")).toHaveText("You have been successfully added to our newsletter");
    await context.close();
  });
});

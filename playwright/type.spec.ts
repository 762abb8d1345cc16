import { expect, test } from "./test";
import { type Page } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

/**
 * Type: every form control of the site (labels, fields, buttons) draws in the UI's sans, the font of the page's body
 * and header, inside serif article bodies too (the inline newsletter box). Each form is opened as a reader would and
 * every visible control is checked.
 */
const on = (vertical: string, path = "/") => `http://${vertical === "news" ? "" : `${vertical}.`}localhost:${E2E_PORT}${path}`;

async function storyPath(id: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/content/article/${id}`);
  const json = (await response.json()) as { data: { article: { url: { primary: string } } } };
  return new URL(json.data.article.url.primary).pathname;
}

/** Visible controls whose font family is not the body's, as "tag "text": family". */
async function controlsOffFont(page: Page, within = "body"): Promise<{ checked: number; off: string[] }> {
  return page.evaluate((selector) => {
    const ui = getComputedStyle(document.body).fontFamily;
    const root = document.querySelector(selector) ?? document.body;
    const controls = [...root.querySelectorAll("label, input:not([type=hidden]), button, select, textarea, legend")].filter(
      (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden",
    );
    const off = controls
      .filter((element) => getComputedStyle(element).fontFamily !== ui)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 30)}": ${getComputedStyle(element).fontFamily}`);
    return { checked: controls.length, off };
  }, within);
}

async function expectUiFont(page: Page, where: string, within?: string) {
  const { checked, off } = await controlsOffFont(page, within);
  expect(checked, `${where}: controls found`).toBeGreaterThan(0);
  expect(off, where).toEqual([]);
}

test.describe("form controls use the UI font", () => {
  test.describe.configure({ timeout: 90_000 });

  test("inside an article body: the inline newsletter box, and the sans is not the body's serif", async ({ page }) => {
    await page.goto(on("news", "/x/y-rcna100000"));
    const box = page.getByRole("main").getByRole("region", { name: "NBC News Daily" });
    await expect(box.getByRole("textbox", { name: "Email address" })).toBeVisible();
    const fonts = await box.evaluate((element) => {
      const family = (selector: string) => getComputedStyle(element.querySelector(selector) as Element).fontFamily;
      return { label: family("label"), input: family("input"), button: family("button"), heading: family("h2, h3"), body: getComputedStyle(document.body).fontFamily };
    });
    expect(fonts.body).not.toMatch(/Georgia/);
    expect(fonts).toEqual({ label: fonts.body, input: fonts.body, button: fonts.body, heading: fonts.body, body: fonts.body });
    await expectUiFont(page, "article");
  });

  test("every form of the site", async ({ page }) => {
    // Fronts: the newsletter package; today's shop filters.
    await page.goto(on("news"));
    await expectUiFont(page, "news front");
    await page.goto(on("today", "/shop"));
    await expectUiFont(page, "today shop front");

    // The newsletter pop-up, halfway down a story.
    await page.goto(on("news", "/x/y-rcna100000"));
    const popup = page.getByRole("dialog", { name: "NBC News Daily" });
    // Scrolled until the island listens (it hydrates after the first paint).
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(popup).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expectUiFont(page, "newsletter pop-up", '[role="dialog"]');

    // The paywall's offer, the sign-in modal on Subscribe, the checkout.
    await page.goto(on("news", await storyPath("rcna100020")));
    const offer = page.getByRole("region", { name: "Subscribe to keep reading" });
    await expect(offer.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expectUiFont(page, "paywall offer", "main");
    await offer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in or create an account" })).toBeVisible();
    await expectUiFont(page, "sign-in modal", "dialog[open]");

    // Local news, the live blog's controls, the account page, live TV's provider panel.
    await page.goto(on("news", "/local"));
    await expect(page.getByRole("textbox")).toBeVisible();
    await expectUiFont(page, "local news form");
    await page.goto(on("news", "/politics/live-blog/x-rlna900000"));
    await expectUiFont(page, "live blog");
    await page.goto(on("news", "/account"));
    await expectUiFont(page, "account page");
    await page.goto(on("msnbc", "/live"));
    await page.getByRole("button", { name: "Sign in with your TV provider" }).click();
    await expect(page.getByRole("dialog", { name: "Choose your TV provider" })).toBeVisible();
    await expectUiFont(page, "TV provider panel", "dialog[open]");
  });
});

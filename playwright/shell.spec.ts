import { expect, test } from "@playwright/test";
import { E2E_DOWN_PORT, E2E_PORT } from "../playwright.config";

const on = (vertical: string, path = "/") => `http://${vertical}.localhost:${E2E_PORT}${path}`;

test.describe("vertical fronts", () => {
  test("plain localhost is the NBC News front, in English", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "NBC News home" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
    const headlines = page.getByRole("main").getByRole("heading", { level: 3 });
    expect(await headlines.count()).toBeGreaterThan(10);
    await expect(page.getByRole("contentinfo")).toContainText("NBC News. All rights reserved.");
  });

  test("noticias.localhost is the Noticias Telemundo front, in Spanish", async ({ page }) => {
    await page.goto(on("noticias"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("banner").getByRole("link", { name: "Portada de Noticias Telemundo" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Secciones" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeAttached();
  });

  test("today.localhost is the TODAY front; a section link opens its section front", async ({ page }) => {
    await page.goto(on("today"));
    await expect(page.getByRole("banner").getByRole("link", { name: "TODAY home" })).toBeVisible();
    const sections = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
    const first = sections.first();
    const name = (await first.textContent())?.trim() ?? "";
    const href = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("the skip link moves focus to the content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("chromeless=true drops header and footer", async ({ page }) => {
    await page.goto("/?chromeless=true");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

test.describe("error pages", () => {
  test("a front sub-path with a $ is the 404 page", async ({ page }) => {
    const response = await page.goto("/news/bad%24path");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("This page isn't available now. Get the latest from NBC News.");
    await page.getByRole("main").getByRole("link", { name: "NBC News" }).click();
    await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/`);
  });

  test("an unknown section is the Spanish 404 page on a Spanish brand", async ({ page }) => {
    const response = await page.goto(on("noticias", "/no-existe-esta-seccion"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main")).toContainText("Lo sentimos, esta página ya no está disponible.");
  });

  test("with the upstream down, an uncached page is the 500 page", async ({ page }) => {
    // A path nobody rendered yet: the page must come from the (absent) upstream, not from a cache.
    const response = await page.goto(`http://localhost:${E2E_DOWN_PORT}/world/never-rendered-${Date.now()}`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Something Went Wrong" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Access to NBC News is temporarily unavailable. The problem will be resolved as soon as possible.",
    );
    await expect(page.locator("body")).not.toContainText("ECONNREFUSED");
  });
});

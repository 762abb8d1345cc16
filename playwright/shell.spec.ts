import { expect, test } from "./test";
import { type APIRequestContext } from "@playwright/test";
import { E2E_DOWN_PORT, E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

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

test.describe("query flags", () => {
  test("lazyload=false leaves no lazy image or frame in any page's server HTML, and asks ads at once", async ({ request }) => {
    for (const path of ["/", "/politics", "/politics/x-rcna100000", "/politics/live-blog/x-rlna900000", "/video/x-mmvo2000001", "/author/x-ncpr700000", "/local/10001"]) {
      const lazy = await (await request.get(path)).text();
      expect(lazy, path).toContain('loading="lazy"');
      const eager = await request.get(`${path}${path.includes("?") ? "&" : "?"}lazyload=false`);
      expect(eager.status(), path).toBe(200);
      const html = await eager.text();
      expect(html, path).not.toContain('loading="lazy"');
      if (html.includes("data-ad-slot=")) expect(html, path).toContain('data-ad-render-on-view="false"');
    }
  });
});

test.describe("featureFlag=false", () => {
  test("turns off the brand's optional features for that view: inline newsletter, pop-up, hero autoplay", async ({ page, request }) => {
    const article = "/politics/x-rcna100000";
    expect(await (await request.get(article)).text()).toContain('action="/api/newsletter"');
    expect(await (await request.get(`${article}?featureFlag=false`)).text()).not.toContain('action="/api/newsletter"');
    expect(await (await request.get("/")).text()).toMatch(/<video[^>]* autoplay=""/i);
    expect(await (await request.get("/?featureFlag=false")).text()).not.toMatch(/<video[^>]* autoplay=""/i);

    await page.goto(`${article}?featureFlag=false`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("menus", () => {
  const UPSTREAM = `http://127.0.0.1:${E2E_UPSTREAM_PORT}`;
  const menuTitles = async (request: APIRequestContext, id: string): Promise<string[]> =>
    // A fresh connection: an idle keep-alive one may have been closed by the upstream meanwhile (ECONNRESET).
    ((await (await request.get(`${UPSTREAM}/content/menu/${id}`, { headers: { connection: "close" } })).json()) as { data: { menu: { items: { title: string }[] } } }).data.menu.items.map((item) => item.title);

  test("the header's menu opens by keyboard, lists every entry of the brand's menu, and Escape closes it", async ({ page, request }) => {
    const titles = await menuTitles(request, "news-sections");
    expect(titles.length).toBeGreaterThan(6);
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Menu" });
    const panel = page.getByRole("region", { name: "NBC News menu" });
    await expect(panel).toBeHidden();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    for (const title of titles) await expect(panel.getByRole("link", { name: title, exact: true }).first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the footer lists the brand's footer menu, in the brand's language", async ({ page, request }) => {
    for (const [vertical, name, id] of [
      ["news", "About NBC News", "news-footer"],
      ["noticias", "Acerca de Noticias Telemundo", "noticias-footer"],
    ] as const) {
      await page.goto(on(vertical));
      const footerMenu = page.getByRole("contentinfo").getByRole("navigation", { name });
      for (const title of await menuTitles(request, id)) await expect(footerMenu.getByRole("link", { name: title })).toBeVisible();
    }
  });

  test("a failing menu leaves out the menu button and the footer's menu; the page renders", async ({ page, request }) => {
    expect((await request.post(`${UPSTREAM}/testing/faults`, { data: { pathPrefix: "/content/menu/", fault: "500" } })).status()).toBe(200);
    try {
      // A query of its own, so no cached page or menu answers in its place.
      const response = await page.goto(`/?bento=menus-down-${Date.now()}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner").getByRole("link", { name: "NBC News home" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("button", { name: "Menu" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "About NBC News" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toContainText("NBC News. All rights reserved.");
    } finally {
      await request.delete(`${UPSTREAM}/testing/faults`);
    }
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

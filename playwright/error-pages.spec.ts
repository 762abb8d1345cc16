/**
 * The 403, 404 and 500 pages are whole server HTML: with JavaScript off a reader gets the brand's header and
 * footer, the page's `lang`, the spec's texts with the brand link (spec 1 §8) and the right status, in English
 * and Spanish, for an unknown article, an unknown section, an article the upstream refuses, and with the upstream
 * down (the second e2e site, E2E_DOWN_PORT). server/error-pages.mjs puts them there.
 */
import { expect, test } from "./test";
import { type Page } from "@playwright/test";
import { E2E_DOWN_PORT, E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

const UPSTREAM = `http://127.0.0.1:${E2E_UPSTREAM_PORT}`;
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const on = (vertical: string, port: number, path: string) => `http://${vertical === "news" ? "" : `${vertical}.`}localhost:${port}${path}`;

interface Expected {
  status: 403 | 404 | 500;
  lang: "en" | "es";
  home: string;
  title: string;
  text: string;
  brand: string;
}

const ENGLISH = { lang: "en", home: "NBC News home", brand: "NBC News" } as const;
const SPANISH = { lang: "es", home: "Portada de Noticias Telemundo", brand: "Noticias Telemundo" } as const;
const TEXTS = {
  en: {
    403: { title: "Forbidden", text: "You don't have access to this page. Get the latest from NBC News." },
    404: { title: "Page Not Found", text: "This page isn't available now. Get the latest from NBC News." },
    500: { title: "Something Went Wrong", text: "Access to NBC News is temporarily unavailable. The problem will be resolved as soon as possible." },
  },
  es: {
    403: { title: "Acceso prohibido", text: "No tienes acceso a esta página. Consulta lo último en Noticias Telemundo." },
    404: { title: "Página no encontrada", text: "Lo sentimos, esta página ya no está disponible. Consulta lo último en Noticias Telemundo." },
    500: {
      title: "Algo salió mal",
      text: "El acceso a Noticias Telemundo no está disponible temporalmente. El problema se resolverá lo antes posible.",
    },
  },
} as const;

const expected = (status: 403 | 404 | 500, language: typeof ENGLISH | typeof SPANISH): Expected => ({ status, ...language, ...TEXTS[language.lang][status] });

async function expectErrorPage(page: Page, url: string, want: Expected) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(want.status);
  await expect(page.locator("html")).toHaveAttribute("lang", want.lang);
  await expect(page).toHaveTitle(new RegExp(`^${want.title} \\| `));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("banner").getByRole("link", { name: want.home })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: want.title })).toBeVisible();
  await expect(main).toContainText(want.text);
  await expect(main.getByRole("link", { name: want.brand, exact: true })).toHaveAttribute("href", "/");
  expect(response?.headers()["cache-control"]).not.toMatch(/stale-while-revalidate|stale-if-error/);
}

test.describe("error pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown article id is the 404 page, in English and in Spanish", async ({ page }) => {
    await expectErrorPage(page, on("news", E2E_PORT, `/politics/unknown-${RUN}-rcna999999`), expected(404, ENGLISH));
    await expectErrorPage(page, on("noticias", E2E_PORT, `/politica/desconocido-${RUN}-rcna999998`), expected(404, SPANISH));
  });

  test("an unknown section is the 404 page, in English and in Spanish", async ({ page }) => {
    await expectErrorPage(page, on("news", E2E_PORT, `/no-such-section-${RUN}`), expected(404, ENGLISH));
    await expectErrorPage(page, on("noticias", E2E_PORT, `/no-existe-${RUN}`), expected(404, SPANISH));
  });

  test("a path no page can have is the 404 page, with the shell", async ({ page }) => {
    await expectErrorPage(page, on("news", E2E_PORT, "/news/bad%24path"), expected(404, ENGLISH));
  });

  test("an article the upstream refuses is the 403 page, in English and in Spanish", async ({ page, request }) => {
    for (const id of ["rcna100044", "rcna104044"]) {
      expect((await request.post(`${UPSTREAM}/testing/faults`, { data: { pathPrefix: `/content/article/${id}`, fault: "403" } })).status()).toBe(200);
    }
    try {
      await expectErrorPage(page, on("news", E2E_PORT, `/politics/refused-rcna100044?bento=${RUN}`), expected(403, ENGLISH));
      await expectErrorPage(page, on("noticias", E2E_PORT, `/politica/rechazado-rcna104044?bento=${RUN}`), expected(403, SPANISH));
    } finally {
      expect((await request.delete(`${UPSTREAM}/testing/faults`)).status()).toBe(200);
    }
  });

  test("with the upstream down, a page is the 500 page, in English and in Spanish", async ({ page }) => {
    await expectErrorPage(page, on("news", E2E_DOWN_PORT, `/world/never-rendered-${RUN}`), expected(500, ENGLISH));
    await expectErrorPage(page, on("noticias", E2E_DOWN_PORT, `/mundo/nunca-${RUN}`), expected(500, SPANISH));
    await expect(page.locator("body")).not.toContainText(/ECONNREFUSED|fetch failed/);
  });

  test("a reader cannot open the error page route itself", async ({ page }) => {
    const response = await page.goto(on("news", E2E_PORT, "/~error/500"));
    expect(response?.status()).toBe(404);
  });
});

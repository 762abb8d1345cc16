import { expect, test } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

const on = (vertical: string, path: string) => `http://${vertical}.localhost:${E2E_PORT}${path}`;

interface UpstreamItem {
  type: string;
  computedValues: { headline: string };
  item: { nativeAd?: boolean; offers?: { isPrimaryOffer?: boolean; prices?: { type: string; price: string }[] }[] };
}

/** The items of a front as the embedded upstream serves them. */
async function upstreamFrontItems(request: import("@playwright/test").APIRequestContext, vertical: string): Promise<UpstreamItem[]> {
  const response = await request.get(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/content/curation/slug/${vertical}`);
  const { data } = (await response.json()) as { data: { curation: { layouts: { packages: { items: UpstreamItem[] }[] }[] } } };
  return data.curation.layouts.flatMap((layout) => layout.packages.flatMap((pkg) => pkg.items));
}

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

  test("a front shows its paid content once, labelled, and the paid story names its sponsor", async ({ page, request }) => {
    const paid = (await upstreamFrontItems(request, "news")).filter((entry) => entry.item.nativeAd);
    expect(paid.length).toBeGreaterThan(0);
    const headline = paid[0]!.computedValues.headline;

    await page.goto("/");
    const teases = page.getByRole("article").filter({ has: page.getByRole("link", { name: headline }) });
    await expect(teases).toHaveCount(1);
    await expect(teases.getByText("Paid content", { exact: true })).toBeVisible();

    await teases.getByRole("link", { name: headline }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(page.getByText("Paid content", { exact: true })).toBeVisible();
    await expect(page.getByText("Presented by Northwind Financial")).toBeVisible();
  });

  test("price filters in the query narrow a front's products in the server HTML", async ({ page, request }) => {
    const priceOf = (entry: UpstreamItem) => {
      const offer = entry.item.offers?.find((o) => o.isPrimaryOffer) ?? entry.item.offers?.[0];
      const prices = Object.fromEntries((offer?.prices ?? []).map((p) => [p.type, Number(p.price.replace(/[$,\s]/g, ""))]));
      return prices.sale || prices.list;
    };
    const products = (await upstreamFrontItems(request, "today")).filter((entry) => entry.type === "product");
    const inBands = (price: number) => (price >= 0 && price <= 25) || (price >= 100 && price <= 200);
    const kept = products.filter((entry) => inBands(priceOf(entry)!)).map((entry) => entry.computedValues.headline);
    const dropped = products.filter((entry) => !inBands(priceOf(entry)!)).map((entry) => entry.computedValues.headline);
    expect(kept.length).toBeGreaterThan(0);
    expect(dropped.length).toBeGreaterThan(0);

    await page.goto(on("today", "/"));
    const filters = page.getByRole("navigation", { name: "Filter products" });
    await filters.getByRole("link", { name: "Under $25" }).click();
    await expect(page).toHaveURL(on("today", "/?price=under-25"));
    await filters.getByRole("link", { name: "$100 to $200" }).click();
    await expect(page).toHaveURL(/\?price=100-200(\||%7C)under-25$/);
    await expect(filters.getByRole("link", { name: "Under $25" })).toHaveAttribute("aria-current", "true");

    // Reloaded, the filtered address shows the same products from the server.
    await page.reload();
    const summary = page.getByRole("region", { name: "Showing products filtered by" });
    await expect(summary.getByRole("listitem")).toHaveText(["Under $25", "$100 to $200"]);
    const shop = page.getByRole("region", { name: "Shop" });
    for (const name of kept) await expect(shop.getByRole("heading", { name, exact: true }).first()).toBeVisible();
    for (const name of dropped) await expect(shop.getByRole("heading", { name, exact: true })).toHaveCount(0);

    await summary.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(on("today", "/"));
    await expect(shop.getByRole("heading", { name: dropped[0], exact: true }).first()).toBeVisible();
  });

  test("a today product waffle shows 60 products and narrows by category", async ({ page, request }) => {
    const filters = encodeURIComponent("type:product AND taxonomy:today/shop");
    const response = await request.get(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/content/waffle/automated?filters=${filters}&size=60&page=1`);
    const { data } = (await response.json()) as { data: { search: { items: (UpstreamItem & { item: { taxonomy?: { allTerms?: { path: string }[] } } })[] } } };
    const kitchen = data.search.items.filter((entry) => entry.item.taxonomy?.allTerms?.some((term) => term.path === "today/shop/kitchen"));
    expect(kitchen.length).toBeGreaterThan(0);

    await page.goto(on("today", "/"));
    const shop = page.getByRole("region", { name: "Shop" });
    await expect(shop.getByRole("article")).toHaveCount(60);
    await page.getByRole("navigation", { name: "Filter products" }).getByRole("link", { name: "Kitchen" }).click();
    await expect(page).toHaveURL(on("today", "/?taxonomy=today/shop/kitchen"));
    await expect(shop.getByRole("article")).toHaveCount(kitchen.length);
    for (const entry of kitchen) await expect(shop.getByRole("heading", { name: entry.computedValues.headline, exact: true }).first()).toBeVisible();
  });

  test("a today product waffle pages its products by 60", async ({ page }) => {
    await page.goto(on("today", "/"));
    const pager = page.getByRole("navigation", { name: "More products" });
    await expect(pager).toContainText("Page 1 of 3");
    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(on("today", "/?page=2"));
    await expect(page.getByRole("region", { name: "Shop" }).getByRole("article")).toHaveCount(60);
    await page.getByRole("navigation", { name: "More products" }).getByRole("link", { name: "Next page" }).click();
    await expect(page.getByRole("region", { name: "Shop" }).getByRole("article")).toHaveCount(40);
    // Past the products' last page the front still pages its stories; past both it is not a page.
    await page.goto(on("today", "/?page=4"));
    await expect(page.getByRole("region", { name: "Shop" })).toHaveCount(0);
    expect((await page.goto(on("today", "/?page=1000")))?.status()).toBe(404);
  });

  test("a product tease shows its price, the sale and a sponsored link to the seller, or Out of stock", async ({ page }) => {
    await page.goto(on("today", "/"));
    const shop = page.getByRole("region", { name: "Shop" });
    const products = shop.getByRole("article");
    await expect(products.first()).toBeVisible();
    const count = await products.count();
    for (let i = 0; i < count; i++) {
      const product = products.nth(i);
      await expect(product.getByText(/^\$\d[\d,]*\.\d\d$/).first()).toBeVisible();
      const link = product.getByRole("link", { name: /^Shop at / });
      if ((await link.count()) > 0) await expect(link).toHaveAttribute("rel", /sponsored/);
      else await expect(product.getByText("Out of stock")).toBeVisible();
    }
    await expect(shop.getByText(/^\d+% off$/).first()).toBeVisible();
  });

  test("election fronts of news and noticias wear the election navigation theme; other brands' do not", async ({ page }) => {
    await page.goto(on("news", "/politics/elections"));
    await expect(page.getByText("Decision 2024")).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(11, 31, 58)");

    await page.goto(on("noticias", "/politica/elecciones"));
    await expect(page.getByText("Decisión 2024")).toBeVisible();

    await page.goto(on("msnbc", "/politics/elections"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Decision 2024")).toHaveCount(0);
    await expect(page.getByRole("banner")).not.toHaveCSS("background-color", "rgb(11, 31, 58)");
  });
});

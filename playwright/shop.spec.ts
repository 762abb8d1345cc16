/**
 * Product pages (issue 11): from a front's product waffle to a product's own page, its price, sale and discount,
 * its offers in the spec's order with sponsored links, Out of stock, structured data, related products from
 * products/search, the 404 and 500 pages, and the StackCommerce note on a front of StackCommerce deals.
 * Expected figures come from the embedded upstream's answers, worked out here with the spec's formulas.
 */
import { expect, test } from "./test";
import { type APIRequestContext } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

const UPSTREAM = `http://127.0.0.1:${E2E_UPSTREAM_PORT}`;
const on = (vertical: string, path: string) => `http://${vertical}.localhost:${E2E_PORT}${path}`;
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

interface UpstreamOffer {
  state?: string | null;
  isPrimaryOffer?: boolean;
  seller?: { name: string };
  prices?: { type: string; price: string }[];
}
interface UpstreamProduct {
  id: string;
  name: string;
  offers: UpstreamOffer[];
}

async function upstreamProduct(request: APIRequestContext, id: string): Promise<UpstreamProduct> {
  const response = await request.get(`${UPSTREAM}/content/product/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { product: UpstreamProduct } }).data.product;
}

/** Spec 2 §5: prices from text without spaces and commas; on sale when the sale price is nonzero and below list. */
function pricesOf(offer: UpstreamOffer) {
  const byType = Object.fromEntries((offer.prices ?? []).map((p) => [p.type.toLowerCase(), Number(p.price.replace(/[\s,]/g, ""))]));
  const list = byType.list as number;
  const sale = byType.sale;
  const onSale = sale !== undefined && sale !== 0 && sale < list;
  return { list, sale, onSale, discount: onSale ? Math.round(((list - (sale as number)) / list) * 100) : null };
}
const dollars = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Spec 2 §5 offer sort order. */
const ORDER = ["AVAILABLE", "UNAVAILABLE", null, "OUT_OF_STOCK"];

// The embedded upstream's first two today products: one offer in every state, and out of stock everywhere.
const SHOWCASE = "ncpd501000";
const OUT_OF_STOCK = "ncpd501001";

test.describe("product pages", () => {
  test("a product opened from the waffle shows its primary offer, the sale, and every offer in order", async ({ page, request }) => {
    const product = await upstreamProduct(request, SHOWCASE);
    const primary = product.offers.find((offer) => offer.isPrimaryOffer) as UpstreamOffer;
    const { list, sale, onSale, discount } = pricesOf(primary);
    expect(onSale).toBe(true);

    await page.goto(on("today", "/"));
    await page.getByRole("region", { name: "Shop" }).getByRole("link", { name: product.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/shop/product/[a-z0-9-]+-${SHOWCASE}$`));
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

    const price = page.getByRole("region", { name: "Price" });
    await expect(price.getByText(dollars(sale as number), { exact: true })).toBeVisible();
    await expect(price.getByText(`Was ${dollars(list)}`)).toBeVisible();
    await expect(price.getByText(`${discount}% off`)).toBeVisible();
    await expect(price.getByText("On sale")).toBeVisible();
    await expect(price.getByText(`Sold by ${primary.seller?.name}`)).toBeVisible();
    const buy = price.getByRole("link", { name: new RegExp(`^Shop at ${primary.seller?.name}`) });
    await expect(buy).toHaveAttribute("rel", "sponsored noopener");
    await expect(buy).toHaveAttribute("target", "_blank");

    // Every offer, available first, then unavailable, no state, out of stock.
    const sorted = [...product.offers].sort((a, b) => ORDER.indexOf(a.state ?? null) - ORDER.indexOf(b.state ?? null));
    expect(sorted.map((offer) => offer.state ?? null)).toEqual(ORDER);
    const rows = page.getByRole("region", { name: "Where to buy" }).getByRole("listitem");
    await expect(rows).toHaveCount(sorted.length);
    const expectedAction = { AVAILABLE: "link", UNAVAILABLE: "Currently unavailable", null: "link", OUT_OF_STOCK: "Out of stock" } as const;
    for (const [index, offer] of sorted.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(offer.seller?.name as string);
      const action = expectedAction[String(offer.state ?? null) as keyof typeof expectedAction];
      if (action === "link") {
        await expect(row.getByRole("link", { name: new RegExp(`^Shop at ${offer.seller?.name}`) })).toHaveAttribute("rel", "sponsored noopener");
      } else {
        await expect(row.getByText(action)).toBeVisible();
        await expect(row.getByRole("link")).toHaveCount(0);
      }
    }

    // Structured data: the Product with its offers in the same order, and breadcrumbs to the Shop front.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = jsonLd.map((text) => JSON.parse(text) as { "@type": string; offers?: { availability?: string; seller?: { name: string } }[] });
    const productLd = data.find((entry) => entry["@type"] === "Product");
    expect(productLd?.offers?.map((offer) => offer.seller?.name)).toEqual(sorted.map((offer) => offer.seller?.name));
    expect(productLd?.offers?.[0]?.availability).toBe("https://schema.org/InStock");
    expect(data.some((entry) => entry["@type"] === "BreadcrumbList")).toBe(true);

    // Breadcrumbs lead back to the front; related products (products/search) link to their own pages.
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/shop");
    const related = page.getByRole("region", { name: "More like this" }).getByRole("link");
    await expect(related.first()).toBeVisible();
    await related.first().click();
    await expect(page).toHaveURL(/\/shop\/product\/[a-z0-9-]+-ncpd\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a product out of stock everywhere says so and links to no seller", async ({ page, request }) => {
    const product = await upstreamProduct(request, OUT_OF_STOCK);
    expect(product.offers.every((offer) => offer.state === "OUT_OF_STOCK")).toBe(true);
    // Any slug redirects to the product's own address.
    await page.goto(on("today", `/shop/product/old-name-${OUT_OF_STOCK}`));
    await expect(page).toHaveURL(new RegExp(`/shop/product/[a-z0-9-]+-${OUT_OF_STOCK}$`));
    const price = page.getByRole("region", { name: "Price" });
    await expect(price.getByText("Out of stock")).toBeVisible();
    await expect(price.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Where to buy" }).getByRole("link")).toHaveCount(0);
    const html = await page.content();
    expect(html).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  test("the product page is complete, cacheable server HTML", async ({ page, request }) => {
    // Any slug is redirected (308) to the product's own address.
    const redirect = await request.get(`http://localhost:${E2E_PORT}/shop/product/x-${SHOWCASE}`, { headers: { host: `today.localhost:${E2E_PORT}` }, maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    const location = redirect.headers().location as string;
    expect(location).toMatch(new RegExp(`^(https?://[^/]+)?/shop/product/[a-z0-9-]+-${SHOWCASE}$`));
    // The server HTML of that address, without running its scripts.
    await page.context().route("**/*.js", (route) => route.abort());
    const response = await page.goto(on("today", new URL(location, "http://x").pathname));
    expect(response?.status(), JSON.stringify({ location, headers: response?.headers() })).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
    const html = (await response?.text()) ?? "";
    expect(html).toContain('rel="sponsored noopener"');
    expect(html).toContain("Where to buy");
    expect(html).toContain('"@type":"Product"');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/shop\/product\/[a-z0-9-]+-ncpd501000"/);
  });

  test("an unknown or malformed product id is the 404 page; a failing upstream is the 500 page", async ({ page, request }) => {
    test.skip(test.info().project.name !== "desktop", "server behaviour does not depend on the device");
    expect((await page.goto(on("today", "/shop/product/nothing-ncpd1")))?.status()).toBe(404);
    expect((await page.goto(on("today", "/shop/product/nothing-ncpd")))?.status()).toBe(404);
    // A today product is not a page on NBC News.
    expect((await page.goto(on("news", `/shop/product/x-${SHOWCASE}`)))?.status()).toBe(404);

    const id = "ncpd501002";
    const fault = await request.post(`${UPSTREAM}/testing/faults`, { data: { pathPrefix: `/content/product/${id}`, fault: "500" } });
    expect(fault.status()).toBe(200);
    try {
      const failed = await page.goto(on("today", `/shop/product/x-${id}?bento=shop-${RUN}`));
      expect(failed?.status()).toBe(500);
      await expect(page.getByRole("heading", { name: "Something Went Wrong" })).toBeVisible();
    } finally {
      expect((await request.delete(`${UPSTREAM}/testing/faults`)).status()).toBe(200);
    }
  });
});

test.describe("StackCommerce fronts", () => {
  test("a front showing StackCommerce deals says who sells them; other shopping fronts do not", async ({ page }) => {
    await page.goto(on("select", "/"));
    await expect(page.getByRole("note").filter({ hasText: "sold by our partner StackCommerce" })).toBeVisible();
    await page.goto(on("today", "/"));
    await expect(page.getByRole("region", { name: "Shop" })).toBeVisible();
    await expect(page.getByText("sold by our partner StackCommerce")).toHaveCount(0);
  });
});

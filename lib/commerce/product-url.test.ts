/** @jest-environment node */
import { productPagePath, productPath, productTeasePath, slugifyName } from "./product-url";

describe("productPath", () => {
  it.each([
    ["a today product", { id: "ncpd501000", name: "Brightline air fryer", slug: "brightline-air-fryer", sectionPath: "today/shop" }, "/shop/product/brightline-air-fryer-ncpd501000"],
    ["a select product", { id: "ncpd502004", name: "Lumen smartwatch", sectionPath: "select/shopping" }, "/shopping/product/lumen-smartwatch-ncpd502004"],
    ["a nested section", { id: "ncpd1", name: "Mug", sectionPath: "today/shop/deals" }, "/shop/deals/product/mug-ncpd1"],
    ["no section", { id: "ncpd1", name: "Mug" }, "/shop/product/mug-ncpd1"],
    ["a brand-only section", { id: "ncpd1", name: "Mug", sectionPath: "today" }, "/shop/product/mug-ncpd1"],
    ["an unsafe section", { id: "ncpd1", name: "Mug", sectionPath: "today/../x" }, "/shop/product/mug-ncpd1"],
    ["an unclean upstream slug", { id: "ncpd1", name: "Café Crème 2-Pack", slug: "Café Crème" }, "/shop/product/cafe-creme-2-pack-ncpd1"],
    ["a name with no letters", { id: "ncpd1", name: "—" }, "/shop/product/ncpd1"],
  ])("%s", (_, product, expected) => {
    expect(productPath(product)).toBe(expected);
  });
});

describe("slugifyName", () => {
  it("cuts long names at a word, at most 70 characters", () => {
    const slug = slugifyName("word ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(70);
    expect(slug).toMatch(/^word(-word)*$/);
  });
});

describe("a product and its tease have one address", () => {
  it("from the product's id, slug and primary section", () => {
    const taxonomy = { primarySection: { name: "Shop", path: "today/shop" } };
    const product = { id: "ncpd501000", name: "Lumen air fryer", url: { primary: "https://www.amazon.com/dp/x", slug: "lumen-air-fryer" }, taxonomy };
    const tease = { id: "ncpd501000", headline: { primary: "Lumen air fryer" }, url: { primary: "https://www.amazon.com/dp/x", slug: "lumen-air-fryer" }, taxonomy };
    expect(productPagePath(product)).toBe("/shop/product/lumen-air-fryer-ncpd501000");
    expect(productTeasePath(tease)).toBe(productPagePath(product));
  });
});

/** @jest-environment node */
import { contentItemSchema, productSchema } from "@/lib/api/schemas/content";
import { productJsonLd, productListJsonLd, productPageJsonLd } from "./json-ld-products";

const product = (offers: unknown[]) =>
  contentItemSchema.parse({
    id: "p1",
    type: "product",
    item: { id: "p1", type: "product", headline: { primary: "Stand mixer" }, url: { primary: "https://shop.example/p1" }, offers },
    computedValues: { headline: "Stand mixer", url: "https://shop.example/p1", teaseImage: { url: "http://127.0.0.1/images/p1.png", width: 10, height: 10 } },
  });

describe("productJsonLd", () => {
  it("gives an Offer per priced seller, available first, with the price the reader pays", () => {
    const entry = product([
      { externalUrl: "https://b.example/x", state: "OUT_OF_STOCK", prices: [{ type: "list", price: "$10.00" }], seller: { name: "B" } },
      { externalUrl: "https://a.example/x", state: "AVAILABLE", priceCurrency: "USD", prices: [{ type: "list", price: "$1,299.00" }, { type: "sale", price: "$999.50" }], seller: { name: "A" } },
      { externalUrl: "javascript:alert(1)", prices: [{ type: "list", price: "$5" }] },
      { externalUrl: "https://c.example/x" },
    ]);
    expect(productJsonLd(entry)).toEqual({
      "@type": "Product",
      name: "Stand mixer",
      image: "http://127.0.0.1/images/p1.png",
      offers: [
        { "@type": "Offer", url: "https://a.example/x", price: "999.50", priceCurrency: "USD", availability: "https://schema.org/InStock", seller: { "@type": "Organization", name: "A" } },
        { "@type": "Offer", url: "https://b.example/x", price: "10.00", priceCurrency: "USD", availability: "https://schema.org/OutOfStock", seller: { "@type": "Organization", name: "B" } },
      ],
    });
  });

  it("lists a front's products, or nothing when it has none", () => {
    expect(productListJsonLd([])).toBeNull();
    expect(productListJsonLd([product([])])).toMatchObject({ "@type": "ItemList", itemListElement: [{ position: 1, item: { "@type": "Product", name: "Stand mixer" } }] });
  });
});

describe("productPageJsonLd", () => {
  const image = (n: number) => ({ url: `http://127.0.0.1/images/p${n}.png`, width: 10, height: 10 });
  const page = productSchema.parse({
    id: "ncpd1",
    type: "product",
    name: "Stand mixer",
    description: "Mixes.",
    teaseImage: image(1),
    promotionalMedia: [image(1), image(2)],
    offers: [
      { externalUrl: "https://c.example/x", state: null, prices: [{ type: "list", price: "20" }] },
      { externalUrl: "https://b.example/x", state: "UNAVAILABLE", prices: [{ type: "list", price: "30" }] },
      { externalUrl: "https://a.example/x", state: "AVAILABLE", prices: [{ type: "list", price: "40" }, { type: "sale", price: "30" }], isPrimaryOffer: true },
    ],
  });

  it("names the page, every photo and the offers in the spec's order (available, unavailable, no state)", () => {
    expect(productPageJsonLd(page, "https://www.today.com/shop/product/stand-mixer-ncpd1")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      productID: "ncpd1",
      name: "Stand mixer",
      url: "https://www.today.com/shop/product/stand-mixer-ncpd1",
      description: "Mixes.",
      image: ["http://127.0.0.1/images/p1.png", "http://127.0.0.1/images/p2.png"],
      offers: [
        { "@type": "Offer", url: "https://a.example/x", price: "30.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
        { "@type": "Offer", url: "https://b.example/x", price: "30.00", priceCurrency: "USD", availability: "https://schema.org/Discontinued" },
        { "@type": "Offer", url: "https://c.example/x", price: "20.00", priceCurrency: "USD" },
      ],
    });
  });

  it("falls back to the tease image and leaves out offers it cannot price", () => {
    const bare = { ...page, promotionalMedia: undefined, description: undefined, offers: [{ externalUrl: "https://a.example/x" }] };
    expect(productPageJsonLd(bare, "https://x/p")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      productID: "ncpd1",
      name: "Stand mixer",
      url: "https://x/p",
      image: ["http://127.0.0.1/images/p1.png"],
    });
  });
});

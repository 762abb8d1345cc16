/** @jest-environment node */
import { contentItemSchema } from "@/lib/api/schemas/content";
import { productJsonLd, productListJsonLd } from "./json-ld-products";

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

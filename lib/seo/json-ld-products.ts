import type { ContentItem, Offer, Product } from "@/lib/api/schemas/content";
import { isOutOfStock, sortOffers } from "@/lib/commerce/offers";
import { effectivePrice, offerPrices } from "@/lib/commerce/price";
import { safeWebUrl } from "@/lib/article/safe-url";

const AVAILABILITY = {
  AVAILABLE: "https://schema.org/InStock",
  UNAVAILABLE: "https://schema.org/Discontinued",
  OUT_OF_STOCK: "https://schema.org/OutOfStock",
} as const;

/** schema.org Offers of a product, in the spec's order, one per priced seller with a web link (what the reader pays). */
function offersJsonLd(productOffers: readonly Offer[]): Record<string, unknown>[] {
  return sortOffers(productOffers).flatMap((offer) => {
    const price = effectivePrice(offerPrices(offer));
    const url = safeWebUrl(offer.externalUrl)?.href;
    if (price === undefined || !url) return [];
    return [
      {
        "@type": "Offer",
        url,
        price: price.toFixed(2),
        priceCurrency: offer.priceCurrency ?? "USD",
        ...(offer.state && { availability: isOutOfStock(offer) ? AVAILABILITY.OUT_OF_STOCK : AVAILABILITY[offer.state] }),
        ...(offer.seller && { seller: { "@type": "Organization", name: offer.seller.name } }),
      },
    ];
  });
}

/** schema.org Product of a product item, with an Offer per priced seller (what the reader pays, sale price first). */
export function productJsonLd(entry: ContentItem): Record<string, unknown> {
  const offers = offersJsonLd(entry.item.offers ?? []);
  const image = entry.computedValues.teaseImage?.url;
  return {
    "@type": "Product",
    name: entry.computedValues.headline,
    ...(entry.computedValues.description && { description: entry.computedValues.description }),
    ...(image && { image }),
    ...(offers.length > 0 && { offers }),
  };
}

/** An ItemList of a front's products, or null when it shows none. */
export function productListJsonLd(items: readonly ContentItem[]): Record<string, unknown> | null {
  const products = items.filter((entry) => entry.type === "product");
  if (products.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((entry, index) => ({ "@type": "ListItem", position: index + 1, item: productJsonLd(entry) })),
  };
}

/** schema.org Product of a product page: its address, every photo, and its offers. */
export function productPageJsonLd(product: Product, url: string): Record<string, unknown> {
  const offers = offersJsonLd(product.offers);
  const images = (product.promotionalMedia?.length ? product.promotionalMedia : product.teaseImage ? [product.teaseImage] : []).map((image) => image.url);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    productID: product.id,
    name: product.name,
    url,
    ...(product.description && { description: product.description }),
    ...(images.length > 0 && { image: images }),
    ...(offers.length > 0 && { offers }),
  };
}

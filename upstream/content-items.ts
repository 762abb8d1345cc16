/** Views of stored items as fronts show them: product teasables and content items with computed values. */
import type { ContentItem, Product, Teasable } from "../lib/api/schemas/content";

/** A product as a teasable, so product waffles and curated lists can hold it. */
export function productTeasable(product: Product): Teasable {
  return {
    id: product.id,
    type: "product",
    headline: { primary: product.name },
    ...(product.description ? { description: { primary: product.description } } : {}),
    url: product.url ?? { primary: product.offers[0]?.externalUrl ?? "" },
    teaseImage: product.teaseImage,
    taxonomy: product.taxonomy,
    ...(product.source ? { source: product.source } : {}),
    offers: product.offers,
  };
}

/** The index stores products as products and everything else fronts show as teasables. */
export function storedTeasable(type: string, json: string): Teasable {
  const parsed: unknown = JSON.parse(json);
  return type === "product" ? productTeasable(parsed as Product) : (parsed as Teasable);
}

export function toContentItem(teasable: Teasable, packageIndex: number, metadata?: Record<string, unknown>): ContentItem {
  const section = teasable.taxonomy?.primarySection;
  return {
    id: teasable.id,
    type: teasable.type,
    item: teasable,
    computedValues: {
      headline: teasable.headline.tease ?? teasable.headline.primary,
      ...(teasable.description?.primary ? { description: teasable.description.primary } : {}),
      ...(teasable.teaseImage ? { teaseImage: teasable.teaseImage } : {}),
      ...(section ? { unibrow: { text: section.name, ...(section.url ? { url: section.url.primary } : {}) } } : {}),
      url: teasable.url.primary,
    },
    ...(metadata ? { metadata } : {}),
    packageIndex,
  };
}

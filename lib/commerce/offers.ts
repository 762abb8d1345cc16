import type { Offer } from "@/lib/api/schemas/content";

/** Offer sort order (spec 2 §5): available, unavailable, no state, out of stock. */
const STATE_RANK: Record<string, number> = { AVAILABLE: 0, UNAVAILABLE: 1, null: 2, OUT_OF_STOCK: 3 };

export function sortOffers<T extends Pick<Offer, "state">>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) => (STATE_RANK[String(a.state ?? null)] ?? 2) - (STATE_RANK[String(b.state ?? null)] ?? 2));
}

export const isOutOfStock = (offer: Pick<Offer, "state">) => offer.state === "OUT_OF_STOCK";

/** A front is a StackCommerce front when any item's source organization is StackCommerce. */
export function isStackCommerceFront(items: readonly { item: { source?: { organization?: string } } }[]): boolean {
  return items.some((entry) => entry.item.source?.organization === "StackCommerce");
}

/**
 * What an offer lets the reader do: shop (available, or no state given), or read why not. Unavailable and
 * out-of-stock offers get no outbound link (see docs/decisions.md).
 */
export type OfferAction = "shop" | "unavailable" | "outOfStock";
export function offerAction(offer: Pick<Offer, "state">): OfferAction {
  if (offer.state === "OUT_OF_STOCK") return "outOfStock";
  if (offer.state === "UNAVAILABLE") return "unavailable";
  return "shop";
}

/** Related products share the product's category: its taxonomy path one level below its primary section. */
export const RELATED_PRODUCTS_SIZE = 4;

/** The `products/search` query of a product's related products (spec 2 §7), or null when it has no section. */
export function relatedProductsQuery(product: {
  id: string;
  taxonomy?: { primarySection?: { path?: string }; allTerms?: readonly { path: string }[] };
}): { filters: string; size: number } | null {
  const section = product.taxonomy?.primarySection?.path?.toLowerCase();
  if (!section) return null;
  const category = (product.taxonomy?.allTerms ?? [])
    .map((term) => term.path.toLowerCase())
    .find((path) => path.startsWith(`${section}/`) && !path.slice(section.length + 1).includes("/"));
  return { filters: `type:product AND taxonomy:${category ?? section} AND NOT id:${product.id}`, size: RELATED_PRODUCTS_SIZE };
}

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

/**
 * Fronts are stored as skeletons that name their items by id, and composed into the content API's curation
 * shape when served, so a front always shows its items as they are now (the ongoing live blog moves).
 */
import type { Curation, CurationLayout, CurationPackage, Teasable } from "../lib/api/schemas/content";
import { toContentItem } from "./content-items";

export interface ItemRef {
  id: string;
  metadata?: Record<string, unknown>;
}
export type PackageSkeleton = Omit<CurationPackage, "items"> & { items: ItemRef[] };
export type LayoutSkeleton = Omit<CurationLayout, "packages"> & { packages: PackageSkeleton[] };
export type CurationSkeleton = Omit<Curation, "layouts"> & { layouts: LayoutSkeleton[] };

export interface CuratedListSkeleton {
  id: string;
  headline: string;
  itemIds: string[];
}

export function skeletonItemIds(skeleton: CurationSkeleton): string[] {
  return [...new Set(skeleton.layouts.flatMap((layout) => layout.packages.flatMap((pkg) => pkg.items.map((item) => item.id))))];
}

/** Items whose teasable is missing are left out. */
export function composeCuration(skeleton: CurationSkeleton, teasables: ReadonlyMap<string, Teasable>): Curation {
  return {
    ...skeleton,
    layouts: skeleton.layouts.map((layout) => ({
      ...layout,
      packages: layout.packages.map((pkg) => ({
        ...pkg,
        items: pkg.items.flatMap((ref, index) => {
          const teasable = teasables.get(ref.id);
          return teasable ? [toContentItem(teasable, index, ref.metadata)] : [];
        }),
      })),
    })),
  };
}

export function composeCuratedList(skeleton: CuratedListSkeleton, teasables: ReadonlyMap<string, Teasable>, count: number) {
  return {
    id: skeleton.id,
    headline: skeleton.headline,
    content: { items: skeleton.itemIds.flatMap((id) => teasables.get(id) ?? []).slice(0, count) },
  };
}

/**
 * Where a product's page lives on the site. The spec gives products no route (spec 2 §3 Product has no URL), so
 * the site chooses one: `/{section}/product/{slug}-{id}`, the section being the product's primary section
 * without its brand (`today/shop` → `shop`), `shop` when it has none. See docs/decisions.md.
 */

import type { Product, Teasable } from "@/lib/api/schemas/content";

/** The path segment before a product's slug and id. */
export const PRODUCT_SEGMENT = "product";
/** The section of a product without a primary section. */
export const DEFAULT_PRODUCT_SECTION = "shop";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SECTION = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** A URL slug of a name: lower case, accents dropped, words joined by hyphens, at most 70 characters. */
export function slugifyName(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.length <= 70 ? slug : slug.slice(0, 70).replace(/-[^-]*$/, "").replace(/-+$/, "");
}

export interface ProductAddress {
  id: string;
  name: string;
  /** The upstream's slug, used when it is a clean one. */
  slug?: string;
  /** The primary section's taxonomy path, e.g. `today/shop`. */
  sectionPath?: string;
}

/** The site path of a product's page, e.g. `/shop/product/brightline-air-fryer-ncpd501000`. */
export function productPath({ id, name, slug, sectionPath }: ProductAddress): string {
  const cleanSlug = slug && SLUG.test(slug) ? slug : slugifyName(name);
  const sectionSegments = sectionPath?.toLowerCase().split("/").slice(1) ?? [];
  const section = sectionSegments.length > 0 && sectionSegments.every((segment) => SECTION.test(segment)) ? sectionSegments.join("/") : DEFAULT_PRODUCT_SECTION;
  return `/${section}/${PRODUCT_SEGMENT}/${cleanSlug ? `${cleanSlug}-` : ""}${id}`;
}

/** The page of a product as the content API gives it (`product/{id}`, `products/search`). */
export const productPagePath = (product: Pick<Product, "id" | "name" | "url" | "taxonomy">): string =>
  productPath({ id: product.id, name: product.name, slug: product.url?.slug, sectionPath: product.taxonomy?.primarySection?.path });

/** The page of a product tease on a front (a product teasable). */
export const productTeasePath = (item: Pick<Teasable, "id" | "headline" | "url" | "taxonomy">): string =>
  productPath({ id: item.id, name: item.headline.primary, slug: item.url.slug, sectionPath: item.taxonomy?.primarySection?.path });

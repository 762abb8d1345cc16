import { notFound } from "next/navigation";
import { getProduct, searchProducts } from "@/lib/api/content";
import { optionalLoad } from "@/lib/api/optional-load";
import type { Product } from "@/lib/api/schemas/content";
import { relatedProductsQuery } from "@/lib/commerce/offers";
import { productPagePath } from "@/lib/commerce/product-url";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { contentMetadata } from "@/lib/seo/metadata";
import type { Vertical } from "@/lib/verticals/verticals";
import { ProductDetail } from "./ProductDetail";

export interface ProductData {
  product: Product;
  /** Products of the same category (`products/search`); empty when that call fails. */
  related: Product[];
}

/** A product belongs to the brand its taxonomy names; on another brand's site it is not a page. */
export function belongsTo(product: Product, vertical: Vertical): boolean {
  const brand = product.taxonomy?.primaryVertical?.path?.toLowerCase();
  return !brand || brand === vertical.slug;
}

/**
 * A product (`product/{id}`): name, photos, its primary offer, every offer in the spec's order, and related
 * products from `products/search`. An unknown id is the 404 page, a failing upstream the 500 page.
 */
export const productPage: PageDefinition<RouteOf<"product">, ProductData> = {
  async load(route, { vertical, call }) {
    const product = await getProduct(route.id, call);
    if (!belongsTo(product, vertical)) notFound();
    const query = relatedProductsQuery(product);
    const related = query ? await optionalLoad(searchProducts(query, call), []) : [];
    return { product, related: related.filter((item) => item.id !== product.id) };
  },
  canonicalPath: ({ product }) => productPagePath(product),
  metadata({ product }, { vertical }) {
    const image = product.promotionalMedia?.[0] ?? product.teaseImage;
    return contentMetadata({
      vertical,
      title: product.name,
      description: product.description,
      canonical: productPagePath(product),
      image: image && { url: image.url, width: image.width, height: image.height, alt: image.altText },
    });
  },
  render: (data, context) => <ProductDetail data={data} vertical={context.vertical} />,
};

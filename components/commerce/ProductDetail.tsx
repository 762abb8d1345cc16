import { getTranslations } from "next-intl/server";
import type { Product } from "@/lib/api/schemas/content";
import { isOutOfStock, sortOffers } from "@/lib/commerce/offers";
import { primaryOffer } from "@/lib/commerce/price";
import { breadcrumbList } from "@/lib/seo/breadcrumbs";
import { productPageJsonLd } from "@/lib/seo/json-ld-products";
import { absoluteUrl } from "@/lib/seo/metadata";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";
import { JsonLd } from "@/components/seo/JsonLd";
import { SaveAction } from "@/components/saved/SaveAction";
import { OfferAction } from "./OfferAction";
import { OfferPrice } from "./OfferPrice";
import { ProductGallery } from "./ProductGallery";
import { productPagePath } from "@/lib/commerce/product-url";
import type { ProductData } from "./product-page";
import { RelatedProducts } from "./RelatedProducts";

const photosOf = (product: Product) => (product.promotionalMedia?.length ? product.promotionalMedia : product.teaseImage ? [product.teaseImage] : []);

/**
 * A product page: breadcrumbs to its section front, photos, name with its save button (the wishlist, where the brand
 * extends the content types) and description, the primary offer (price,
 * sale, discount, seller, where to buy or Out of stock), every offer in the spec's order, then related products.
 * Server HTML only.
 */
export async function ProductDetail({ data: { product, related }, vertical }: { data: ProductData; vertical: Vertical }) {
  const t = await getTranslations("product");
  const language = vertical.language;
  const offers = sortOffers(product.offers);
  const primary = primaryOffer(offers);
  const section = product.taxonomy?.primarySection;
  const sectionHref = section?.url ? toSiteHref(section.url.primary, vertical.slug) : null;
  const path = productPagePath(product);

  return (
    <>
      <JsonLd data={productPageJsonLd(product, absoluteUrl(vertical, path))} />
      <JsonLd data={breadcrumbList(vertical, [...(section?.url ? [{ name: section.name, url: section.url.primary }] : []), { name: product.name, url: path }])} />
      <article className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">
        <div className="flex flex-col gap-4">
          <nav aria-label={t("breadcrumb")}>
            <ol className="flex flex-wrap gap-x-2 text-sm font-semibold text-neutral-700">
              <li>
                <a href="/" className="hover:underline">
                  {vertical.displayName}
                </a>
              </li>
              {section && sectionHref?.startsWith("/") && (
                <li className="before:mr-2 before:content-['›']">
                  <a href={sectionHref} className="hover:underline">
                    {section.name}
                  </a>
                </li>
              )}
            </ol>
          </nav>
          <div className="grid gap-8 l:grid-cols-2">
            <ProductGallery photos={photosOf(product)} name={product.name} />
            <div className="flex flex-col gap-4">
              <div className="flex items-start justify-between gap-3">
                <h1 className="font-serif text-3xl font-bold leading-tight l:text-4xl">{product.name}</h1>
                <SaveAction vertical={vertical} contentId={product.id} contentType="product" />
              </div>
              {product.description && <p className="text-lg text-neutral-700">{product.description}</p>}
              {primary && (
                <section aria-label={t("price")} className="flex flex-col gap-3 border-y border-neutral-200 py-4">
                  <OfferPrice offer={primary} language={language} large />
                  {primary.seller && <p className="text-sm text-neutral-700">{t("soldBy", { seller: primary.seller.name })}</p>}
                  <OfferAction offer={primary} productName={product.name} prominent />
                </section>
              )}
              <p className="text-xs text-neutral-600">{t("affiliate")}</p>
            </div>
          </div>
        </div>
        {offers.length > 0 && (
          <section aria-labelledby="product-offers" className="flex flex-col gap-3">
            <h2 id="product-offers" className="border-b-2 border-accent pb-1 text-xl font-bold">
              {t("offers")}
            </h2>
            <ol className="flex flex-col divide-y divide-neutral-200">
              {offers.map((offer, index) => (
                <li
                  key={`${offer.externalUrl}-${index}`}
                  className={`grid grid-cols-1 items-center gap-2 py-3 m:grid-cols-[minmax(0,1fr)_auto_auto] m:gap-6 ${isOutOfStock(offer) ? "text-neutral-600" : ""}`}
                >
                  <p className="font-bold">{offer.seller?.name ?? t("shop")}</p>
                  <OfferPrice offer={offer} language={language} />
                  <OfferAction offer={offer} productName={product.name} />
                </li>
              ))}
            </ol>
          </section>
        )}
        <RelatedProducts products={related} vertical={vertical} />
      </article>
    </>
  );
}

import { ServerImage } from "@/components/shell/ServerImage";
import { deferredLoading } from "@/lib/request-context/lazy-load";
import { getTranslations } from "next-intl/server";
import type { Product } from "@/lib/api/schemas/content";
import { primaryOffer } from "@/lib/commerce/price";
import type { Vertical } from "@/lib/verticals/verticals";
import { OfferPrice } from "./OfferPrice";
import { productPagePath } from "@/lib/commerce/product-url";

/** Products of the same category (`products/search`), each linking to its own page. */
export async function RelatedProducts({ products, vertical }: { products: readonly Product[]; vertical: Vertical }) {
  const t = await getTranslations("product");
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="flex flex-col gap-3">
      <h2 id="related-products" className="border-b-2 border-accent pb-1 text-xl font-bold">
        {t("related")}
      </h2>
      <ul className="grid grid-cols-2 gap-6 l:grid-cols-4">
        {products.map((product) => {
          const offer = primaryOffer(product.offers);
          return (
            <li key={product.id} className="flex flex-col gap-2">
              {product.teaseImage && (
                <div className="relative aspect-square overflow-hidden bg-neutral-100">
                  <ServerImage src={product.teaseImage.url} alt="" fill sizes="(min-width: 1000px) 260px, 45vw" loading={deferredLoading()} className="object-cover" />
                </div>
              )}
              <h3 className="font-serif text-base font-semibold leading-snug">
                <a href={productPagePath(product)} className="hover:underline">
                  {product.name}
                </a>
              </h3>
              {offer && <OfferPrice offer={offer} language={vertical.language} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

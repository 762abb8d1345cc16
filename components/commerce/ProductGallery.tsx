import { ServerImage } from "@/components/shell/ServerImage";
import { getTranslations } from "next-intl/server";
import { FixedImage } from "@/components/front/FixedImage";
import type { Product } from "@/lib/api/schemas/content";
import { loadingFor } from "@/components/front/image-loading";

type Photo = NonNullable<Product["teaseImage"]>;

/**
 * The product's photos with no script: a row that snaps photo by photo (swipe or scroll), and numbered
 * thumbnails that link to each photo. The first photo is the page's LCP image.
 */
export async function ProductGallery({ photos, name }: { photos: readonly Photo[]; name: string }) {
  const t = await getTranslations("product");
  if (photos.length === 0) return null;
  return (
    <section aria-label={t("photos", { name })} className="flex flex-col gap-3">
      {/* Focusable so keyboard readers can scroll it (the photos themselves hold nothing to focus). */}
      <ul tabIndex={0} className="flex snap-x snap-mandatory overflow-x-auto rounded bg-neutral-100 focus-visible:outline-2 focus-visible:outline-accent" style={{ scrollbarWidth: "thin" }}>
        {photos.map((photo, index) => (
          <li key={`${photo.url}-${index}`} id={`photo-${index + 1}`} className="relative aspect-square w-full shrink-0 snap-center">
            <ServerImage
              src={photo.url}
              alt={photo.altText ?? name}
              fill
              sizes="(min-width: 1000px) 560px, calc(100vw - 32px)"
              className="object-contain"
              {...loadingFor(index === 0)}
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 && (
        <ol className="flex gap-2">
          {photos.map((photo, index) => (
            <li key={`${photo.url}-${index}`}>
              <a href={`#photo-${index + 1}`} className="relative block size-16 overflow-hidden rounded border border-neutral-300 hover:border-accent">
                <FixedImage src={photo.url} alt={t("photo", { number: index + 1, count: photos.length })} width={64} />
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

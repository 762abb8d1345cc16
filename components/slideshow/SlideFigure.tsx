import { ServerImage } from "@/components/shell/ServerImage";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import type { slideSchema } from "@/lib/api/schemas/content";
import { slideCredit } from "@/lib/slideshow/slide-credit";
import { slideId } from "@/lib/slideshow/slide-index";
import { loadingFor } from "@/components/front/image-loading";

type Slide = z.infer<typeof slideSchema>;

/** One slide: its image in a fixed 16:9 box (so slides never change the page's height), headline, caption, credit. */
export async function SlideFigure({ slide, index }: { slide: Slide; index: number }) {
  const t = await getTranslations("slideshow");
  const caption = slide.caption ?? slide.image.caption;
  const credit = slideCredit(slide);
  const first = index === 0;
  return (
    <figure id={slideId(index)} className="flex scroll-mt-4 flex-col gap-3">
      <div className="relative aspect-video overflow-hidden bg-neutral-900">
        <ServerImage
          src={slide.image.url}
          alt={slide.image.altText ?? ""}
          fill
          sizes="(min-width: 928px) 896px, calc(100vw - 32px)"
          className="object-contain"
          draggable={false}
          {...loadingFor(first)}
        />
      </div>
      <figcaption className="flex flex-col gap-1">
        {slide.headline && <h2 className="font-serif text-xl font-bold">{slide.headline}</h2>}
        {caption && <p>{caption}</p>}
        {credit && <p className="text-xs text-neutral-600">{t("credit", { credit })}</p>}
      </figcaption>
    </figure>
  );
}

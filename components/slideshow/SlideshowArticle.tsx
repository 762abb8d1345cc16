import { getFormatter, getTranslations } from "next-intl/server";
import type { z } from "zod";
import type { slideshowSchema } from "@/lib/api/schemas/content";
import { contentBreadcrumbs, imageGalleryJsonLd } from "@/lib/seo/json-ld-media";
import type { Vertical } from "@/lib/verticals/verticals";
import { JsonLd } from "@/components/seo/JsonLd";
import { SlideFigure } from "./SlideFigure";
import { Slideshow } from "./Slideshow.island";

export type SlideshowContent = z.infer<typeof slideshowSchema>;

/** Without JavaScript every slide shows (deep links work natively) and the island's controls hide. */
const NO_SCRIPT_CSS = "[data-slideshow] [data-slide]{display:block}[data-slideshow-controls]{display:none}";

/** A slideshow page: headline, description, byline, then the slides. */
export async function SlideshowArticle({ slideshow, vertical }: { slideshow: SlideshowContent; vertical: Vertical }) {
  const t = await getTranslations("slideshow");
  const format = await getFormatter();
  const total = slideshow.slides.length;
  const authors = slideshow.authors?.map((author) => author.person.name) ?? [];
  return (
    <>
      <JsonLd data={imageGalleryJsonLd(slideshow, vertical)} />
      <JsonLd data={contentBreadcrumbs(vertical, slideshow)} />
      <article className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6">
        <header className="flex flex-col gap-3">
          <h1 className="font-serif text-3xl font-bold leading-tight l:text-4xl">{slideshow.headline.primary}</h1>
          {slideshow.description?.primary && <p className="text-lg text-neutral-700">{slideshow.description.primary}</p>}
          {authors.length > 0 && <p className="text-sm font-semibold">{t("byline", { authors: format.list(authors) })}</p>}
        </header>
        <Slideshow
          slides={slideshow.slides.map((slide, index) => (
            <SlideFigure key={index} slide={slide} index={index} />
          ))}
          labels={{
            region: t("label"),
            previous: t("previous"),
            next: t("next"),
            counters: slideshow.slides.map((_, index) => t("counter", { current: index + 1, total })),
          }}
        />
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </article>
    </>
  );
}

/** Photo galleries: 20 per English vertical, 6 per Spanish one, 8–20 slides each. */
import { slideshowSchema, type Teasable } from "../../lib/api/schemas/content";
import type { z } from "zod";
import { HOUR_MS, REFERENCE_DATE_MS, isoAt } from "./clock";
import type { Person, SeedContext } from "./context";
import { ids } from "./ids";
import { pickAuthors } from "./people";
import { documentRow, teasableOf, teasableRow, type DocumentRow, type SearchRow } from "./rows";
import type { Section } from "./sections";
import { slugify } from "./text";

type Slideshow = z.infer<typeof slideshowSchema>;

export interface SeededSlideshow {
  slideshow: Slideshow;
  teasable: Teasable;
  section: Section;
}

export function generateSlideshows(ctx: SeedContext, people: readonly Person[]): SeededSlideshow[] {
  const writer = ctx.writer("slideshows");
  const rng = writer.rng;
  const count = ctx.vertical.language === "es" ? 6 : 20;
  return Array.from({ length: count }, (_, i) => {
    const id = ids.slideshow(ctx.index, i);
    const section = ctx.topSections[i % ctx.topSections.length] as Section;
    const story = writer.headline(section.beat);
    const headline = `${ctx.words.labels.inPhotos}: ${story}`;
    const slug = slugify(headline);
    const published = REFERENCE_DATE_MS - i * 14 * HOUR_MS - rng.int(0, 6) * HOUR_MS;
    const slides = Array.from({ length: rng.int(8, 20) }, (_, k) => {
      const caption = writer.sentence(section.beat);
      const image = ctx.image(`${id}-slide-${k + 1}`, caption, caption, rng);
      return { headline: rng.chance(0.4) ? writer.headline(section.beat) : undefined, caption, source: image.source, image };
    });
    const url = ctx.siteUrl(`${section.sitePath}/${slug}-${id}`);
    const description = writer.sentence(section.beat);
    const slideshow: Slideshow = {
      id,
      type: "slideshow",
      headline: { primary: headline, tease: story },
      description: { primary: description },
      url: { primary: url, canonical: url, slug },
      teaseImage: slides[0]?.image,
      primaryImage: slides[0]?.image,
      taxonomy: ctx.taxonomy(section),
      authors: pickAuthors(people, rng),
      source: { name: ctx.vertical.displayName, organization: ctx.vertical.displayName },
      datePublished: isoAt(published),
      dateModified: isoAt(published),
      dateCreated: isoAt(published),
      slides,
    };
    return { slideshow, teasable: teasableOf({ ...slideshow, slides: slideshow.slides.slice(0, 3) }), section };
  });
}

export function slideshowRows(ctx: SeedContext, slideshows: readonly SeededSlideshow[]): { documents: DocumentRow[]; searchItems: SearchRow[] } {
  const rng = ctx.rng("slideshow-rows");
  return {
    documents: slideshows.map(({ slideshow }) => documentRow("slideshow", slideshow.id, slideshowSchema, slideshow)),
    searchItems: slideshows.map(({ teasable }) =>
      teasableRow({ teasable, type: "slideshow", vertical: ctx.vertical.slug, publisher: ctx.vertical.publisher, popularity: rng.int(0, 10_000) }),
    ),
  };
}

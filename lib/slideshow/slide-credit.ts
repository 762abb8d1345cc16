import type { z } from "zod";
import type { slideSchema } from "@/lib/api/schemas/content";

type Slide = z.infer<typeof slideSchema>;

/**
 * Who a slide's photo is credited to: its authors, then its source ("Jane Doe / Reuters"). The slide's
 * own authors and source win over its image's. Null when nobody is named.
 */
export function slideCredit(slide: Slide): string | null {
  const authors = slide.authors ?? slide.image.authors ?? [];
  const source = slide.source ?? slide.image.source;
  const names = [...new Set([...authors.map((author) => author.person.name), ...(source ? [source.name] : [])])];
  return names.length > 0 ? names.join(" / ") : null;
}

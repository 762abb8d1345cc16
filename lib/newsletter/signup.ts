import { newsletterSchema } from "@/lib/api/schemas/content";
import type { z } from "zod";

/** Where a sign-up without JavaScript (a plain form post) lands when it worked. */
export const NEWSLETTER_SUBSCRIBED_PATH = "/newsletter-subscribed";

/** A newsletter package as the spec requires it (spec 1 §5): title, description, included taxonomy paths, key, signup source. */
export type NewsletterPackage = z.infer<typeof newsletterSchema>;

/** The package's newsletter, or null when a required field is missing: such a package is not shown. */
export function parseNewsletterPackage(metadata: unknown): NewsletterPackage | null {
  const parsed = newsletterSchema.safeParse(metadata);
  return parsed.success ? parsed.data : null;
}

/** The newsletter an article of `sectionPath` offers: the most specific one whose included paths cover it. */
export function newsletterForPath(newsletters: readonly NewsletterPackage[], sectionPath: string): NewsletterPackage | null {
  let best: { newsletter: NewsletterPackage; length: number } | null = null;
  for (const newsletter of newsletters) {
    if (newsletter.excludedTaxonomyPaths?.some((path) => covers(path, sectionPath))) continue;
    for (const path of newsletter.includedTaxonomyPaths) {
      if (covers(path, sectionPath) && (!best || path.length > best.length)) best = { newsletter, length: path.length };
    }
  }
  return best?.newsletter ?? null;
}

function covers(path: string, sectionPath: string): boolean {
  return sectionPath === path || sectionPath.startsWith(`${path}/`);
}

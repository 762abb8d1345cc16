/**
 * The account page's newsletter options (spec 2 §3 "Newsletter option: id, newsletterId, title, description, image"):
 * the account catalogue's eight, in its order and with its titles, described and pictured by the services API's
 * newsletter catalogue (`newsletter`). A newsletter the catalogue lacks, or a catalogue that failed, still shows with
 * its title.
 */
import type { z } from "zod";
import type { newsletterSchema } from "@/lib/api/schemas/content";
import { ACCOUNT_NEWSLETTERS } from "./subscriptions";

type CatalogueEntry = z.infer<typeof newsletterSchema>;

export interface NewsletterOption {
  id: string;
  newsletterId: string;
  title: string;
  description: string | null;
  image: { url: string; width: number; height: number } | null;
}

export function newsletterOptions(catalogue: readonly CatalogueEntry[]): NewsletterOption[] {
  const byKey = new Map(catalogue.map((entry) => [entry.key, entry]));
  return ACCOUNT_NEWSLETTERS.map(({ newsletterId, title }) => {
    const entry = byKey.get(newsletterId);
    return {
      id: newsletterId,
      newsletterId,
      title,
      description: entry?.description ?? null,
      image: entry?.image ? { url: entry.image.url, width: entry.image.width, height: entry.image.height } : null,
    };
  });
}

/** Byline texts: author names and the published / updated dates, in the vertical's language. */
import type { Language } from "@/lib/verticals/verticals";

/** Article dates are shown in the newsroom's time zone, whatever the reader's. */
export const ARTICLE_TIME_ZONE = "America/New_York";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/** A published or updated date as a reader sees it, e.g. "March 3, 2026 at 4:05 PM EST"; null when unreadable. */
export function formatArticleDate(iso: string, language: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: ARTICLE_TIME_ZONE,
    timeZoneName: "short",
  }).format(date);
}

/** Whether the byline shows an updated date: only when the article changed after it was published. */
export function wasUpdated(datePublished: string | undefined, dateModified: string | undefined): boolean {
  if (!datePublished || !dateModified) return false;
  const published = Date.parse(datePublished);
  const modified = Date.parse(dateModified);
  return !Number.isNaN(published) && !Number.isNaN(modified) && modified > published;
}

/** "A", "A and B", "A, B and C" (or "y" in Spanish). */
export function formatAuthorNames(names: readonly string[], language: Language): string {
  return new Intl.ListFormat(LOCALES[language], { style: "long", type: "conjunction" }).format(names);
}

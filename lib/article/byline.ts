/** Byline texts: author names and the published / updated dates, in the vertical's language. */
import { keptBy } from "@/lib/format/kept";
import type { Language } from "@/lib/verticals/verticals";

/** Article dates are shown in the newsroom's time zone, whatever the reader's. */
export const ARTICLE_TIME_ZONE = "America/New_York";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

const articleDateFormat = keptBy(
  (language: Language) =>
    new Intl.DateTimeFormat(LOCALES[language], {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: ARTICLE_TIME_ZONE,
      timeZoneName: "short",
    }),
);
const namesFormat = keptBy((language: Language) => new Intl.ListFormat(LOCALES[language], { style: "long", type: "conjunction" }));

/** A published or updated date as a reader sees it, e.g. "March 3, 2026 at 4:05 PM EST"; null when unreadable. */
export function formatArticleDate(iso: string, language: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return articleDateFormat(language).format(date);
}

/** Whether the byline shows an updated date: only when the article changed after it was published. */
export function wasUpdated(datePublished: string | undefined, dateModified: string | undefined): boolean {
  if (!datePublished || !dateModified) return false;
  const published = Date.parse(datePublished);
  const modified = Date.parse(dateModified);
  return !Number.isNaN(published) && !Number.isNaN(modified) && modified > published;
}

export type AuthorNamePart = { type: "name"; index: number } | { type: "text"; value: string };

/** "A", "A and B", "A, B and C" (or "y" in Spanish) as parts, so each name can be a link: `{name 0}`, `" and "`, `{name 1}`. */
export function authorNameParts(names: readonly string[], language: Language): AuthorNamePart[] {
  let next = 0;
  return namesFormat(language)
    .formatToParts(names)
    .map((part) => (part.type === "element" ? { type: "name", index: next++ } : { type: "text", value: part.value }));
}

/** Where the byline's list goes in a translated byline ("By {authors}"): the text before and after it. */
export const BYLINE_SLOT = "\u0000";

import type { z } from "zod";
import type { personSchema } from "@/lib/api/schemas/content";
import { authorNameParts, BYLINE_SLOT } from "@/lib/article/byline";
import { authorPath } from "@/lib/authors/author-path";
import { html, innerHtml } from "@/lib/html/html";
import type { Language } from "@/lib/verticals/verticals";

/**
 * "By A and B", each name a link to the author's page (when they have one). `text` is the translated byline with
 * BYLINE_SLOT where the names go.
 */
export function Byline({ text, persons, language, className }: { text: string; persons: readonly z.infer<typeof personSchema>[]; language: Language; className?: string }) {
  const [before = "", after = ""] = text.split(BYLINE_SLOT);
  const names = authorNameParts(
    persons.map((person) => person.name),
    language,
  ).map((part) => {
    if (part.type === "text") return part.value;
    const person = persons[part.index];
    const page = person && authorPath(person);
    return page ? html`<a href="${page}" class="underline decoration-accent decoration-2 underline-offset-2 hover:decoration-current">${person.name}</a>` : person?.name;
  });
  return <p className={className} {...innerHtml(html`${before}${names}${after}`)} />;
}

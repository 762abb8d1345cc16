import { deferredLoading } from "@/lib/request-context/lazy-load";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import type { personSchema } from "@/lib/api/schemas/content";
import { authorPath } from "@/lib/authors/author-path";
import { html, innerHtml } from "@/lib/html/html";
import { imageHtml } from "@/lib/html/image";
import { socialProfiles } from "@/lib/authors/social-profiles";
import type { Language } from "@/lib/verticals/verticals";

export type Person = z.infer<typeof personSchema>;

/**
 * An author of the article: portrait, name (a link to their page), job title, short bio and social profiles. Static, so
 * drawn as one string (lib/html/html.ts).
 */
export async function AuthorCard({ person, language }: { person: Person; language: Language }) {
  const t = await getTranslations({ locale: language, namespace: "article" });
  const bio = person.shortBio ?? person.bio?.join(" ");
  const profiles = socialProfiles(person);
  const page = authorPath(person);
  const portrait =
    person.primaryImage &&
    imageHtml({ src: person.primaryImage.url, alt: "", width: 64, height: 64, loading: deferredLoading(), className: "size-16 shrink-0 rounded-full bg-neutral-200 object-cover" });
  const name = page ? html`<a href="${page}" class="hover:underline">${person.name}</a>` : person.name;
  const links =
    profiles.length > 0 &&
    html`<ul class="mt-1 flex flex-wrap gap-4 text-sm">${profiles.map(
      (profile) =>
        html`<li><a href="${profile.href}" rel="noopener noreferrer" aria-label="${t(`social.${profile.key}`, { name: person.name })}" class="font-semibold underline decoration-accent decoration-2">${profile.name}</a></li>`,
    )}</ul>`;
  const content = html`${portrait}<div class="flex flex-col gap-1"><h3 class="font-bold">${name}</h3>${
    person.jobTitle && person.jobTitle.length > 0 && html`<p class="text-sm text-neutral-700">${person.jobTitle.join(", ")}</p>`
  }${bio && html`<p class="text-sm">${bio}</p>`}${links}</div>`;
  return <div className="flex gap-4" {...innerHtml(content)} />;
}

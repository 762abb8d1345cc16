import { ServerImage } from "@/components/shell/ServerImage";
import { deferredLoading } from "@/lib/request-context/lazy-load";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import type { personSchema } from "@/lib/api/schemas/content";
import { authorPath } from "@/lib/authors/author-path";
import { socialProfiles } from "@/lib/authors/social-profiles";
import type { Language } from "@/lib/verticals/verticals";

export type Person = z.infer<typeof personSchema>;

/** An author of the article: portrait, name (a link to their page), job title, short bio and social profiles. */
export async function AuthorCard({ person, language }: { person: Person; language: Language }) {
  const t = await getTranslations({ locale: language, namespace: "article" });
  const bio = person.shortBio ?? person.bio?.join(" ");
  const profiles = socialProfiles(person);
  const page = authorPath(person);
  return (
    <div className="flex gap-4">
      {person.primaryImage && (
        <ServerImage
          src={person.primaryImage.url}
          alt=""
          width={64}
          height={64}
          loading={deferredLoading()}
          className="size-16 shrink-0 rounded-full bg-neutral-200 object-cover"
        />
      )}
      <div className="flex flex-col gap-1">
        <h3 className="font-bold">
          {page ? (
            <a href={page} className="hover:underline">
              {person.name}
            </a>
          ) : (
            person.name
          )}
        </h3>
        {person.jobTitle && person.jobTitle.length > 0 && <p className="text-sm text-neutral-700">{person.jobTitle.join(", ")}</p>}
        {bio && <p className="text-sm">{bio}</p>}
        {profiles.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-4 text-sm">
            {profiles.map((profile) => (
              <li key={profile.key}>
                <a
                  href={profile.href}
                  rel="noopener noreferrer"
                  aria-label={t(`social.${profile.key}`, { name: person.name })}
                  className="font-semibold underline decoration-accent decoration-2"
                >
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

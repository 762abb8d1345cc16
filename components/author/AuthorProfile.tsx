import { ServerImage } from "@/components/shell/ServerImage";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import type { ContentItem, Pagination, personSchema } from "@/lib/api/schemas/content";
import { authorPath } from "@/lib/authors/author-path";
import { socialProfiles } from "@/lib/authors/social-profiles";
import type { PageContext } from "@/lib/pages/page-definition";
import { profilePageJsonLd } from "@/lib/seo/json-ld-author";
import { loadingFor } from "@/components/front/image-loading";
import { Tease } from "@/components/front/Tease";
import { WafflePagination } from "@/components/front/WafflePagination";
import { JsonLd } from "@/components/seo/JsonLd";

export interface AuthorStories {
  items: ContentItem[];
  pagination: Pagination;
}

const PORTRAIT_SIZE = 160;

/** An author's page: portrait, name, job title, bio and social profiles, then their latest stories, paged. */
export async function AuthorProfile({ person, stories, context }: { person: z.infer<typeof personSchema>; stories: AuthorStories | null; context: PageContext }) {
  const { vertical, view, segments } = context;
  const t = await getTranslations("author");
  const ta = await getTranslations("article");
  const bio = person.bio?.length ? person.bio : person.shortBio ? [person.shortBio] : [];
  const profiles = socialProfiles(person);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8">
      <header className="flex flex-col gap-6 m:flex-row m:items-start">
        {person.primaryImage && (
          <ServerImage
            src={person.primaryImage.url}
            alt=""
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
            {...loadingFor(view.page === 1)}
            className="size-40 shrink-0 rounded-full bg-neutral-200 object-cover"
          />
        )}
        <div className="flex max-w-[680px] flex-col gap-2">
          <h1 className="font-serif text-3xl font-bold leading-tight l:text-4xl">{person.name}</h1>
          {person.jobTitle && person.jobTitle.length > 0 && <p className="text-lg text-neutral-700">{person.jobTitle.join(", ")}</p>}
          {bio.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {profiles.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-4 text-sm">
              {profiles.map((profile) => (
                <li key={profile.key}>
                  <a href={profile.href} rel="noopener noreferrer me" aria-label={ta(`social.${profile.key}`, { name: person.name })} className="font-semibold underline decoration-accent decoration-2">
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <section aria-labelledby="author-stories" className="flex flex-col gap-6">
        <h2 id="author-stories" className="text-2xl font-black">
          {t("latest", { name: person.name })}
        </h2>
        {!stories ? (
          <p className="text-neutral-700">{t("storiesUnavailable")}</p>
        ) : stories.items.length === 0 ? (
          <p className="text-neutral-700">{t("noStories", { name: person.name })}</p>
        ) : (
          <>
            <ul className="grid gap-6 m:grid-cols-2 l:grid-cols-3">
              {stories.items.map((item) => (
                <li key={item.id}>
                  <Tease item={item} vertical={vertical.slug} size="standard" />
                </li>
              ))}
            </ul>
            <WafflePagination pagination={stories.pagination} segments={segments} view={view} label="pagination" />
          </>
        )}
      </section>
      <JsonLd data={profilePageJsonLd(person, authorPath(person) ?? `/${segments.join("/")}`, vertical)} />
    </div>
  );
}

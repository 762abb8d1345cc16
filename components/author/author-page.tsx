import { notFound } from "next/navigation";
import type { z } from "zod";
import { getAutomatedWaffle, getPerson } from "@/lib/api/content";
import { optionalLoad } from "@/lib/api/optional-load";
import type { personSchema } from "@/lib/api/schemas/content";
import { AUTHOR_STORIES_PAGE_SIZE, authorPath, authorStoriesFilters } from "@/lib/authors/author-path";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { contentMetadata } from "@/lib/seo/metadata";
import { AuthorProfile, type AuthorStories } from "./AuthorProfile";

export interface AuthorData {
  person: z.infer<typeof personSchema>;
  /** Null when the first page of stories failed: the profile still shows. */
  stories: AuthorStories | null;
}

/**
 * An author's page (`persons/search` by id, spec 2 §7): the profile and their latest stories from the automated list,
 * paged with `?page=N` like a front's waffle. An unknown person is a 404; so is a page past the last.
 */
export const authorPage: PageDefinition<RouteOf<"author">, AuthorData> = {
  async load(route, { call, view }) {
    const stories = getAutomatedWaffle({ filters: authorStoriesFilters(route.id), size: AUTHOR_STORIES_PAGE_SIZE, page: view.page }, call);
    const [person, search] = await Promise.all([getPerson(route.id, call), view.page > 1 ? stories : optionalLoad(stories, null)]);
    if (view.page > 1 && (!search || search.items.length === 0)) notFound();
    return { person, stories: search && { items: search.items, pagination: search.pagination } };
  },
  canonicalPath: ({ person }) => authorPath(person),
  metadata({ person }, { vertical, view }) {
    const path = authorPath(person) ?? "/";
    const image = person.primaryImage;
    return contentMetadata({
      vertical,
      title: person.name,
      description: person.shortBio ?? person.bio?.join(" ") ?? person.jobTitle?.join(", "),
      canonical: view.page > 1 ? `${path}?page=${view.page}` : path,
      image: image && { url: image.url, width: image.width, height: image.height, alt: image.altText },
    });
  },
  render: ({ person, stories }, context) => <AuthorProfile person={person} stories={stories} context={context} />,
};

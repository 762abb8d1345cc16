/**
 * Author pages (spec 2 §3 person, §7 `persons/search`). The spec gives them no route, so the site chooses one:
 * `/author/{name-slug}-{personId}`, the person id being the `ncpr` id that finds them (see docs/decisions.md).
 */
import type { z } from "zod";
import type { personSchema } from "@/lib/api/schemas/content";
import { slugifyName } from "@/lib/commerce/product-url";

export const AUTHOR_SEGMENT = "author";
/** A person's id as it ends an author page's path. */
export const AUTHOR_ID = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?(ncpr\d{1,12})$/;
/** Stories on an author page, a page at a time. */
export const AUTHOR_STORIES_PAGE_SIZE = 20;
/** What an author page lists: the reading kinds (live blogs, recipes, videos and slideshows included). */
export const AUTHOR_STORY_TYPES = ["article", "video", "recipe", "slideshow"] as const;

/** The author page of a byline's person, or null when the person has no id an author page can be found by. */
export function authorPath(person: Pick<z.infer<typeof personSchema>, "id" | "name">): string | null {
  const id = person.id?.toLowerCase();
  if (!id || !AUTHOR_ID.test(id)) return null;
  const slug = slugifyName(person.name);
  return `/${AUTHOR_SEGMENT}/${slug ? `${slug}-` : ""}${id}`;
}

/** The automated-list filters of an author's stories on a brand: their content, newest first (the list's order). */
export function authorStoriesFilters(personId: string): string {
  return `(${AUTHOR_STORY_TYPES.map((type) => `type:${type}`).join(" OR ")}) AND author:${personId}`;
}

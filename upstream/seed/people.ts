/** Each vertical's staff: the authors of its stories and the people `persons/search` finds. */
import type { z } from "zod";
import { personSchema, type authorSchema } from "../../lib/api/schemas/content";
import type { Person, SeedContext } from "./context";
import { ids } from "./ids";
import type { Rng } from "./random";
import { validated, type SearchRow } from "./rows";
import { fill, lowerFirst, slugify } from "./text";

type Author = z.infer<typeof authorSchema>;

const AUTHORS_PER_VERTICAL = 12;

export function createPeople(ctx: SeedContext): Person[] {
  const writer = ctx.writer("people");
  const rng = writer.rng;
  const names = new Set<string>();
  while (names.size < AUTHORS_PER_VERTICAL) names.add(writer.personName());
  return [...names].map((name, index) => {
    const id = ids.person(ctx.index, index);
    const jobTitle = rng.pick(ctx.words.jobTitles);
    const bio = fill(ctx.words.bio, {
      name,
      jobTitle: lowerFirst(jobTitle),
      brand: ctx.vertical.displayName,
      place: rng.pick(ctx.words.places),
    });
    const handle = slugify(name).replace(/-/g, "");
    return {
      name,
      id,
      email: `${handle}@example.com`,
      bio: [bio],
      jobTitle: [jobTitle],
      shortBio: bio,
      type: "person",
      url: ctx.siteUrl(`/author/${slugify(name)}-${id}`),
      socialMediaProfiles: { twitter: `https://twitter.com/${handle}`, instagram: `https://www.instagram.com/${handle}` },
      primaryImage: ctx.image(`${id}-portrait`, name, name, rng, { width: 400, height: 400 }),
    };
  });
}

/** One or two bylines from the staff. */
export function pickAuthors(people: readonly Person[], rng: Rng): Author[] {
  return rng.sample(people, rng.chance(0.3) ? 2 : 1).map((person) => ({
    type: "author",
    authorType: "staff",
    featuredAuthor: false,
    person,
  }));
}

export function personRows(ctx: SeedContext, people: readonly Person[]): SearchRow[] {
  return people.map((person) => {
    const valid = validated(personSchema, person, `person ${person.id}`);
    return {
      id: valid.id as string,
      type: "person",
      subType: "",
      vertical: ctx.vertical.slug,
      publisher: ctx.vertical.publisher,
      name: valid.name.toLowerCase(),
      publishedAt: 0,
      popularity: 0,
      parentId: null,
      liveOffsetMs: null,
      terms: [ctx.vertical.slug],
      json: JSON.stringify(valid),
    };
  });
}

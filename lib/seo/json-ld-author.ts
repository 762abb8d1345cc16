/** schema.org structured data for an author page: a ProfilePage whose main entity is the Person. */
import type { z } from "zod";
import type { personSchema } from "@/lib/api/schemas/content";
import { socialProfiles } from "@/lib/authors/social-profiles";
import type { Vertical } from "@/lib/verticals/verticals";
import { absoluteUrl } from "./metadata";

type Person = z.infer<typeof personSchema>;

/** `path` is the author page's canonical site path. */
export function profilePageJsonLd(person: Person, path: string, vertical: Vertical): Record<string, unknown> {
  const url = absoluteUrl(vertical, path);
  const sameAs = socialProfiles(person).map((profile) => profile.href);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      name: person.name,
      url,
      ...(person.id ? { identifier: person.id } : {}),
      ...(person.jobTitle?.length ? { jobTitle: person.jobTitle.join(", ") } : {}),
      ...(person.shortBio || person.bio?.length ? { description: person.shortBio ?? person.bio?.join(" ") } : {}),
      ...(person.primaryImage ? { image: person.primaryImage.url } : {}),
      ...(sameAs.length ? { sameAs } : {}),
      worksFor: { "@type": "Organization", name: vertical.displayName },
    },
  };
}

import type { z } from "zod";
import type { personSchema } from "@/lib/api/schemas/content";
import { safeWebUrl } from "@/lib/article/safe-url";

/** The profiles an author links to, in order. gPlus is left out: Google+ no longer exists, so its links are dead. */
const SOCIAL_NETWORKS = [
  { key: "twitter", name: "X" },
  { key: "facebook", name: "Facebook" },
  { key: "instagram", name: "Instagram" },
] as const;

export interface SocialProfile {
  key: (typeof SOCIAL_NETWORKS)[number]["key"];
  /** The network's name as shown. */
  name: string;
  href: string;
}

/** A person's social profiles that are safe web addresses (anything else is dropped). */
export function socialProfiles(person: Pick<z.infer<typeof personSchema>, "socialMediaProfiles">): SocialProfile[] {
  return SOCIAL_NETWORKS.flatMap(({ key, name }) => {
    const url = person.socialMediaProfiles?.[key];
    const safe = url ? safeWebUrl(url) : null;
    return safe ? [{ key, name, href: safe.href }] : [];
  });
}

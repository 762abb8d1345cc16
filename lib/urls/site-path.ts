import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";

/**
 * The href for a content URL on a vertical's site: content of the same vertical becomes a site path
 * (so links work on any host, including `today.localhost:3000`); other URLs stay absolute.
 */
export function toSiteHref(url: string, vertical: VerticalSlug): string {
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url);
    if (VERTICALS[vertical].hosts.includes(parsed.hostname)) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : "/";
  } catch {
    return "/";
  }
}

import { verticalOrigin } from "@/lib/seo/metadata";
import type { Vertical } from "@/lib/verticals/verticals";

function parse(vertical: Vertical, url: string): URL | null {
  try {
    const parsed = new URL(url, verticalOrigin(vertical));
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The URL of a page of the vertical, absolute on its production origin (whatever host the content API
 * wrote), or null for a page of another site. Sitemaps may only list their own host's pages.
 */
export function onSiteUrl(vertical: Vertical, url: string): string | null {
  const parsed = parse(vertical, url);
  if (!parsed || !vertical.hosts.includes(parsed.hostname)) return null;
  return `${verticalOrigin(vertical)}${parsed.pathname}${parsed.search}`;
}

/** An absolute link for a feed: the production URL for the vertical's own pages, other sites' URLs as they are. */
export function feedLink(vertical: Vertical, url: string): string | null {
  return onSiteUrl(vertical, url) ?? parse(vertical, url)?.toString() ?? null;
}

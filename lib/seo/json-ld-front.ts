import type { Metadata } from "next";
import type { Curation } from "@/lib/api/schemas/content";
import { frontStories } from "@/lib/feeds/front-items";
import { RSS_CONTENT_TYPE, rssFeedPath } from "@/lib/feeds/rss";
import { feedLink } from "@/lib/feeds/site-url";
import type { Vertical } from "@/lib/verticals/verticals";
import { absoluteUrl } from "./metadata";

/** Stories of a front named in its structured data. */
export const COLLECTION_PAGE_ITEMS = 20;

/** schema.org CollectionPage of a front: its SEO title and description, its URL, and its first stories as an ItemList. */
export function collectionPageJsonLd(vertical: Vertical, curation: Curation): Record<string, unknown> {
  const stories = frontStories(curation)
    .flatMap((story) => {
      const url = feedLink(vertical, story.computedValues.url);
      return url ? [{ url, name: story.computedValues.headline }] : [];
    })
    .slice(0, COLLECTION_PAGE_ITEMS);
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: curation.seoTitle,
    description: curation.seoDescription,
    url: absoluteUrl(vertical, curation.pageRoute),
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: stories.length,
      itemListElement: stories.map((story, index) => ({ "@type": "ListItem", position: index + 1, url: story.url, name: story.name })),
    },
  };
}

/** The `alternates.types` entry that announces a front's RSS feed. */
export function rssAlternate(subpath: string): NonNullable<NonNullable<Metadata["alternates"]>["types"]> {
  return { [RSS_CONTENT_TYPE]: rssFeedPath(subpath) };
}

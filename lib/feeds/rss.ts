import type { ContentItem, Curation } from "@/lib/api/schemas/content";
import { absoluteUrl, verticalOrigin } from "@/lib/seo/metadata";
import type { Vertical } from "@/lib/verticals/verticals";
import { rfc822Date } from "./feed-dates";
import { frontStories } from "./front-items";
import { feedLink } from "./site-url";
import { XML_DECLARATION, xmlEscape } from "./xml";

export const RSS_CONTENT_TYPE = "application/rss+xml";
const RSS_PATH = "/feeds/rss";

/** The site path of a front's feed: `/feeds/rss` for the home front, `/feeds/rss/{subpath}` for a section front. */
export function rssFeedPath(subpath: string): string {
  return subpath ? `${RSS_PATH}/${subpath}` : RSS_PATH;
}

const element = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

function rssItem(vertical: Vertical, story: ContentItem, link: string): string {
  const { computedValues: values, item } = story;
  const pubDate = rfc822Date(item.datePublished);
  const description = values.description ?? item.description?.primary;
  const image = values.teaseImage ?? item.teaseImage;
  const imageUrl = image && feedLink(vertical, image.url);
  const type = image?.encodingFormat;
  const parts = [
    element("title", values.headline),
    element("link", link),
    `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
    pubDate && element("pubDate", pubDate),
    description && element("description", description),
    image && imageUrl && `<media:content url="${xmlEscape(imageUrl)}" medium="image" width="${image.width}" height="${image.height}"${type ? ` type="${xmlEscape(type)}"` : ""}/>`,
    // RSS requires a length; the image's size in bytes is not known, and 0 is the convention for that.
    imageUrl && type && `<enclosure url="${xmlEscape(imageUrl)}" length="0" type="${xmlEscape(type)}"/>`,
  ];
  return `    <item>${parts.filter(Boolean).join("")}</item>`;
}

/**
 * The RSS 2.0 feed of a front: its stories in page order, each once, linked absolutely; the channel
 * takes the front's SEO title and description and the vertical's language, and names its own address.
 */
export function buildRssFeed(vertical: Vertical, curation: Curation, subpath: string): string {
  const links = new Set<string>();
  const items = frontStories(curation).flatMap((story) => {
    const link = feedLink(vertical, story.computedValues.url);
    if (!link || links.has(link)) return [];
    links.add(link);
    return [rssItem(vertical, story, link)];
  });
  const self = `${verticalOrigin(vertical)}${rssFeedPath(subpath)}`;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    ${element("title", curation.seoTitle)}`,
    `    ${element("link", absoluteUrl(vertical, curation.pageRoute))}`,
    `    ${element("description", curation.seoDescription)}`,
    `    ${element("language", vertical.language)}`,
    `    <atom:link href="${xmlEscape(self)}" rel="self" type="${RSS_CONTENT_TYPE}"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

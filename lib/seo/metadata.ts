import type { Metadata } from "next";
import type { Teasable } from "@/lib/api/schemas/content";
import type { Vertical } from "@/lib/verticals/verticals";

/** The public origin of a vertical: its first production host. */
export function verticalOrigin(vertical: Vertical): string {
  return `https://${vertical.hosts[0]}`;
}

/** An absolute URL on the vertical's production host for a site path (or the URL itself when absolute). */
export function absoluteUrl(vertical: Vertical, pathOrUrl: string): string {
  return new URL(pathOrUrl, verticalOrigin(vertical)).toString();
}

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

export interface ContentMetadataInput {
  vertical: Vertical;
  title: string;
  description?: string;
  /** Site path or absolute URL of the canonical page. */
  canonical: string;
  image?: ShareImage;
  /** Open Graph type. */
  type?: "website" | "article" | "video.other";
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  /** Other-language versions of the same page: language → absolute URL. */
  languages?: Record<string, string>;
  /** The page's own title stands alone, without the brand suffix (home fronts). */
  absoluteTitle?: boolean;
}

/** Title, description, canonical, hreflang, Open Graph and Twitter card for one page. */
export function contentMetadata(input: ContentMetadataInput): Metadata {
  const { vertical, title, description, image } = input;
  const canonical = absoluteUrl(vertical, input.canonical);
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined;
  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical,
      ...(input.languages ? { languages: { ...input.languages, [vertical.language]: canonical } } : {}),
    },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: vertical.displayName,
      locale: vertical.language === "es" ? "es_US" : "en_US",
      type: input.type === "video.other" ? "video.other" : (input.type ?? "website"),
      images,
      ...(input.type === "article"
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, authors: input.authors }
        : {}),
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title,
      description,
      images: image ? [image.url] : undefined,
    },
  };
}

type Image = { url: string; width: number; height: number; altText?: string };

/**
 * Metadata of a content item (article, recipe, slideshow, video): SEO headline and description
 * when the newsroom wrote them, its share image, dates and authors.
 */
export function teasableMetadata(
  item: Pick<Teasable, "headline" | "description" | "datePublished" | "dateModified" | "authors">,
  { vertical, canonical, image, type = "article", absoluteTitle }: { vertical: Vertical; canonical: string; image?: Image; type?: ContentMetadataInput["type"]; absoluteTitle?: boolean },
): Metadata {
  return contentMetadata({
    vertical,
    title: item.headline.seo ?? item.headline.primary,
    absoluteTitle,
    description: item.description?.seo ?? item.description?.primary,
    canonical,
    image: image && { url: image.url, width: image.width, height: image.height, alt: image.altText },
    type,
    ...(type === "article"
      ? { publishedTime: item.datePublished, modifiedTime: item.dateModified, authors: item.authors?.map((author) => author.person.name) }
      : {}),
  });
}

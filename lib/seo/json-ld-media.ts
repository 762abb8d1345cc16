/** schema.org structured data for the media pages: recipes, slideshows and videos (with their breadcrumbs). */
import type { z } from "zod";
import type { Recipe, Teasable, Video, slideshowSchema } from "@/lib/api/schemas/content";
import { slideCredit } from "@/lib/slideshow/slide-credit";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";
import { chooseVideoSources, MP4_TYPE } from "@/lib/video/video-sources";
import { breadcrumbList } from "./breadcrumbs";
import { absoluteUrl } from "./metadata";

type Slideshow = z.infer<typeof slideshowSchema>;
type JsonLdObject = Record<string, unknown>;

/** The address search engines should index a content item under. */
export function canonicalUrl(urls: Teasable["url"]): string {
  return urls.canonical ?? urls.primary;
}

/** The canonical address as a path on this vertical's site; null when it lives on another site. */
export function canonicalSitePath(urls: Teasable["url"], vertical: Vertical): string | null {
  const href = toSiteHref(canonicalUrl(urls), vertical.slug);
  return href.startsWith("/") && href !== "/" ? href : null;
}

const people = (item: Pick<Teasable, "authors">) =>
  item.authors?.map(({ person }) => ({ "@type": "Person", name: person.name, ...(person.url ? { url: person.url } : {}) }));

const publisher = (vertical: Vertical) => ({ "@type": "Organization", name: vertical.displayName });

const descriptionOf = (item: Teasable) => item.description?.seo ?? item.description?.primary;

/** The home page, the item's primary section, then the item. */
export function contentBreadcrumbs(vertical: Vertical, item: Teasable): JsonLdObject {
  const section = item.taxonomy?.primarySection;
  return breadcrumbList(vertical, [
    ...(section?.url ? [{ name: section.name, url: section.url.primary }] : []),
    { name: item.headline.primary, url: canonicalUrl(item.url) },
  ]);
}

export function recipeJsonLd(recipe: Recipe, vertical: Vertical): JsonLdObject {
  const image = recipe.primaryImage ?? recipe.teaseImage;
  const calories = recipe.nutrition?.calories;
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.headline.primary,
    description: descriptionOf(recipe),
    url: canonicalUrl(recipe.url),
    image: image ? [image.url] : undefined,
    author: people(recipe),
    publisher: publisher(vertical),
    datePublished: recipe.datePublished,
    dateModified: recipe.dateModified,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    recipeYield: recipe.yield ?? recipe.servingSize,
    recipeIngredient: recipe.ingredients.flatMap((group) => group.ingredients),
    recipeInstructions: recipe.instructions.flatMap((group) => group.instructions).map((text) => ({ "@type": "HowToStep", text })),
    nutrition: calories ? { "@type": "NutritionInformation", calories } : undefined,
  };
}

export function imageGalleryJsonLd(slideshow: Slideshow, vertical: Vertical): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name: slideshow.headline.primary,
    description: descriptionOf(slideshow),
    url: canonicalUrl(slideshow.url),
    author: people(slideshow),
    publisher: publisher(vertical),
    datePublished: slideshow.datePublished,
    dateModified: slideshow.dateModified,
    associatedMedia: slideshow.slides.map((slide) => ({
      "@type": "ImageObject",
      contentUrl: slide.image.url,
      width: slide.image.width,
      height: slide.image.height,
      name: slide.headline,
      caption: slide.caption ?? slide.image.caption,
      creditText: slideCredit(slide) ?? undefined,
      copyrightNotice: (slide.source ?? slide.image.source)?.copyright,
    })),
  };
}

export function videoObjectJsonLd(video: Video, vertical: Vertical): JsonLdObject {
  const thumbnail = video.teaseImage ?? video.primaryImage;
  const sources = chooseVideoSources(video.videoAssets)?.sources ?? [];
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.headline.primary,
    description: descriptionOf(video) ?? video.headline.primary,
    url: canonicalUrl(video.url),
    thumbnailUrl: thumbnail ? [thumbnail.url] : undefined,
    uploadDate: video.datePublished,
    duration: video.duration,
    contentUrl: (sources.find((source) => source.type === MP4_TYPE) ?? sources[0])?.src,
    embedUrl: absoluteUrl(vertical, `/embedded-video/${video.id}`),
    expires: video.expirationDate,
    publisher: publisher(vertical),
  };
}

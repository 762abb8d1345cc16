import { getSlideshow } from "@/lib/api/content";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { canonicalSitePath, canonicalUrl } from "@/lib/seo/json-ld-media";
import { contentMetadata } from "@/lib/seo/metadata";
import { SlideshowArticle, type SlideshowContent } from "./SlideshowArticle";

/** A slideshow (`slideshow/{id}`): every slide in the HTML, shown one at a time once the island runs. */
export const slideshowPage: PageDefinition<RouteOf<"slideshow">, SlideshowContent> = {
  load: (route, { call }) => getSlideshow(route.id, call),
  canonicalPath: (slideshow, { vertical }) => canonicalSitePath(slideshow.url, vertical),
  metadata(slideshow, { vertical }) {
    const image = slideshow.primaryImage ?? slideshow.teaseImage ?? slideshow.slides[0]?.image;
    return contentMetadata({
      vertical,
      title: slideshow.headline.seo ?? slideshow.headline.primary,
      description: slideshow.description?.seo ?? slideshow.description?.primary,
      canonical: canonicalUrl(slideshow.url),
      image: image && { url: image.url, width: image.width, height: image.height, alt: image.altText },
      type: "article",
      publishedTime: slideshow.datePublished,
      modifiedTime: slideshow.dateModified,
      authors: slideshow.authors?.map((author) => author.person.name),
    });
  },
  render: (slideshow, { vertical }) => <SlideshowArticle slideshow={slideshow} vertical={vertical} />,
};

import { getSlideshow } from "@/lib/api/content";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { canonicalSitePath, canonicalUrl } from "@/lib/seo/json-ld-media";
import { absoluteUrl, teasableMetadata } from "@/lib/seo/metadata";
import { adPage } from "@/components/ads/ad-page";
import { AdFrame } from "@/components/ads/AdFrame";
import { SlideshowArticle, type SlideshowContent } from "./SlideshowArticle";

/** A slideshow (`slideshow/{id}`): every slide in the HTML, shown one at a time once the island runs. */
export const slideshowPage: PageDefinition<RouteOf<"slideshow">, SlideshowContent> = {
  load: (route, { call }) => getSlideshow(route.id, call),
  canonicalPath: (slideshow, { vertical }) => canonicalSitePath(slideshow.url, vertical),
  metadata(slideshow, { vertical }) {
    return teasableMetadata(slideshow, {
      vertical,
      canonical: canonicalUrl(slideshow.url),
      image: slideshow.primaryImage ?? slideshow.teaseImage ?? slideshow.slides[0]?.image,
    });
  },
  render: (slideshow, context) => (
    <AdFrame
      ads={adPage(context, { type: "slideshow", pageid: slideshow.id, canonicalUrl: absoluteUrl(context.vertical, canonicalUrl(slideshow.url)) })}
      top="article-top"
      bottom="article-bottom"
    >
      <SlideshowArticle slideshow={slideshow} vertical={context.vertical} />
    </AdFrame>
  ),
};

import { getVideo } from "@/lib/api/content";
import type { Video } from "@/lib/api/schemas/content";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { canonicalSitePath, canonicalUrl } from "@/lib/seo/json-ld-media";
import { absoluteUrl, teasableMetadata } from "@/lib/seo/metadata";
import type { Vertical } from "@/lib/verticals/verticals";
import { adPage } from "@/components/ads/ad-page";
import { AdFrame } from "@/components/ads/AdFrame";
import { VideoArticle } from "./VideoArticle";

/** Title, description, canonical and share image of a video, for its page and its embedded player. */
export function videoMetadata(video: Video, vertical: Vertical) {
  return teasableMetadata(video, { vertical, canonical: canonicalUrl(video.url), image: video.teaseImage ?? video.primaryImage, type: "video.other" });
}

/** A video (`video/{id}`; tmvo ids for Telemundo, mmvo otherwise). */
export const videoPage: PageDefinition<RouteOf<"video">, Video> = {
  load: (route, { call }) => getVideo(route.id, call),
  canonicalPath: (video, { vertical }) => canonicalSitePath(video.url, vertical),
  metadata: (video, { vertical }) => videoMetadata(video, vertical),
  render: (video, context) => (
    <AdFrame ads={adPage(context, { type: "video", pageid: video.id, canonicalUrl: absoluteUrl(context.vertical, canonicalUrl(video.url)) })} top="video-top">
      <VideoArticle video={video} vertical={context.vertical} />
    </AdFrame>
  ),
};

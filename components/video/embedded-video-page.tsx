import { notFound } from "next/navigation";
import { getVideo } from "@/lib/api/content";
import type { Video } from "@/lib/api/schemas/content";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { videoMetadata } from "./video-page";
import { VideoPlayer } from "./VideoPlayer";

const EMBEDDED_VIDEO_VIEWS: ReadonlySet<string> = new Set(["embedded-video", "playmaker"]);
const VIDEO_ID = /^(?:mmvo|tmvo)\d+$/;

/** The player alone, to be framed by other sites (`/embedded-video/{id}`, `/playmaker/{id}`); never indexed. */
export const embeddedVideoPage: PageDefinition<RouteOf<"embedded">, Video> = {
  load(route, { call }) {
    if (!EMBEDDED_VIDEO_VIEWS.has(route.view) || !VIDEO_ID.test(route.id)) notFound();
    return getVideo(route.id, call);
  },
  metadata: (video, { vertical }) => ({ ...videoMetadata(video, vertical), robots: { index: false, follow: false } }),
  render: (video) => (
    <div className="bg-black">
      <h1 className="sr-only">{video.headline.primary}</h1>
      <VideoPlayer video={video} priority />
    </div>
  ),
};

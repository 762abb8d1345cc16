import { getPlaylist } from "@/lib/api/content";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { contentMetadata } from "@/lib/seo/metadata";
import { Playlist, playlistPath, type PlaylistContent } from "./Playlist";

/** A video playlist (`playlist/{id}`), at `/playlist/{id}`. */
export const playlistPage: PageDefinition<RouteOf<"playlist">, PlaylistContent> = {
  load: (route, { call }) => getPlaylist(route.id, call),
  metadata(playlist, { vertical }) {
    const image = playlist.videos[0]?.teaseImage ?? playlist.videos[0]?.primaryImage;
    return contentMetadata({
      vertical,
      title: playlist.headline.primary,
      description: playlist.videos[0]?.headline.primary,
      canonical: playlistPath(playlist.id),
      image: image && { url: image.url, width: image.width, height: image.height, alt: image.altText },
      type: "video.other",
    });
  },
  render: (playlist, { vertical }) => <Playlist playlist={playlist} vertical={vertical} />,
};

/** Videos, playlists and slideshows by id. Media files named by video assets are not served (404). */
import { notFound } from "../http/errors";
import { dataEnvelope, sendJsonText } from "../http/respond";
import type { UpstreamRoute } from "../route-context";
import { requireDocument } from "./lookup";

const MAX_VIDEOS_PER_CALL = 100;
const MEDIA_FILE = /^[a-z0-9-]+\.(mp4|m3u8)$/i;

export const mediaRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/content/video/:id",
    handler: ({ res, params, services }) => sendJsonText(res, 200, dataEnvelope("video", requireDocument(services.store, "video", params.id as string))),
  },
  {
    method: "GET",
    path: "/content/videos/:ids",
    params: { ids: new RegExp(`^[a-z0-9-]+(,[a-z0-9-]+){0,${MAX_VIDEOS_PER_CALL - 1}}$`, "i") },
    handler: ({ res, params, services }) => {
      const members = [...new Set((params.ids as string).split(","))].flatMap((id) => {
        const json = services.store.document("video", id);
        return json === undefined ? [] : [`${JSON.stringify(id)}:${json}`];
      });
      sendJsonText(res, 200, dataEnvelope("videos", `{${members.join(",")}}`));
    },
  },
  {
    method: "GET",
    path: "/content/playlist/:id",
    handler: ({ res, params, services }) =>
      sendJsonText(res, 200, dataEnvelope("videoPlaylist", requireDocument(services.store, "playlist", params.id as string))),
  },
  {
    method: "GET",
    path: "/content/slideshow/:id",
    handler: ({ res, params, services }) =>
      sendJsonText(res, 200, dataEnvelope("slideshow", requireDocument(services.store, "slideshow", params.id as string))),
  },
  ...["/media/:file", "/media/:id/:file"].map(
    (path): UpstreamRoute => ({
      method: "GET",
      path,
      params: { file: MEDIA_FILE },
      handler: () => {
        throw notFound("media files are not served by the embedded upstream");
      },
    }),
  ),
];

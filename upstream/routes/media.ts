/**
 * Videos, playlists and slideshows by id, and the media their assets name: every rendition of a seeded video that has
 * not expired plays the sample clip (MP4 with byte ranges; HLS as byte ranges of the same file).
 */
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { notFound } from "../http/errors";
import { dataEnvelope, sendJsonText } from "../http/respond";
import { sendFileWithRanges } from "../http/send-file";
import { readFmp4Layout, type Fmp4Layout } from "../media/fmp4";
import { masterPlaylist, mediaPlaylist } from "../media/hls";
import type { UpstreamRoute, UpstreamServices } from "../route-context";
import { requireDocument } from "./lookup";

const MAX_VIDEOS_PER_CALL = 100;
const SAMPLE_FILE = path.join(__dirname, "..", "assets", "video-sample.mp4");
const MEDIA_CACHE = "public, max-age=86400";
const HLS_TYPE = "application/vnd.apple.mpegurl";
/** The HLS variant's playlist and file, beside `master.m3u8` under `/media/{id}/`. */
const VARIANT_PLAYLIST = "360p.m3u8";
const VARIANT_FILE = "360p.mp4";
/** The variant's declared peak bandwidth: the sample's own bit rate is far below it. */
const VARIANT_BANDWIDTH = 400_000;

let sample: { bytes: Buffer; layout: Fmp4Layout } | undefined;
function sampleClip() {
  if (!sample) {
    const bytes = fs.readFileSync(SAMPLE_FILE);
    sample = { bytes, layout: readFmp4Layout(bytes) };
  }
  return sample;
}

/** A seeded video that is still published and names `file` (under `/media/`) among its assets; else 404. */
function requirePlayableVideo(services: UpstreamServices, id: string, file: string): void {
  const json = services.store.document("video", id);
  const video = json === undefined ? undefined : (JSON.parse(json) as { expired?: boolean; videoAssets: { publicUrl: string }[] });
  const named = video?.videoAssets.some((asset) => new URL(asset.publicUrl).pathname === `/media/${file}`);
  if (!video || video.expired || !named) throw notFound(`no media ${file}`);
}

function sendMedia(req: IncomingMessage, res: ServerResponse, bytes: Buffer, contentType: string): void {
  // Players that fetch HLS themselves (hls.js and the like) read it across origins.
  res.setHeader("access-control-allow-origin", "*");
  sendFileWithRanges(req, res, { bytes, contentType, cacheControl: MEDIA_CACHE });
}

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
  {
    method: "GET",
    path: "/media/:file",
    params: { file: /^[a-z0-9]+-\d+k\.mp4$/i },
    handler: ({ req, res, params, services }) => {
      const file = params.file as string;
      requirePlayableVideo(services, file.slice(0, file.lastIndexOf("-")), file);
      sendMedia(req, res, sampleClip().bytes, "video/mp4");
    },
  },
  {
    method: "GET",
    path: "/media/:id/:file",
    params: { file: /^(master\.m3u8|360p\.m3u8|360p\.mp4)$/ },
    handler: ({ req, res, params, services }) => {
      const id = params.id as string;
      requirePlayableVideo(services, id, `${id}/master.m3u8`);
      const { bytes, layout } = sampleClip();
      if (params.file === "master.m3u8") sendMedia(req, res, Buffer.from(masterPlaylist({ uri: VARIANT_PLAYLIST, bandwidth: VARIANT_BANDWIDTH, layout })), HLS_TYPE);
      else if (params.file === VARIANT_PLAYLIST) sendMedia(req, res, Buffer.from(mediaPlaylist(layout, VARIANT_FILE)), HLS_TYPE);
      else sendMedia(req, res, bytes, "video/mp4");
    },
  },
];

import type { z } from "zod";
import type { videoAssetSchema } from "@/lib/api/schemas/content";

type VideoAsset = z.infer<typeof videoAssetSchema>;

export const HLS_TYPE = "application/vnd.apple.mpegurl";
export const MP4_TYPE = "video/mp4";

/**
 * The highest progressive MP4 bitrate offered (bits per second). Above it a 1080p rendition stalls
 * on ordinary phone connections; adaptive HLS, listed first, serves higher qualities where it plays.
 */
export const MP4_MAX_BITRATE = 1_500_000;

export interface VideoSource {
  src: string;
  type: typeof HLS_TYPE | typeof MP4_TYPE;
}

export interface ChosenVideoSources {
  /** In the order the browser should try them. */
  sources: VideoSource[];
  /** The main rendition's size, to reserve the player's box. */
  width: number;
  height: number;
}

const isHls = (asset: VideoAsset) => /^m3u8?$/i.test(asset.format) || /\.m3u8(?:[?#]|$)/i.test(asset.publicUrl);
const isMp4 = (asset: VideoAsset) => /^mpeg-?4$|^mp4$/i.test(asset.format) || /\.mp4(?:[?#]|$)/i.test(asset.publicUrl);

/**
 * The `<source>`s of a video player: HLS first, then the MP4 with the highest bitrate not above
 * MP4_MAX_BITRATE, then the lowest-bitrate MP4 as a fallback. Null when no asset is playable.
 */
export function chooseVideoSources(assets: readonly VideoAsset[]): ChosenVideoSources | null {
  const hls = assets.find(isHls);
  const mp4s = assets.filter((asset) => !isHls(asset) && isMp4(asset)).sort((a, b) => a.bitrate - b.bitrate);
  const capped = mp4s.findLast((asset) => asset.bitrate <= MP4_MAX_BITRATE);
  const lowest = mp4s[0];
  const source = (asset: VideoAsset, type: VideoSource["type"]): VideoSource => ({ src: asset.publicUrl, type });
  const sources = [
    ...(hls ? [source(hls, HLS_TYPE)] : []),
    ...(capped ? [source(capped, MP4_TYPE)] : []),
    ...(lowest && lowest !== capped ? [source(lowest, MP4_TYPE)] : []),
  ];
  const main = capped ?? lowest ?? hls;
  if (!main) return null;
  return {
    sources,
    width: main.width,
    height: main.height,
  };
}

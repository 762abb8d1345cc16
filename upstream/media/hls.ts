/** HLS playlists (RFC 8216) over one fragmented MP4: a master playlist with one variant, and a VOD media playlist whose
 * segments are byte ranges of the file (EXT-X-MAP for the init segment, EXT-X-BYTERANGE per fragment). */
import type { Fmp4Layout } from "./fmp4";

export interface Variant {
  uri: string;
  /** Peak bits per second. */
  bandwidth: number;
  layout: Fmp4Layout;
}

export function masterPlaylist({ uri, bandwidth, layout }: Variant): string {
  return [
    "#EXTM3U",
    "#EXT-X-VERSION:7",
    "#EXT-X-INDEPENDENT-SEGMENTS",
    `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${layout.width}x${layout.height},CODECS="${layout.codec}"`,
    uri,
    "",
  ].join("\n");
}

export function mediaPlaylist(layout: Fmp4Layout, fileUri: string): string {
  const longest = Math.max(...layout.fragments.map((fragment) => fragment.duration));
  return [
    "#EXTM3U",
    "#EXT-X-VERSION:7",
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    "#EXT-X-PLAYLIST-TYPE:VOD",
    "#EXT-X-MEDIA-SEQUENCE:0",
    `#EXT-X-MAP:URI="${fileUri}",BYTERANGE="${layout.init.length}@${layout.init.offset}"`,
    ...layout.fragments.flatMap((fragment) => [`#EXTINF:${fragment.duration.toFixed(3)},`, `#EXT-X-BYTERANGE:${fragment.length}@${fragment.offset}`, fileUri]),
    "#EXT-X-ENDLIST",
    "",
  ].join("\n");
}

/** @jest-environment node */
import { chooseVideoSources, HLS_TYPE, MP4_MAX_BITRATE, MP4_TYPE } from "./video-sources";

const asset = (format: string, publicUrl: string, bitrate: number, width = 1280, height = 720) => ({
  format,
  assetType: "embedded",
  publicUrl,
  bitrate,
  width,
  height,
  assetDuration: 406,
});

const mp4_400 = asset("MPEG4", "https://m/v-400k.mp4", 400_000, 640, 360);
const mp4_1200 = asset("MPEG4", "https://m/v-1200k.mp4", 1_200_000, 1280, 720);
const mp4_2500 = asset("MPEG4", "https://m/v-2500k.mp4", 2_500_000, 1920, 1080);
const hls = asset("M3U", "https://m/v/master.m3u8", 0, 1920, 1080);

describe("chooseVideoSources", () => {
  it("caps MP4 at a bitrate a phone can stream", () => {
    expect(MP4_MAX_BITRATE).toBe(1_500_000);
  });

  it.each([
    [
      "HLS, the capped MP4, then the lowest MP4 (the upstream's four renditions, in any order)",
      [mp4_2500, hls, mp4_400, mp4_1200],
      { sources: [{ src: hls.publicUrl, type: HLS_TYPE }, { src: mp4_1200.publicUrl, type: MP4_TYPE }, { src: mp4_400.publicUrl, type: MP4_TYPE }], width: 1280, height: 720 },
    ],
    [
      "no fallback when the capped MP4 is the lowest",
      [mp4_400, mp4_2500],
      { sources: [{ src: mp4_400.publicUrl, type: MP4_TYPE }], width: 640, height: 360 },
    ],
    [
      "the lowest MP4 when every MP4 is above the cap",
      [mp4_2500, hls],
      { sources: [{ src: hls.publicUrl, type: HLS_TYPE }, { src: mp4_2500.publicUrl, type: MP4_TYPE }], width: 1920, height: 1080 },
    ],
    [
      "an MP4 exactly at the cap",
      [asset("MPEG4", "https://m/cap.mp4", MP4_MAX_BITRATE), mp4_400],
      { sources: [{ src: "https://m/cap.mp4", type: MP4_TYPE }, { src: mp4_400.publicUrl, type: MP4_TYPE }], width: 1280, height: 720 },
    ],
    [
      "HLS alone, sized by its own asset",
      [hls],
      { sources: [{ src: hls.publicUrl, type: HLS_TYPE }], width: 1920, height: 1080 },
    ],
    [
      "formats named by file extension",
      [asset("unknown", "https://m/a.m3u8?token=1", 0), asset("unknown", "https://m/b.mp4", 800_000)],
      { sources: [{ src: "https://m/a.m3u8?token=1", type: HLS_TYPE }, { src: "https://m/b.mp4", type: MP4_TYPE }], width: 1280, height: 720 },
    ],
    [
      "only the first HLS asset",
      [hls, asset("M3U8", "https://m/other.m3u8", 0)],
      { sources: [{ src: hls.publicUrl, type: HLS_TYPE }], width: 1920, height: 1080 },
    ],
  ])("%s", (_, assets, expected) => {
    expect(chooseVideoSources(assets)).toEqual(expected);
  });

  it.each([
    ["no assets", []],
    ["no playable asset", [asset("FLV", "https://m/v.flv", 500_000)]],
  ])("is null with %s", (_, assets) => {
    expect(chooseVideoSources(assets)).toBeNull();
  });
});

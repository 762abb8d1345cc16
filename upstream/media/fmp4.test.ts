/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { readFmp4Layout } from "./fmp4";
import { masterPlaylist, mediaPlaylist } from "./hls";

const bytes = fs.readFileSync(path.join(__dirname, "..", "assets", "video-sample.mp4"));

describe("the sample clip's layout", () => {
  const layout = readFmp4Layout(bytes);

  test("its init segment and fragments cover the file, in order, without gaps", () => {
    const ranges = [layout.init, ...layout.fragments];
    expect(layout.init.offset).toBe(0);
    ranges.slice(1).forEach((range, i) => expect(range.offset).toBe((ranges[i]?.offset ?? 0) + (ranges[i]?.length ?? 0)));
    const last = ranges.at(-1);
    expect((last?.offset ?? 0) + (last?.length ?? 0)).toBe(bytes.length);
    for (const fragment of layout.fragments) expect(bytes.toString("latin1", fragment.offset + 4, fragment.offset + 8)).toBe("moof");
  });

  test("it is a 6-second 640x360 H.264 clip", () => {
    expect(layout.duration).toBeCloseTo(6, 0);
    expect([layout.width, layout.height]).toEqual([640, 360]);
    expect(layout.codec).toMatch(/^avc1\.[0-9a-f]{6}$/);
  });

  test("a byte string that is not a fragmented MP4 is refused", () => {
    expect(() => readFmp4Layout(Buffer.from("not a movie at all"))).toThrow();
  });
});

describe("HLS playlists", () => {
  const layout = { codec: "avc1.42c01f", width: 640, height: 360, init: { offset: 0, length: 700 }, fragments: [{ offset: 700, length: 30_000, duration: 4.0363 }, { offset: 30_700, length: 9_000, duration: 1.5 }], duration: 5.5363 };

  test("the master names one variant with its bandwidth, size and codec", () => {
    expect(masterPlaylist({ uri: "360p.m3u8", bandwidth: 400_000, layout })).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=640x360,CODECS="avc1.42c01f"\n360p.m3u8\n',
    );
  });

  test("the media playlist addresses the init segment and each fragment by byte range", () => {
    expect(mediaPlaylist(layout, "360p.mp4").split("\n")).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:7",
      "#EXT-X-TARGETDURATION:5",
      "#EXT-X-PLAYLIST-TYPE:VOD",
      "#EXT-X-MEDIA-SEQUENCE:0",
      '#EXT-X-MAP:URI="360p.mp4",BYTERANGE="700@0"',
      "#EXTINF:4.036,",
      "#EXT-X-BYTERANGE:30000@700",
      "360p.mp4",
      "#EXTINF:1.500,",
      "#EXT-X-BYTERANGE:9000@30700",
      "360p.mp4",
      "#EXT-X-ENDLIST",
      "",
    ]);
  });
});

/** 45 videos per vertical (some expired) in several formats, and three 25-video playlists. */
import { playlistSchema, videoSchema, type Teasable, type Video } from "../../lib/api/schemas/content";
import { HOUR_MS, MINUTE_MS, REFERENCE_DATE_MS, isoAt, isoDuration } from "./clock";
import type { Person, SeedContext } from "./context";
import { ids } from "./ids";
import { pickAuthors } from "./people";
import { documentRow, teasableOf, teasableRow, type DocumentRow, type SearchRow } from "./rows";
import type { Section } from "./sections";
import { slugify } from "./text";

const VIDEOS_PER_VERTICAL = 45;
const PLAYLISTS_PER_VERTICAL = 3;
const VIDEOS_PER_PLAYLIST = 25;

const RENDITIONS = [
  { width: 640, height: 360, bitrate: 400_000 },
  { width: 1280, height: 720, bitrate: 1_200_000 },
  { width: 1920, height: 1080, bitrate: 2_500_000 },
] as const;

export interface SeededVideo {
  video: Video;
  teasable: Teasable;
  section: Section;
}

/** Every ninth video (from the fifth) has expired. */
const isExpiredVideoIndex = (index: number) => index % 9 === 4;

export function generateVideos(ctx: SeedContext, people: readonly Person[]): SeededVideo[] {
  const writer = ctx.writer("videos");
  const rng = writer.rng;
  return Array.from({ length: VIDEOS_PER_VERTICAL }, (_, i) => {
    const id = ids.video(ctx.vertical, ctx.index, i);
    const section = ctx.topSections[i % ctx.topSections.length] as Section;
    const headline = writer.headline(section.beat);
    const slug = slugify(headline);
    const seconds = rng.int(40, 600);
    const published = REFERENCE_DATE_MS - i * 5 * HOUR_MS - rng.int(0, 120) * MINUTE_MS;
    const expired = isExpiredVideoIndex(i);
    const image = ctx.image(`${id}-tease`, headline, writer.sentence(section.beat), rng);
    const url = ctx.siteUrl(`/video/${slug}-${id}`);
    const description = writer.sentence(section.beat);
    const video: Video = {
      id,
      type: "video",
      headline: { primary: headline, tease: headline },
      description: { primary: description, seo: description },
      url: { primary: url, canonical: url, slug },
      teaseImage: image,
      primaryImage: image,
      taxonomy: ctx.taxonomy(section),
      authors: pickAuthors(people, rng),
      source: { name: ctx.vertical.displayName, organization: ctx.vertical.displayName },
      datePublished: isoAt(published),
      dateModified: isoAt(published),
      dateCreated: isoAt(published),
      duration: isoDuration(seconds),
      mpxMetadata: { guid: `${id}-guid`, mpxId: String(rng.int(1_000_000_000, 9_999_999_999)) },
      videoAssets: [
        ...RENDITIONS.map((rendition) => ({
          format: "MPEG4",
          assetType: "embedded",
          publicUrl: `${ctx.publicUrl}/media/${id}-${rendition.bitrate / 1000}k.mp4`,
          width: rendition.width,
          height: rendition.height,
          assetDuration: seconds,
          bitrate: rendition.bitrate,
        })),
        { format: "M3U", assetType: "embedded", publicUrl: `${ctx.publicUrl}/media/${id}/master.m3u8`, width: 1920, height: 1080, assetDuration: seconds, bitrate: 0 },
      ],
      expired,
      ...(expired ? { expirationDate: isoAt(published + 2 * HOUR_MS) } : {}),
    };
    return { video, teasable: teasableOf(video), section };
  });
}

export function videoRows(ctx: SeedContext, videos: readonly SeededVideo[]): { documents: DocumentRow[]; searchItems: SearchRow[] } {
  const rng = ctx.rng("video-rows");
  const playlistNames = [ctx.words.labels.topStories, ctx.words.labels.mostPopular, ctx.words.labels.latest];
  const playlists = Array.from({ length: PLAYLISTS_PER_VERTICAL }, (_, k) => {
    const id = ids.playlist(ctx.vertical.slug, k);
    const picked = k === 0 ? videos.slice(0, VIDEOS_PER_PLAYLIST) : rng.sample(videos, VIDEOS_PER_PLAYLIST);
    return documentRow("playlist", id, playlistSchema, {
      id,
      headline: { primary: playlistNames[k] },
      videos: picked.map(({ video }) => video),
    });
  });
  return {
    documents: [...videos.map(({ video }) => documentRow("video", video.id, videoSchema, video)), ...playlists],
    searchItems: videos.map(({ teasable, video }) =>
      teasableRow({
        teasable,
        type: "video",
        subType: video.expired ? "expired" : "",
        vertical: ctx.vertical.slug,
        publisher: ctx.vertical.publisher,
        popularity: rng.int(0, 10_000),
      }),
    ),
  };
}

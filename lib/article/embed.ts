/**
 * Embedded widgets of an article body. YouTube, tweet, Facebook post and Instagram embeds are
 * normalised to medium size (spec 1 §5); any other embed, or one whose URL is not what its type
 * promises, falls back to a plain link. The block's raw `html` is never used.
 */
import type { EmbedBlock } from "./body-blocks";
import { safeWebUrl } from "./safe-url";
import { YOUTUBE_EMBED_ORIGIN } from "./embed-origins.mjs";

export const NORMALISED_EMBED_TYPES = ["youtube", "tweet", "facebookPost", "instagram"] as const;
export type NormalisedEmbedType = (typeof NORMALISED_EMBED_TYPES)[number];
export type EmbedSize = "medium";
export const NORMALISED_EMBED_SIZE: EmbedSize = "medium";


export type Embed =
  | { kind: "youtube"; size: EmbedSize; videoId: string; embedUrl: string; url: string }
  | { kind: "tweet" | "facebookPost" | "instagram"; size: EmbedSize; url: string }
  | { kind: "link"; url: string; host: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The hosts (www./m./mobile. prefixes aside) and path shapes each social embed type accepts. */
const SOCIAL_POSTS: Record<Exclude<NormalisedEmbedType, "youtube">, { hosts: readonly string[]; path: RegExp }> = {
  tweet: { hosts: ["twitter.com", "x.com"], path: /^\/[A-Za-z0-9_]{1,15}\/status\/\d+\/?$/ },
  facebookPost: { hosts: ["facebook.com"], path: /^\/[A-Za-z0-9.]+\/(posts|videos)\/[A-Za-z0-9]+\/?$/ },
  instagram: { hosts: ["instagram.com"], path: /^\/(p|reel)\/[A-Za-z0-9_-]+\/?$/ },
};

function bareHost(url: URL): string {
  return url.hostname.replace(/^(www|m|mobile)\./, "");
}

function youtubeVideoId(url: URL): string | null {
  const host = bareHost(url);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    id = first === "watch" ? url.searchParams.get("v") : first === "embed" || first === "shorts" ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function isNormalisedType(embedType: string): embedType is NormalisedEmbedType {
  return (NORMALISED_EMBED_TYPES as readonly string[]).includes(embedType);
}

/** The typed embed for a body block, a plain-link fallback, or null when its URL is not a web URL at all. */
export function normaliseEmbed(block: Pick<EmbedBlock, "embedType" | "url">): Embed | null {
  const url = safeWebUrl(block.url);
  if (!url) return null;
  const link: Embed = { kind: "link", url: url.href, host: url.hostname };
  if (url.protocol !== "https:" || !isNormalisedType(block.embedType)) return link;

  if (block.embedType === "youtube") {
    const videoId = youtubeVideoId(url);
    return videoId
      ? { kind: "youtube", size: NORMALISED_EMBED_SIZE, videoId, embedUrl: `${YOUTUBE_EMBED_ORIGIN}/embed/${videoId}`, url: url.href }
      : link;
  }
  const post = SOCIAL_POSTS[block.embedType];
  return post.hosts.includes(bareHost(url)) && post.path.test(url.pathname)
    ? { kind: block.embedType, size: NORMALISED_EMBED_SIZE, url: url.href }
    : link;
}

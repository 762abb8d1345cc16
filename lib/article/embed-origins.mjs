/**
 * The origins an article body may frame (lib/article/embed.ts turns YouTube links into frames of this origin; tweets,
 * Facebook and Instagram posts stay links). Plain JavaScript so the server in front builds the page policy's
 * frame-src from the same list (server/content-policy.mjs).
 */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export const EMBED_FRAME_ORIGINS = [YOUTUBE_EMBED_ORIGIN];

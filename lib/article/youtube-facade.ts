/**
 * A YouTube embed is a facade until the reader asks to play it: a 16:9 box with a play button that links to the video
 * on youtube.com, swapped for the privacy-enhanced player frame on click (docs/decisions.md). A frame costs the page its
 * creation while the HTML is parsed (about 10 ms of main thread each, even lazy and off screen, issue 24) and, once
 * near the viewport, the player's own scripts; most readers never play it. Without script the link opens the video.
 * Used by the article body (components/article/body-html.ts) and live-blog posts (card-html), both as an HTML string.
 */
import { escapeHtml } from "@/lib/format/escape-html";
import { listenForFacadeClicks } from "@/lib/shell/facade-clicks";

/** The attribute naming the player frame a facade becomes. */
export const YOUTUBE_FACADE_ATTRIBUTE = "data-youtube-embed";

/** What the YouTube player needs inside its sandbox: its scripts and storage, fullscreen, and opening youtube.com. */
export const YOUTUBE_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";

export interface YouTubeFacade {
  /** The player frame's address (youtube-nocookie.com/embed/{id}). */
  embedUrl: string;
  /** The video on youtube.com, for a reader without script or one who opens it in a new tab. */
  watchUrl: string;
  /** The frame's title ("YouTube video"). */
  title: string;
  /** The play button's text ("Play YouTube video"). */
  play: string;
}

/** The video's page on youtube.com. */
export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

/** The facade's markup; its look is the `yt-facade` rules of app/globals.css. */
export function youtubeFacadeHtml({ embedUrl, watchUrl, title, play }: YouTubeFacade): string {
  return (
    `<div class="yt-facade"><a href="${escapeHtml(watchUrl)}" ${YOUTUBE_FACADE_ATTRIBUTE}="${escapeHtml(embedUrl)}" data-title="${escapeHtml(title)}" rel="noopener noreferrer">` +
    `<span class="yt-play" aria-hidden="true"></span>${escapeHtml(play)}</a></div>`
  );
}

/** Replaces a facade's link with its player, playing, and gives the player focus. */
export function playYouTubeFacade(link: HTMLAnchorElement): HTMLIFrameElement {
  const frame = link.ownerDocument.createElement("iframe");
  const url = new URL(link.getAttribute(YOUTUBE_FACADE_ATTRIBUTE) ?? "");
  url.searchParams.set("autoplay", "1");
  frame.src = url.href;
  frame.title = link.dataset.title ?? "";
  frame.setAttribute("sandbox", YOUTUBE_SANDBOX);
  frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
  frame.allowFullscreen = true;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  link.replaceWith(frame);
  frame.focus();
  return frame;
}

/** Plays the page's YouTube facades on click, those added later too; returns the way to stop listening. */
export function listenForYouTubeFacades(document: Document): () => void {
  return listenForFacadeClicks(document, `a[${YOUTUBE_FACADE_ATTRIBUTE}]`, playYouTubeFacade);
}

/**
 * A native player is a facade until the reader asks to play it: the `<video>` (poster, sources, nothing loaded) under
 * a play link, without `controls`. Chromium builds a player's controls (their shadow tree, icons and styles) while the
 * page loads, about a tenth of a video page's main-thread work (issue 24), for a player most readers never start.
 * Without script the link opens the video file itself. Drawn by components/video/VideoPlayer.tsx.
 */
import { listenForFacadeClicks } from "@/lib/shell/facade-clicks";

/** The attribute marking a player's play link. */
export const VIDEO_FACADE_ATTRIBUTE = "data-video-play";

/** Gives the link's player its controls in place of the link, with the focus, and starts it. */
function playVideoFacade(link: HTMLAnchorElement): void {
  const video = link.parentElement?.querySelector("video");
  if (!video) return;
  video.controls = true;
  link.remove();
  video.focus();
  // A browser that refuses to start it leaves the reader its controls.
  video.play()?.catch(() => {});
}

/** Plays the page's player facades on click; returns the way to stop listening. */
export function listenForVideoFacades(document: Document): () => void {
  return listenForFacadeClicks(document, `a[${VIDEO_FACADE_ATTRIBUTE}]`, playVideoFacade);
}

/** Which slide a slideshow shows: 0-based indexes inside, 1-based `#slide-N` in the URL. */

const SLIDE_HASH = /^#slide-([1-9]\d{0,5})$/;

/** Horizontal travel, in CSS pixels, that makes a pointer gesture a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

export function clampSlideIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}

/** The next slide; the last slide stays where it is. */
export function nextSlideIndex(index: number, count: number): number {
  return clampSlideIndex(index + 1, count);
}

/** The previous slide; the first slide stays where it is. */
export function previousSlideIndex(index: number, count: number): number {
  return clampSlideIndex(index - 1, count);
}

/** The element id of a slide, also its URL fragment: `slide-1` is the first slide. */
export function slideId(index: number): string {
  return `slide-${index + 1}`;
}

/** The slide a URL hash names, or null when it names none of the `count` slides. */
export function parseSlideHash(hash: string, count: number): number | null {
  const match = SLIDE_HASH.exec(hash);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < count ? index : null;
}

/**
 * A finished pointer gesture as a step: a mostly horizontal travel of at least `threshold` pixels to
 * the left goes forward (+1), to the right goes back (-1); anything else is not a swipe (0).
 */
export function swipeStep(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** A key pressed inside the slideshow as a step: ArrowRight forward, ArrowLeft back. */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === "ArrowRight") return 1;
  if (key === "ArrowLeft") return -1;
  return 0;
}

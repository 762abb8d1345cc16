/** How far down the page (share of the scrollable height) the sign-up popup waits for. */
export const POPUP_SCROLL_RATIO = 0.5;
/** After a reader closes the popup (or signs up), it stays away this long. */
export const POPUP_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
/** Scroll handling is debounced (spec 2 §9). */
export const SCROLL_DEBOUNCE_MS = 100;
export const POPUP_DISMISSED_KEY = "newsletter-popup-dismissed-at";

/** Whether the newsletter sign-up popup should open now. */
export function shouldShowPopup({ scrollRatio, dismissedAt, now }: { scrollRatio: number; dismissedAt: number | null; now: number }): boolean {
  if (dismissedAt !== null && now - dismissedAt < POPUP_SNOOZE_MS) return false;
  return scrollRatio >= POPUP_SCROLL_RATIO;
}

/** Share of the scrollable height scrolled so far, 0 to 1 (1 when nothing scrolls). */
export function scrollRatio({ scrollY, viewportHeight, documentHeight }: { scrollY: number; viewportHeight: number; documentHeight: number }): number {
  const scrollable = documentHeight - viewportHeight;
  return scrollable <= 0 ? 1 : Math.min(1, Math.max(0, scrollY / scrollable));
}

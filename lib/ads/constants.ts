/** Spec 1 §9 ad defaults and timings, and the §9 breakpoints the ad slots recycle on. One source each. */

/** Defaults of a slot's data attributes (spec 1 §9). `refreshInterval` is in seconds; 0 turns refreshing off. */
export const AD_DEFAULTS = {
  offset: 50,
  renderOnView: true,
  recycleOnBreakpoint: true,
  activeTab: true,
  refreshInterval: 0,
  /** A percent of the window height added to `offset` (spec 1 §9); none by default. */
  offsetViewport: 0,
} as const;

/** Article boxinline ads in these verticals are requested this much later (spec 1 §9). */
export const BOXINLINE_DELAY_MS = 2000;
export const BOXINLINE_DELAY_VERTICALS: readonly string[] = ["news", "msnbc"];

/** The longest the preprocessors may hold up the first ad request (spec 1 §9). */
export const AD_PREPROCESSOR_MAX_WAIT_MS = 1500;

/** The refresh timer's tick (spec 1 §9). */
export const AD_REFRESH_TICK_MS = 1000;

/** Spec 1 §9 breakpoints (min widths in px), smallest first. */
export const BREAKPOINTS = { s: 0, m: 758, l: 1000, xl: 1240, xxl: 1440, xxxl: 1600 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** The breakpoint a window `width` px wide is in. */
export function breakpointFor(width: number): Breakpoint {
  let current: Breakpoint = "s";
  for (const name of BREAKPOINT_NAMES) if (width >= BREAKPOINTS[name]) current = name;
  return current;
}

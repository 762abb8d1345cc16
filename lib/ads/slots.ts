/**
 * Ad slots by page area (spec 1 §2) and their data attributes (spec 1 §3): which sizes each slot takes
 * at each §9 breakpoint, the space the server reserves for it, and when ads are off.
 */
import { AD_DEFAULTS, BOXINLINE_DELAY_MS, BOXINLINE_DELAY_VERTICALS, BREAKPOINT_NAMES, type Breakpoint } from "./constants";

export const PAGE_AREAS = [
  "article-body",
  "article-bottom",
  "article-sidebar",
  "article-top",
  "recipe-top",
  "recipe-bottom",
  "video-top",
  "footer",
  "header",
  "page-front",
] as const;
export type PageArea = (typeof PAGE_AREAS)[number];

/** Width × height in CSS px. */
export type AdSize = readonly [number, number];

/**
 * Sizes per breakpoint, largest first; a breakpoint not named takes the next smaller one's sizes,
 * and an empty list means no ad (and no reserved space) at that width.
 */
export type SizeMapping = Partial<Record<Breakpoint, readonly AdSize[]>>;

const LEADERBOARD: SizeMapping = { s: [[320, 50]], m: [[728, 90]], xl: [[970, 250], [970, 90], [728, 90]] };
const BOX: SizeMapping = { s: [[300, 250]] };
const BOX_THEN_LEADERBOARD: SizeMapping = { s: [[300, 250]], m: [[728, 90]] };
const RAIL: SizeMapping = { s: [], l: [[300, 250]] };

/** What a page area's slot is: its position name (the `pos` targeting key), sizes and timings. */
export interface AreaDefinition {
  /** Position name, numbered per page (`boxinline1`, `boxinline2`, …). */
  pos: string;
  sizes: SizeMapping;
  /** Seconds between refreshes while in view and focused; 0: never. */
  refreshInterval: number;
}

export const AREA_DEFINITIONS: Record<PageArea, AreaDefinition> = {
  "article-top": { pos: "topbanner", sizes: LEADERBOARD, refreshInterval: 0 },
  "article-body": { pos: "boxinline", sizes: BOX, refreshInterval: 0 },
  "article-sidebar": { pos: "rail", sizes: RAIL, refreshInterval: 30 },
  "article-bottom": { pos: "bottombanner", sizes: BOX_THEN_LEADERBOARD, refreshInterval: 0 },
  "recipe-top": { pos: "topbanner", sizes: LEADERBOARD, refreshInterval: 0 },
  "recipe-bottom": { pos: "bottombanner", sizes: BOX_THEN_LEADERBOARD, refreshInterval: 0 },
  "video-top": { pos: "topbanner", sizes: LEADERBOARD, refreshInterval: 0 },
  header: { pos: "headerbanner", sizes: LEADERBOARD, refreshInterval: 0 },
  footer: { pos: "footerbanner", sizes: BOX_THEN_LEADERBOARD, refreshInterval: 0 },
  "page-front": { pos: "frontbanner", sizes: BOX_THEN_LEADERBOARD, refreshInterval: 0 },
};

/** The sizes a slot takes at `breakpoint`. */
export function sizesAt(mapping: SizeMapping, breakpoint: Breakpoint): readonly AdSize[] {
  let sizes: readonly AdSize[] = [];
  for (const name of BREAKPOINT_NAMES) {
    sizes = mapping[name] ?? sizes;
    if (name === breakpoint) break;
  }
  return sizes;
}

/** The box the server reserves at each breakpoint: the largest width and height the slot may take there (0 × 0: none). */
export function reservedBoxes(mapping: SizeMapping): Record<Breakpoint, { width: number; height: number }> {
  return Object.fromEntries(
    BREAKPOINT_NAMES.map((name) => {
      const sizes = sizesAt(mapping, name);
      return [name, { width: Math.max(0, ...sizes.map(([w]) => w)), height: Math.max(0, ...sizes.map(([, h]) => h)) }];
    }),
  ) as Record<Breakpoint, { width: number; height: number }>;
}

/** Targeting keys of spec 1 §3. */
export const TARGETING_KEYS = ["ksg", "kuid", "adg", "xfinity", "site", "type", "pos", "pageid", "referrer"] as const;
export type TargetingKey = (typeof TARGETING_KEYS)[number];
/** Spec 1 §3 keys, plus `admants` (the content-targeting preprocessor's categories). */
export type Targeting = Partial<Record<TargetingKey | "admants", string | readonly string[]>>;

/** A slot's configuration, spec 1 §3 data attributes with the §9 defaults filled in. */
export interface AdSlotConfig {
  slot: string;
  sizes: SizeMapping;
  offset: number;
  targeting: Targeting;
  renderOnView: boolean;
  refreshInterval: number;
  activeTab: boolean;
  /** Percent of the window height added to `offset`. */
  offsetViewport: number;
  recycleOnBreakpoint: boolean;
  /** Wait before requesting (article boxinline ads in news and msnbc). */
  requestDelayMs: number;
}

/** The `data-ad-*` attributes of a slot element, as the server writes them and `dataset` reads them. */
export interface AdSlotDataset {
  adSlot?: string;
  adSizes?: string;
  adOffset?: string;
  adTargeting?: string;
  adRenderOnView?: string;
  adRefreshInterval?: string;
  adActiveTab?: string;
  adOffsetViewport?: string;
  adRecycleOnBreakpoint?: string;
  adRequestDelay?: string;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};
const flag = (value: string | undefined, fallback: boolean) => (value === "true" ? true : value === "false" ? false : fallback);
function json<T>(value: string | undefined, fallback: T): T {
  if (!value) return fallback;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" ? (parsed as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Reads a slot's data attributes; anything missing or malformed takes its §9 default. Returns null without a slot name. */
export function parseSlotDataset(dataset: AdSlotDataset): AdSlotConfig | null {
  if (!dataset.adSlot) return null;
  return {
    slot: dataset.adSlot,
    sizes: json<SizeMapping>(dataset.adSizes, {}),
    offset: number(dataset.adOffset, AD_DEFAULTS.offset),
    targeting: json<Targeting>(dataset.adTargeting, {}),
    renderOnView: flag(dataset.adRenderOnView, AD_DEFAULTS.renderOnView),
    refreshInterval: number(dataset.adRefreshInterval, AD_DEFAULTS.refreshInterval),
    activeTab: flag(dataset.adActiveTab, AD_DEFAULTS.activeTab),
    offsetViewport: number(dataset.adOffsetViewport, AD_DEFAULTS.offsetViewport),
    recycleOnBreakpoint: flag(dataset.adRecycleOnBreakpoint, AD_DEFAULTS.recycleOnBreakpoint),
    requestDelayMs: number(dataset.adRequestDelay, 0),
  };
}

/** How far outside the viewport a slot already counts as in view: `offset` px plus `offsetViewport` % of the window height. */
export function viewportMarginPx(config: Pick<AdSlotConfig, "offset" | "offsetViewport">, windowHeight: number): number {
  return Math.round(config.offset + (config.offsetViewport / 100) * windowHeight);
}

/** Article boxinline ads in news and msnbc wait 2000 ms (spec 1 §9); every other slot is requested at once. */
export function requestDelayFor(area: PageArea, vertical: string): number {
  return area === "article-body" && BOXINLINE_DELAY_VERTICALS.includes(vertical) ? BOXINLINE_DELAY_MS : 0;
}

/**
 * Whether a page shows ads: never in the chromeless (embedded, app) view, not when the content says
 * `adsEnabled: false`, nor when its curation says `adsDisabled: true`.
 */
export function adsShown(page: { adsEnabled?: boolean; adsDisabled?: boolean; chromeless?: boolean }): boolean {
  return page.chromeless !== true && page.adsEnabled !== false && page.adsDisabled !== true;
}

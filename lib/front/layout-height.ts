import type { CurationPackage } from "@/lib/api/schemas/content";

/**
 * How tall a front layout can be on a phone, before it is drawn (issue 24): a layout after the first waits undrawn
 * (`content-visibility: auto`) in a box of this height. Taller content would spill over the layouts after it, and
 * anything measuring the page then (an accessibility checker, find-in-page's scroll) sees links on top of each other,
 * so this is an upper bound, not a guess: one column (up to the `m` breakpoint every package is one column; from
 * there, two, so the bound holds with room to spare), images as wide as the column, every text at its tallest.
 * Checked against the drawn fronts from 320 to 999 px (playwright/front.spec.ts).
 */
export interface HeightBound {
  /** Multiples of the column's width (the images' share). */
  widths: number;
  pixels: number;
}

/** What a package shows, as far as its height goes. */
export interface PackageShape {
  type: CurationPackage["type"];
  items: readonly { type: string }[];
  /** A video package whose lead plays in a player (its video was loaded). */
  player?: boolean;
  /** Latest posts listed under a live-blog package. */
  livePosts?: number;
  /** Product filters or pagination shown with it. */
  controls?: number;
}

/** A tease's texts at 320 px (label, a headline of six lines, byline), with the gap to the next. */
const TEASE_TEXT = 260;
const COMPACT_TEASE = 250;
const HEADLINE_TEASE = 140;
const LIVE_POST = 70;
const VIDEO_CAPTION = 140;
const NEWSLETTER = 460;
const CONTROLS = 180;
/** A package's title and the gap to the next package. */
const PACKAGE = 90;
const VIDEO = 9 / 16;

function packageBound(pkg: PackageShape): HeightBound {
  const controls = (pkg.controls ?? 0) * CONTROLS;
  if (pkg.type === "newsletterSignup") return { widths: 0, pixels: NEWSLETTER };
  if (pkg.items.length === 0) return { widths: 0, pixels: controls };
  const count = pkg.items.length;
  switch (pkg.type) {
    case "videoPackage":
      if (pkg.player) return { widths: VIDEO, pixels: PACKAGE + VIDEO_CAPTION + (count - 1) * COMPACT_TEASE + controls };
      break;
    case "liveBlog":
      return { widths: 0, pixels: PACKAGE + COMPACT_TEASE + (pkg.livePosts ?? 0) * LIVE_POST + controls };
    case "teaseList":
      return { widths: 0, pixels: PACKAGE + count * COMPACT_TEASE + controls };
    case "feeds":
      return { widths: 0, pixels: PACKAGE + count * HEADLINE_TEASE + controls };
  }
  // Leads, waffles and product grids: a column of image teases (products square, stories 16:9).
  const widths = pkg.items.reduce((sum, item) => sum + (item.type === "product" ? 1 : VIDEO), 0);
  return { widths, pixels: PACKAGE + count * TEASE_TEXT + controls };
}

/** The bound of a layout: its packages one above the other. */
export function layoutHeightBound(packages: readonly PackageShape[]): HeightBound {
  return packages.map(packageBound).reduce((sum, bound) => ({ widths: sum.widths + bound.widths, pixels: sum.pixels + bound.pixels }), { widths: 0, pixels: 0 });
}

/** The bound as a CSS length, the column being the viewport less the page's 1 rem margins. */
export function heightBoundCss({ widths, pixels }: HeightBound): string {
  return widths > 0 ? `calc(${Number(widths.toFixed(4))} * (100vw - 2rem) + ${pixels}px)` : `${pixels}px`;
}

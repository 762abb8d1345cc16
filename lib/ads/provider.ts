/**
 * The ad-server adapter: the runtime asks a provider for an ad and has it draw one into a slot's box.
 * The house provider (the embedded upstream's creatives) is the default; a real ad server plugs in
 * by implementing the same four calls.
 */
import type { AdSize, Targeting } from "./slots";

export interface AdRequest {
  /** Ad unit name (`data-ad-slot`) and position (`pos`). */
  slot: string;
  pos: string;
  /** Sizes the slot takes at the current breakpoint, largest first. */
  sizes: readonly AdSize[];
  targeting: Targeting;
  /** Changes with every request, so a refresh is a new impression. */
  correlator: string;
}

export interface AdCreative {
  src: string;
  width: number;
  height: number;
  clickUrl: string;
  alt: string;
}

export interface AdProvider {
  readonly name: string;
  /** An ad for the slot, or null when there is nothing to show (no fill). */
  request(request: AdRequest): Promise<AdCreative | null>;
  /** Draws the creative into the slot's box; resolves when it is on screen. */
  render(box: HTMLElement, creative: AdCreative): Promise<void>;
  /** Empties the box (recycle, destroy). */
  clear(box: HTMLElement): void;
}

export interface HouseProviderOptions {
  /** Where the creatives come from: the site's own `/api/ads/creative` (a pass-through to the upstream). */
  creativeUrl: string;
  language: string;
  /** Accessible name of the creative's link (server-formatted). */
  alt: string;
  /** Where a click on the house ad goes. */
  clickUrl: string;
}

/** The URL of a house creative: slot, position, size, language, correlator and targeting in the query. */
export function houseCreativeUrl(base: string, request: AdRequest, size: AdSize, language: string): string {
  const query = new URLSearchParams({
    slot: request.slot,
    pos: request.pos,
    size: `${size[0]}x${size[1]}`,
    lang: language,
    c: request.correlator,
    targeting: JSON.stringify(request.targeting),
  });
  return `${base}?${query.toString()}`;
}

/**
 * House ads: an `<img>` of an SVG the embedded upstream draws per size (an image cannot run script, so the
 * creative is safe by construction); the upstream counts the impression when it serves the image.
 */
export function createHouseProvider(options: HouseProviderOptions): AdProvider {
  return {
    name: "house",
    async request(request) {
      const size = request.sizes[0];
      if (!size) return null;
      return {
        src: houseCreativeUrl(options.creativeUrl, request, size, options.language),
        width: size[0],
        height: size[1],
        clickUrl: options.clickUrl,
        alt: options.alt,
      };
    },
    render(box, creative) {
      return new Promise<void>((resolve, reject) => {
        const link = document.createElement("a");
        link.href = creative.clickUrl;
        link.rel = "sponsored";
        const image = document.createElement("img");
        image.width = creative.width;
        image.height = creative.height;
        image.alt = creative.alt;
        image.decoding = "async";
        image.onload = () => resolve();
        image.onerror = () => reject(new Error(`ad creative failed to load: ${creative.src}`));
        image.src = creative.src;
        link.append(image);
        box.replaceChildren(link);
      });
    },
    clear(box) {
      box.replaceChildren();
    },
  };
}

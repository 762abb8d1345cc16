/** The navbar's shortcuts (spec 2 §4 "Shortcuts-visible flag defaults to true"): local news and live TV where a brand has them. */
import type { Vertical, VerticalSlug } from "@/lib/verticals/verticals";

export type ShortcutKey = "local" | "liveTv";

/** Brands with a local news and weather view at /local (US general news brands; see docs/decisions.md). */
export const LOCAL_NEWS_BRANDS: readonly VerticalSlug[] = ["news", "today", "msnbc", "telemundo", "noticias"];

export function hasLocalNews(vertical: VerticalSlug): boolean {
  return LOCAL_NEWS_BRANDS.includes(vertical);
}

export function navbarShortcuts(vertical: Pick<Vertical, "slug" | "flags">): { key: ShortcutKey; href: string }[] {
  return [
    ...(hasLocalNews(vertical.slug) ? [{ key: "local" as const, href: "/local" }] : []),
    ...(vertical.flags.liveTv ? [{ key: "liveTv" as const, href: "/live" }] : []),
  ];
}

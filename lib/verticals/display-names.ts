import type { VerticalSlug } from "./verticals";

/**
 * Each brand's display name, on its own so that client code (error pages) can name the brand
 * without shipping the whole brand table. The table takes its names from here.
 */
export const DISPLAY_NAMES: Readonly<Record<VerticalSlug, string>> = {
  news: "NBC News",
  today: "TODAY",
  msnbc: "MSNBC",
  telemundo: "Telemundo",
  noticias: "Noticias Telemundo",
  deportes: "Telemundo Deportes",
  localstationdeportes: "Telemundo Deportes Local",
  shows: "Telemundo Shows",
  entretenimiento: "Telemundo Entretenimiento",
  think: "NBC News THINK",
  better: "NBC News BETTER",
  mach: "NBC News MACH",
  globalcitizen: "Global Citizen",
  select: "NBC Select",
  selectcnbc: "CNBC Select",
  eonline: "E! Online",
};

/** The display name of a vertical slug, or of the default brand (news) for anything else. */
export function displayNameOf(slug: string | undefined): string {
  return slug && Object.hasOwn(DISPLAY_NAMES, slug) ? DISPLAY_NAMES[slug as VerticalSlug] : DISPLAY_NAMES.news;
}

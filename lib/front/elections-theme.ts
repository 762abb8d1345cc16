import type { Vertical } from "@/lib/verticals/verticals";

const ELECTIONS_THEME = /^elections-(\d{4})$/;

/**
 * The election year whose navigation theme a front shows: the curation names `elections-{year}`
 * and the brand has that year's theme (spec 2 §9: 2020, 2022 and 2024 on news and noticias).
 */
export function electionsNavThemeYear(vertical: Pick<Vertical, "flags">, navigationTheme: string | undefined): number | null {
  const year = Number(navigationTheme?.match(ELECTIONS_THEME)?.[1]);
  return vertical.flags.electionsNavThemes.includes(year) ? year : null;
}

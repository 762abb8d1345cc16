import type { Language } from "@/lib/verticals/verticals";

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const UNITS = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
] as const;

/**
 * A recipe time (an ISO 8601 duration such as "PT1H15M") for readers, in the vertical's language:
 * "1 hour 15 minutes", "1 hora 15 minutos". Overflowing units carry ("PT90M" is 1 hour 30 minutes).
 * Null when the value is not a duration or lasts no time at all.
 */
export function formatRecipeTime(iso: string, language: Language): string | null {
  const match = ISO_DURATION.exec(iso);
  if (!match || iso === "P" || iso.endsWith("T")) return null;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  let remaining = Math.floor((days ?? 0) * 86_400 + (hours ?? 0) * 3_600 + (minutes ?? 0) * 60 + (seconds ?? 0));
  const parts = UNITS.flatMap(([unit, size]) => {
    const count = Math.floor(remaining / size);
    remaining -= count * size;
    return count > 0 ? [new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(count)] : [];
  });
  return parts.length > 0 ? new Intl.ListFormat(language, { style: "narrow", type: "unit" }).format(parts) : null;
}

/**
 * Field data (Core Web Vitals from readers' browsers): which page views report, and where. Kept free of imports: the
 * shell's eager script reads it. The beacon's contract and logging are lib/vitals/beacon.ts; the browser side
 * lib/vitals/report.ts, loaded only for a sampled view; the endpoint app/api/vitals.
 */
export const VITALS_ENDPOINT = "/api/vitals";

/** `VITALS_SAMPLE_RATE`: the share of page views that report, 0 to 1; unset or unreadable is 0 (none). */
export function vitalsSampleRate(raw: string | undefined): number {
  const rate = Number(raw ?? "");
  if (raw === undefined || raw.trim() === "" || !Number.isFinite(rate)) return 0;
  return Math.min(1, Math.max(0, rate));
}

/** Whether this view reports: `random` is uniform in [0, 1). */
export const sampled = (rate: number, random: number) => random < rate;

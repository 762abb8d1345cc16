/** Seeded content is dated relative to this fixed instant; only the ongoing live blog follows the real clock. */
export const REFERENCE_DATE_MS = Date.UTC(2026, 10, 20, 12, 0, 0);

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

/** ISO 8601 duration, e.g. 155 → "PT2M35S", 3900 → "PT1H5M". */
export function isoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds || totalSeconds === 0 ? `${seconds}S` : ""}`;
}

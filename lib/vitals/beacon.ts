/** The field-data beacon's contract (lib/vitals/report.ts sends it, app/api/vitals reads it) and its log lines. */
import { z } from "zod";
import type { RequestKind } from "@/lib/ops/labels.mjs";
import { pageKindOfPath } from "@/lib/ops/page-kind";

/** The largest beacon the endpoint reads. */
export const MAX_BEACON_BYTES = 4096;
export const VITAL_NAMES = ["LCP", "INP", "CLS"] as const;

export const vitalsBeaconSchema = z.object({
  path: z.string().startsWith("/").max(2048),
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_NAMES),
        // Milliseconds for LCP and INP, a unitless score for CLS; an hour bounds any real value.
        value: z.number().finite().min(0).max(3_600_000),
        rating: z.enum(["good", "needs-improvement", "poor"]),
        navigationType: z.string().max(32).optional(),
      }),
    )
    .min(1)
    .max(VITAL_NAMES.length * 2),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

/** The page kind and one log record per metric: what the operators aggregate (no path, no reader, no cookie). */
export function vitalsRecords(beacon: VitalsBeacon): { kind: RequestKind; records: VitalRecord[] } {
  const kind = pageKindOfPath(beacon.path);
  return {
    kind,
    records: beacon.metrics.map(({ name, value, rating }) => ({ kind, metric: name, value: name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value), rating })),
  };
}

export interface VitalRecord {
  kind: RequestKind;
  /** Not `name`: the log reserves it for a logger's name. */
  metric: (typeof VITAL_NAMES)[number];
  value: number;
  rating: "good" | "needs-improvement" | "poor";
}

/** The field-data beacon's contract (lib/vitals/report.ts sends it, app/api/vitals reads it) and its log lines. */
import { z } from "zod";
import { resolveRoute } from "@/lib/routing/resolve-route";

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

/** The page kind a path shows, as the site routes it (lib/routing), for grouping field data. */
export function pageKindOfPath(path: string): string {
  let segments: string[];
  try {
    segments = path.split("?")[0]!.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return "other";
  }
  if (segments[0] === "start-today-app-view") segments = segments.slice(1);
  if (segments[0] === "account") return "account";
  if (segments[0] === "local") return "local";
  return resolveRoute(segments)?.kind ?? "other";
}

/** One log line per metric: what the operators aggregate (no path, no reader, no cookie). */
export function vitalsLogLines(beacon: VitalsBeacon): string[] {
  const kind = pageKindOfPath(beacon.path);
  return beacon.metrics.map(({ name, value, rating }) =>
    JSON.stringify({ msg: "web-vital", kind, name, value: name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value), rating }),
  );
}

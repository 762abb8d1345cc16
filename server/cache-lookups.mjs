/** What a lookup in Next's data cache found, told to the operators' metrics (server/metrics.mjs, layer "data"). */
import { opsEvent } from "./ops-events.mjs";

/** "hit", "stale" (past its revalidate time: served while fetched again) or "miss" for a data entry. */
export function dataLookupOutcome(entry, now = Date.now()) {
  if (!entry?.value) return "miss";
  const revalidate = entry.value.revalidate;
  return typeof revalidate === "number" && now - entry.lastModified > revalidate * 1000 ? "stale" : "hit";
}

/** Counts a cache handler's `get` of an upstream answer (pages are counted from Next's x-nextjs-cache answer header). */
export function countDataLookup(ctx, entry) {
  if (ctx?.kind === "FETCH") opsEvent("cache_lookup", { layer: "data", outcome: dataLookupOutcome(entry) });
}

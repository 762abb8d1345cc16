/**
 * A signature is taken once: the first sighting of a webhook's MAC within the signature tolerance is remembered, in the
 * store every instance shares when there is one (a replay to another instance is refused too), else in this process.
 */
import type { SharedStore } from "@/server/shared-store.mjs";
import { SIGNATURE_TOLERANCE_SECONDS } from "./publish-event";

/** Seen MACs are kept this long: past it, the signature's own time refuses a replay. */
const REMEMBER_MS = 2 * SIGNATURE_TOLERANCE_SECONDS * 1000;

export function createReplayGuard(store: SharedStore | null, now = Date.now) {
  const seen = new Map<string, number>();
  const firstLocally = (mac: string) => {
    const time = now();
    for (const [key, until] of seen) if (until <= time) seen.delete(key);
    if (seen.has(mac)) return false;
    seen.set(mac, time + REMEMBER_MS);
    return true;
  };
  return {
    /** Whether `mac` is seen here for the first time (and now remembered). */
    async first(mac: string): Promise<boolean> {
      if (store?.usable()) {
        try {
          return (await store.run((client) => client.set(`${store.keyPrefix}webhook:${mac}`, "1", { NX: true, PX: REMEMBER_MS }))) === "OK";
        } catch {
          // The store failed: this process's memory still refuses a replay to this instance.
        }
      }
      return firstLocally(mac);
    },
  };
}

/**
 * The live-blog poll's answer, shared by every instance through the store: within each freshness period one
 * instance, the one that takes the period's lock, asks the upstream; the others answer what it stored (the previous
 * answer while it is at it). So N instances cost the upstream what one does. Without a usable store, `local`
 * answers as a single instance does.
 */
import type { SharedStore } from "@/server/shared-store.mjs";
import type { SharedBody } from "./api-response";

/** How long a first reader waits for another instance's answer before asking the upstream itself. */
export const FIRST_ANSWER_WAIT_MS = 1000;
const FIRST_ANSWER_POLL_MS = 50;

interface Held {
  at: number;
  body: SharedBody;
}

export interface SharedLatestOptions {
  store: SharedStore | null;
  /** How long an answer is fresh: the answer's shared max-age. */
  freshMs: number;
  /** Asks the upstream, past every cache. */
  fetchFresh: (key: string) => Promise<SharedBody>;
  /** The single-instance answer (Next's data cache), used while the store cannot answer. */
  local: (key: string) => Promise<SharedBody>;
  now?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function sharedLatest({ store, freshMs, fetchFresh, local, now = Date.now }: SharedLatestOptions) {
  return async (key: string): Promise<SharedBody> => {
    if (!store?.usable()) return local(key);
    const valueKey = `${store.keyPrefix}live-latest:${key}`;
    const read = async () => {
      const stored = await store.run((client) => client.get(valueKey));
      return stored ? (JSON.parse(stored) as Held) : null;
    };

    let held: Held | null;
    let won: boolean;
    try {
      held = await read();
      if (held && now() - held.at < freshMs) return held.body;
      won = (await store.run((client) => client.set(`${valueKey}:lock`, "1", { NX: true, PX: freshMs }))) === "OK";
    } catch {
      return local(key);
    }

    if (!won) {
      if (held) return held.body;
      // Another instance is asking for the first answer: wait for it rather than ask too.
      for (const deadline = now() + FIRST_ANSWER_WAIT_MS; now() < deadline; ) {
        await sleep(FIRST_ANSWER_POLL_MS);
        const answered = await read().catch(() => null);
        if (answered) return answered.body;
      }
    }

    let body: SharedBody;
    try {
      body = await fetchFresh(key);
    } catch (error) {
      if (held) return held.body;
      throw error;
    }
    // Kept well past its freshness: the answer others give while the next one is fetched, or while the upstream fails.
    await store.run((client) => client.set(valueKey, JSON.stringify({ at: now(), body } satisfies Held), { PX: freshMs * 12 })).catch(() => {});
    return body;
  };
}

/**
 * Purges answers from the edge cache by surrogate key: `PURGE /` with the keys in `xkey-purge` and the edge's purge
 * secret in `x-purge-secret` (deploy/edge.vcl refuses a purge without it). EDGE_PURGE_URL unset: no edge, nothing to do.
 * A second purge follows once any render begun before the change is over, so an old answer fetched in between does not
 * stay at the edge (the instances never answer the edge from their micro-cache: server/micro-cache.mjs).
 */
import { log } from "@/server/log.mjs";
import { opsEvent } from "@/server/ops-events.mjs";

export const PURGE_AGAIN_MS = 2000;
const PURGE_TIMEOUT_MS = 3000;

type Env = Record<string, string | undefined>;

async function purgeOnce(url: string, secret: string, keys: readonly string[]): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "PURGE", headers: { "xkey-purge": keys.join(" "), "x-purge-secret": secret }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
    opsEvent("edge_purge", { outcome: response.ok ? "ok" : "failed" });
    if (!response.ok) log().error({ keys, status: response.status }, "Edge purge refused");
    return response.ok;
  } catch (error) {
    opsEvent("edge_purge", { outcome: "failed" });
    log().error({ keys, error: String(error) }, "Edge purge failed");
    return false;
  }
}

/** Purges `keys` now and once more after PURGE_AGAIN_MS; resolves whether the first purge was taken (null: no edge). */
export async function purgeEdge(keys: readonly string[], env: Env = process.env): Promise<boolean | null> {
  const url = env.EDGE_PURGE_URL;
  if (!url || keys.length === 0) return null;
  const secret = env.EDGE_PURGE_SECRET ?? "";
  setTimeout(() => void purgeOnce(url, secret, keys), PURGE_AGAIN_MS).unref?.();
  return purgeOnce(url, secret, keys);
}

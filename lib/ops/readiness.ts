/**
 * Whether this instance can serve (GET /api/ready): its content API answers within READINESS_UPSTREAM_MS, and the
 * shared store is up, or down and fallen back to the process's own memory (ready, but degraded).
 */
export const READINESS_UPSTREAM_MS = 2000;

export type StoreState = "connected" | "fallen_back" | "not_configured";
export interface UpstreamCheck {
  ok: boolean;
  ms: number;
  /** The status it answered, or why it did not. */
  detail: string;
}

export interface Readiness {
  httpStatus: 200 | 503;
  body: { status: "ready" | "degraded" | "unready"; upstream: UpstreamCheck; sharedStore: StoreState };
}

export function readiness(upstream: UpstreamCheck, sharedStore: StoreState): Readiness {
  const status = !upstream.ok ? "unready" : sharedStore === "fallen_back" ? "degraded" : "ready";
  return { httpStatus: status === "unready" ? 503 : 200, body: { status, upstream, sharedStore } };
}

/** Asks `url` with a deadline: any answer below 500 in time means the service is there. */
export async function checkUpstream(url: string, timeoutMs = READINESS_UPSTREAM_MS): Promise<UpstreamCheck> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, { cache: "no-store", signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    await response.body?.cancel();
    return { ok: response.status < 500, ms: ms(), detail: String(response.status) };
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    return { ok: false, ms: ms(), detail: name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : "not reachable" };
  }
}

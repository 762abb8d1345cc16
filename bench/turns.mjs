/**
 * Measuring the site and the floor in turns (site, floor, site, …, site): this machine's speed drifts within seconds,
 * and a drift falls on both sides alike when the floor's turns sit between the site's parts.
 */

/** `pages` dealt into `parts` parts, in turn, so each part has a share of every kind of page the list holds in order. */
export const alternateParts = (pages, parts) => Array.from({ length: parts }, (_, part) => pages.filter((_, i) => i % parts === part));

const sum = (runs, figure) => runs.reduce((total, run) => total + figure(run), 0);

/**
 * The load runs of one side as one run: totals over all of them, per-request figures weighted by requests, the
 * helper threads' share by CPU, peak memory and latency percentiles the larger of the runs' (a percentile of the
 * whole cannot be had from the parts' percentiles; the larger overstates it, for the site and the floor alike).
 */
export function combineRuns(runs) {
  const requests = sum(runs, (run) => run.requests);
  const seconds = sum(runs, (run) => run.seconds);
  const perRequest = (figure) => sum(runs, (run) => run[figure] * run.requests) / Math.max(1, requests);
  const cpuMs = sum(runs, (run) => run.cpuMsPerRequest * run.requests);
  const combined = {
    requests,
    seconds,
    requestsPerSecond: requests / seconds,
    p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    failures: sum(runs, (run) => run.failures),
    bytesPerRequest: perRequest("bytesPerRequest"),
    cpuMsPerRequest: cpuMs / Math.max(1, requests),
    helperThreadsShare: cpuMs > 0 ? sum(runs, (run) => run.helperThreadsShare * run.cpuMsPerRequest * run.requests) / cpuMs : 0,
    peakRssBytes: Math.max(...runs.map((run) => run.peakRssBytes)),
  };
  if (runs.every((run) => typeof run.upstreamPerRequest === "number")) combined.upstreamPerRequest = perRequest("upstreamPerRequest");
  return combined;
}

/**
 * How many requests each of the floor's `turns` asks, for `seconds` in all at `requestsPerSecond`: a whole number per
 * connection, at least one each. A turn ended by its count leaves no render in flight whose CPU it counts.
 */
export const floorTurnAmount = ({ requestsPerSecond, seconds, turns, connections }) =>
  Math.max(1, Math.round((requestsPerSecond * seconds) / turns / connections)) * connections;

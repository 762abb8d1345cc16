/**
 * What the metrics and the per-request log cost (server/metrics.mjs, server/observe-requests.mjs): two instances of
 * the build on one upstream, A as in production and B with OBSERVABILITY=off, the same warm article from each,
 * measured in turns (A, B, A, B) and the better run of each kept, so that a busy moment of the machine does not
 * decide the comparison.
 */
import { startStack } from "../deploy/stack.mjs";
import { get, siteHost } from "./http.mjs";
import { loadTest } from "./load.mjs";
import { lighthousePages } from "./pages.mjs";
import { LOAD } from "./config.mjs";
import { cpuMsOf } from "./processes.mjs";

const TURNS = 2;

export async function measureObservability() {
  // stdout is read by the stack, line by line, as in production.
  const stack = await startStack({ instances: 2, redis: false, instanceEnv: (index) => (index === 1 ? { OBSERVABILITY: "off" } : JSON.parse(process.env.ON_ENV || "{}")) });
  try {
    const { article } = await lighthousePages(stack.upstreamPort);
    const [on, off] = stack.sites;
    const at = (port) => () => ({ host: siteHost(article.vertical, port), path: article.path });
    for (const site of [on, off]) {
      await get(site.port, article.path, siteHost(article.vertical, site.port));
      await loadTest(site.port, at(site.port), { seconds: LOAD.warmupSeconds });
    }
    const best = { on: null, off: null };
    for (let turn = 0; turn < TURNS; turn++) {
      for (const [name, site] of [["on", on], ["off", off]]) {
        const cpuBefore = cpuMsOf(site.process);
        const run = await loadTest(site.port, at(site.port));
        run.cpuMsPerRequest = (cpuMsOf(site.process) - cpuBefore) / Math.max(1, run.requests);
        if (!best[name] || run.requestsPerSecond > best[name].requestsPerSecond) best[name] = run;
      }
    }
    return best;
  } finally {
    await stack.stop();
  }
}

/** The report's line. */
export function observabilityLines({ on, off }) {
  return (
    `Metrics and request logs, warm article, best of ${TURNS} × ${LOAD.durationSeconds} s each: ${Math.round(on.requestsPerSecond)} req/s on ` +
    `against ${Math.round(off.requestsPerSecond)} req/s off (×${(on.requestsPerSecond / off.requestsPerSecond).toFixed(3)}); ` +
    `the instance's CPU per answer ${on.cpuMsPerRequest.toFixed(2)} ms on, ${off.cpuMsPerRequest.toFixed(2)} ms off`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(observabilityLines(await measureObservability()));

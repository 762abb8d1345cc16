/**
 * What the metrics and the per-request log cost (server/metrics.mjs, server/observe-requests.mjs): two instances of
 * the build on one upstream, A as in production and B with OBSERVABILITY=off, the same warm article from each,
 * measured in turns (A, B, A, B) and the better run of each kept, so that a busy moment of the machine does not
 * decide the comparison.
 */
import { readFileSync } from "node:fs";
import { startStack } from "../deploy/stack.mjs";
import { get, siteHost } from "./http.mjs";
import { loadTest } from "./load.mjs";
import { lighthousePages } from "./pages.mjs";
import { LOAD } from "./config.mjs";
import { cpuMsOf } from "./processes.mjs";

const TURNS = 2;
/** The instance writes its log at least every 500 ms (server/log.mjs). */
const LOG_FLUSHED_MS = 700;

/** How many answers' lines the log file holds. */
const answerLines = (file) => readFileSync(file, "utf8").split("\n").filter((line) => line.includes('"msg":"request"')).length;

export async function measureObservability() {
  // Each instance's log goes to a file, as a container's log driver keeps it. Read by this process, which is also the
  // load generator, 1 MB/s of lines cost the "on" instance 15-25 % of its measured throughput; into a file, nothing.
  const stack = await startStack({ instances: 2, redis: false, siteLogFiles: true, instanceEnv: (index) => (index === 1 ? { OBSERVABILITY: "off" } : {}) });
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
        const linesBefore = answerLines(site.logFile);
        const run = await loadTest(site.port, at(site.port));
        run.cpuMsPerRequest = (cpuMsOf(site.process) - cpuBefore) / Math.max(1, run.requests);
        await new Promise((resolve) => setTimeout(resolve, LOG_FLUSHED_MS));
        run.loggedAnswers = answerLines(site.logFile) - linesBefore;
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
    `the instance's CPU per answer ${on.cpuMsPerRequest.toFixed(2)} ms on, ${off.cpuMsPerRequest.toFixed(2)} ms off; ` +
    `${on.loggedAnswers} of ${on.requests} answers logged on, ${off.loggedAnswers} off`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(observabilityLines(await measureObservability()));

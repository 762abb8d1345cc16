/**
 * What the metrics and the per-request log cost (server/metrics.mjs, server/observe-requests.mjs): two instances of
 * the build on one upstream, A as in production and B with OBSERVABILITY=off, the same warm article from each,
 * measured in short turns in the order A B B A, A B B A, … and each instance's turns added up. This machine's speed
 * drifts over seconds: two identical instances measured in two 10 s turns each, the better kept, compared at
 * ×0.95-×1.32; in these turns at ×0.95-×1.05.
 */
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { startStack } from "../deploy/stack.mjs";
import { get, siteHost } from "./http.mjs";
import { loadTest } from "./load.mjs";
import { lighthousePages } from "./pages.mjs";
import { cpuMsOf } from "./processes.mjs";

const ROUNDS = 8;
const TURN_SECONDS = 3;
/** Before the turns, each instance serves the page this long: its first seconds run code not yet optimised. */
const WARM_UP_SECONDS = 5;
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
      await loadTest(site.port, at(site.port), { seconds: WARM_UP_SECONDS });
    }
    const total = {};
    for (const name of ["on", "off"]) total[name] = { requests: 0, seconds: 0, failures: 0, cpuMs: 0, loggedAnswers: 0 };
    await sleep(LOG_FLUSHED_MS);
    const linesBefore = answerLines(on.logFile);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, site] of round % 2 ? [["off", off], ["on", on]] : [["on", on], ["off", off]]) {
        const cpuBefore = cpuMsOf(site.process);
        const run = await loadTest(site.port, at(site.port), { seconds: TURN_SECONDS });
        const sum = total[name];
        sum.cpuMs += cpuMsOf(site.process) - cpuBefore;
        sum.requests += run.requests;
        sum.seconds += run.seconds;
        sum.failures += run.failures;
      }
    }
    await sleep(LOG_FLUSHED_MS);
    total.on.loggedAnswers = answerLines(on.logFile) - linesBefore;
    total.off.loggedAnswers = answerLines(off.logFile);
    const result = (sum) => ({ ...sum, requestsPerSecond: sum.requests / sum.seconds, cpuMsPerRequest: sum.cpuMs / Math.max(1, sum.requests) });
    return { on: result(total.on), off: result(total.off) };
  } finally {
    await stack.stop();
  }
}

/** The report's line. */
export function observabilityLines({ on, off }) {
  return (
    `Metrics and request logs, warm article, ${ROUNDS} × ${TURN_SECONDS} s each in turns (on, off, off, on, …): ${Math.round(on.requestsPerSecond)} req/s on ` +
    `against ${Math.round(off.requestsPerSecond)} req/s off (×${(on.requestsPerSecond / off.requestsPerSecond).toFixed(3)}); ` +
    `the instance's CPU per answer ${on.cpuMsPerRequest.toFixed(2)} ms on, ${off.cpuMsPerRequest.toFixed(2)} ms off; ` +
    `${on.loggedAnswers} of ${on.requests} answers logged on, ${off.loggedAnswers} off`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(observabilityLines(await measureObservability()));

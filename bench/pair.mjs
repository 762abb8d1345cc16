/**
 * Two instances of one build sharing Redis (deploy/stack.mjs), as a load balancer would use them: never-seen articles
 * spread over both (half the connections each, each page asked once of one of them), each instance's peak memory,
 * and the live-blog fan-in with the readers spread over both.
 */
import { startStack } from "../deploy/stack.mjs";
import { LOAD } from "./config.mjs";
import { fanIn } from "./fan-in.mjs";
import { siteHost } from "./http.mjs";
import { eachOnce, loadTest } from "./load.mjs";
import { lighthousePages, neverSeenPages } from "./pages.mjs";
import { watchPeakRss } from "./processes.mjs";

export async function measurePair() {
  const stack = await startStack({ instances: 2 });
  try {
    // The pair has its own upstream and Redis: every article is one it has never rendered.
    const { articles } = await neverSeenPages(stack.upstreamPort, []);
    const liveBlog = (await lighthousePages(stack.upstreamPort))["live blog"];
    const connections = LOAD.connections / stack.sites.length;
    const pool = eachOnce(articles, LOAD.connections);
    const before = await stack.countUpstream();
    const runs = await Promise.all(
      stack.sites.map(async (site) => {
        const rss = watchPeakRss(site.process);
        rss.takePeak();
        const next = () => {
          const { vertical, path } = pool.next();
          return { host: siteHost(vertical, site.port), path };
        };
        const run = await loadTest(site.port, next, { amount: pool.amount / stack.sites.length, connections });
        return { name: site.name, ...run, peakRssBytes: rss.takePeak() };
      }),
    );
    const requests = runs.reduce((sum, run) => sum + run.requests, 0);
    const onDemandArticle = {
      instances: runs,
      requests,
      pagesAsked: pool.used(),
      poolSize: pool.size,
      seconds: Math.max(...runs.map((run) => run.seconds)),
      requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0),
      p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
      p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
      failures: runs.reduce((sum, run) => sum + run.failures, 0),
      peakRssBytes: Math.max(...runs.map((run) => run.peakRssBytes)),
      upstreamPerRequest: ((await stack.countUpstream()) - before) / Math.max(1, requests),
    };
    const pairFanIn = await fanIn({
      ports: stack.sites.map((site) => site.port),
      host: siteHost(liveBlog.vertical, stack.sites[0].port),
      articleId: liveBlog.id,
      countUpstream: stack.countUpstream,
    });
    return { onDemandArticle, fanIn: pairFanIn };
  } finally {
    await stack.stop();
  }
}

// Temporary: the bench's rows for issue 20 alone (site on demand, pair, floor load), not committed.
import { memoryBudgets, fanInBudget } from "./bench/budgets.mjs";
import { PORTS, FLOOR_DYNAMIC_ROUTE, FLOOR_STATIC_ROUTE } from "./bench/config.mjs";
import { fanIn } from "./bench/fan-in.mjs";
import { siteHost } from "./bench/http.mjs";
import { eachOnce, loadTest } from "./bench/load.mjs";
import { lighthousePages, neverSeenPages } from "./bench/pages.mjs";
import { measurePair } from "./bench/pair.mjs";
import { cpuMsOf, watchPeakRss } from "./bench/processes.mjs";
import { startFloor, startSite } from "./bench/servers.mjs";
import { budgetTable } from "./bench/table.mjs";
const measure = async (port, next, child, rss, opts) => {
  rss.takePeak(); const c0 = cpuMsOf(child);
  const run = await loadTest(port, next, opts);
  return { ...run, cpuMsPerRequest: (cpuMsOf(child) - c0) / Math.max(1, run.requests), peakRssBytes: rss.takePeak() };
};
const site = {};
{
  const { server, countUpstream, stop } = await startSite();
  try {
    const rss = watchPeakRss(server);
    const pages = await lighthousePages(PORTS.upstream);
    const ns = await neverSeenPages(PORTS.upstream, Object.values(pages));
    const page = ({ vertical, path }) => ({ host: siteHost(vertical, PORTS.site), path });
    for (const [k, list] of [["onDemandArticle", ns.articles], ["onDemandFront", ns.fronts]]) {
      const pool = eachOnce(list.map(page));
      site[k] = await measure(PORTS.site, pool.next, server, rss, { amount: pool.amount });
      console.log(k, Math.round(site[k].requestsPerSecond), "req/s", site[k].failures, "failed", Math.round(site[k].peakRssBytes / 1e6), "MB", site[k].cpuMsPerRequest.toFixed(1), "ms CPU");
    }
    const lb = pages["live blog"];
    site.fanIn = await fanIn({ port: PORTS.site, host: page(lb).host, articleId: lb.id, countUpstream });
    console.log("fan-in one", site.fanIn.perInterval);
  } finally { await stop(); }
}
const pair = await measurePair();
console.log("pair", Math.round(pair.onDemandArticle.requestsPerSecond), "req/s", pair.onDemandArticle.failures, "failed", pair.onDemandArticle.instances.map((i) => Math.round(i.peakRssBytes / 1e6)), "MB; fan-in", pair.fanIn.perInterval);
const floor = {};
{
  const { server, stop } = await startFloor();
  try {
    const rss = watchPeakRss(server);
    for (const [k, path] of [["static", FLOOR_STATIC_ROUTE], ["dynamic", FLOOR_DYNAMIC_ROUTE], ["heavy", `${FLOOR_DYNAMIC_ROUTE}?items=182`]]) {
      const p = { host: `localhost:${PORTS.floor}`, path };
      await loadTest(PORTS.floor, () => p, { seconds: 2 });
      floor[k] = await measure(PORTS.floor, () => p, server, rss, {});
      console.log("floor", k, Math.round(floor[k].requestsPerSecond), "req/s", Math.round(floor[k].peakRssBytes / 1e6), "MB", floor[k].cpuMsPerRequest.toFixed(1), "ms CPU");
    }
  } finally { await stop(); }
}
console.log(budgetTable([...fanInBudget(site.fanIn), ...fanInBudget(pair.fanIn, "pair fan-in"), ...memoryBudgets(site, pair, floor)]));
process.exit(0);

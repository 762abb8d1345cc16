#!/usr/bin/env node
/**
 * `npm run bench`: measures the site against a bare Next.js app (the floor) on this machine, one
 * measurement at a time; prints a table, writes bench/results/latest.json, and exits 1 when a budget
 * is missed. The site measured is the checkout this file is in.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { browserCpuBudgets, cpuBudgets, fanInBudget, jsBudgets, lighthouseBudgets, memoryBudgets, observabilityBudget, soakBudgets, throughputBudgets } from "./budgets.mjs";
import { ensureFloorBuild, ensureSiteBuild } from "./builds.mjs";
import {
  CHROME_PATH,
  FLOOR_DIR,
  FLOOR_DYNAMIC_ROUTE,
  FLOOR_STATIC_ROUTE,
  LOAD,
  ON_DEMAND,
  PORTS,
  RESULTS_DIR,
  SITE_DIR,
  SITE_PAGE_ROUTE,
} from "./config.mjs";
import { fanIn } from "./fan-in.mjs";
import { firstLoadJs, routeOf } from "./first-load-js.mjs";
import { get, siteHost } from "./http.mjs";
import { lighthouse } from "./lighthouse.mjs";
import { eachOnce, loadTest } from "./load.mjs";
import { lighthousePages, neverSeenPages } from "./pages.mjs";
import { measurePair } from "./pair.mjs";
import { edgeLines, measureEdge } from "./edge.mjs";
import { measureObservability, observabilityLines } from "./observability.mjs";
import { cpuMsOf, mainThreadCpuMsOf, settled, stop as stopProcess, stopAll, watchPeakRss } from "./processes.mjs";
import { startFloor, startSite } from "./servers.mjs";
import { createReader, mixedThroughput, soak, SOAK, soakPages, warm } from "./soak.mjs";
import { report } from "./table.mjs";
import { alternateParts, combineRuns, floorTurnAmount } from "./turns.mjs";

const versionOf = (name) => JSON.parse(readFileSync(join(SITE_DIR, "node_modules", name, "package.json"), "utf8")).version;

/**
 * The measured run, with the server's peak memory, the CPU it used per request (its own process time,
 * which the load generator and the upstream on the same cores do not count in), the share of that CPU its helper
 * threads used, and the upstream calls it made.
 */
async function measureLoad(port, next, server, countUpstream, options) {
  await settled(server.process);
  server.rss.takePeak();
  const before = countUpstream && (await countUpstream());
  const cpuBefore = cpuMsOf(server.process);
  const mainThreadBefore = mainThreadCpuMsOf(server.process);
  const run = await loadTest(port, next, options);
  const cpuMs = cpuMsOf(server.process) - cpuBefore;
  const cpuMsPerRequest = cpuMs / Math.max(1, run.requests);
  // The rest of the CPU is V8's helper threads' (mostly its garbage collector's).
  const helperThreadsShare = cpuMs > 0 ? 1 - (mainThreadCpuMsOf(server.process) - mainThreadBefore) / cpuMs : 0;
  const peakRssBytes = server.rss.takePeak();
  const upstreamPerRequest = countUpstream && ((await countUpstream()) - before) / Math.max(1, run.requests);
  return { ...run, peakRssBytes, cpuMsPerRequest, helperThreadsShare, upstreamPerRequest };
}

/** What measureLoad watches of a started server. */
const watched = (child) => ({ process: child, rss: watchPeakRss(child) });

/** One page, after a warm-up run: the first request renders and caches it, and the server's code is warm. */
async function measureWarm(port, page, server, countUpstream) {
  const next = () => page;
  await loadTest(port, next, { seconds: LOAD.warmupSeconds });
  return measureLoad(port, next, server, countUpstream);
}

/** The floor's list is ~0.8 kB an item: these two lengths give the length of a list of any weight. */
const FLOOR_WEIGHING_ITEMS = [50, 500];

/** An answer's weight as a load run counts it: body and headers, uncompressed. */
const answerBytes = ({ headers, body }) => Buffer.byteLength(body) + Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);

/** How many items the floor's dynamic list needs to weigh `bytes`, as the floor answers them (headers included). */
async function floorItemsWeighing(bytes) {
  const weigh = async (items) => {
    const answer = await get(PORTS.floor, `${FLOOR_DYNAMIC_ROUTE}?items=${items}`);
    if (answer.status !== 200) throw new Error(`the floor's ${FLOOR_DYNAMIC_ROUTE}?items=${items} answered ${answer.status}`);
    return answerBytes(answer);
  };
  const [few, many] = FLOOR_WEIGHING_ITEMS;
  const [light, heavy] = await Promise.all(FLOOR_WEIGHING_ITEMS.map(weigh));
  return Math.max(1, Math.round(few + ((bytes - light) * (many - few)) / (heavy - light)));
}

/** A request for one of the floor's pages, as loadTest takes it. */
const floorPage = (path) => ({ host: `localhost:${PORTS.floor}`, path });

/** The floor's load rows of its own: its static page and its 50-item list. */
async function measureFloorLoad(server) {
  return {
    static: await measureWarm(PORTS.floor, floorPage(FLOOR_STATIC_ROUTE), server),
    dynamic: await measureWarm(PORTS.floor, floorPage(FLOOR_DYNAMIC_ROUTE), server),
  };
}

/**
 * Pages never asked for before, each once, after `warmUpPages` others (the pages no part measures): a process's first
 * renders of a kind of page also pay, once, for compiling the code they run, which the floor's warm figures do not
 * carry (docs/decisions.md). In turns (bench/turns.mjs): `parts` parts of `pagesPerPart` pages each, and between them
 * the floor's list as heavy as the first part's pages (warmed up before its first turn), LOAD.durationSeconds of it in
 * all. Every run is ended by its count, so the CPU it counts is that of the pages it counts. Returns the site's parts
 * as one run, and the floor's turns as one.
 */
async function measureOnDemandInTurns({ port, server, countUpstream, floorServer }, pages, { warmUpPages, parts, pagesPerPart }) {
  const dealt = alternateParts(pages, parts);
  const warmUp = eachOnce(dealt.flatMap((part) => part.slice(pagesPerPart)).slice(0, warmUpPages));
  if (warmUp.amount) await loadTest(port, warmUp.next, { amount: warmUp.amount, seconds: ON_DEMAND.secondsAtMost });
  const siteRuns = [];
  const floorRuns = [];
  let floorTurn = null;
  for (const part of dealt) {
    if (siteRuns.length > 0) {
      // The site's last renders finish before the floor's turn.
      await settled(server.process);
      floorTurn ??= await startFloorTurns(siteRuns[0].bytesPerRequest, floorServer, parts - 1);
      floorRuns.push(await floorTurn.measure());
    }
    const pool = eachOnce(part.slice(0, pagesPerPart));
    const run = await measureLoad(port, pool.next, server, countUpstream, { amount: pool.amount, seconds: ON_DEMAND.secondsAtMost });
    siteRuns.push({ ...run, pagesAsked: pool.used() });
  }
  const pagesAsked = siteRuns.reduce((total, run) => total + run.pagesAsked, 0);
  const site = { ...combineRuns(siteRuns), pagesAsked, poolSize: pages.length, warmUpPages: warmUp.used() };
  return { site, floor: { items: floorTurn.items, ...combineRuns(floorRuns) } };
}

/** The floor's list as heavy as `bytes`, warmed up; `measure()` takes one of its `turns` (LOAD.durationSeconds in all). */
async function startFloorTurns(bytes, floorServer, turns) {
  const items = await floorItemsWeighing(bytes);
  const page = floorPage(`${FLOOR_DYNAMIC_ROUTE}?items=${items}`);
  const next = () => page;
  const { requestsPerSecond } = await loadTest(PORTS.floor, next, { seconds: LOAD.warmupSeconds });
  const amount = floorTurnAmount({ requestsPerSecond, seconds: LOAD.durationSeconds, turns, connections: LOAD.connections });
  return { items, measure: () => measureLoad(PORTS.floor, next, floorServer, undefined, { amount, seconds: ON_DEMAND.secondsAtMost }) };
}

/**
 * The site, and the floor beside it: each floor figure is taken right next to the site figures it is a budget
 * for (its Lighthouse run before the site's, its static page and 50-item list after the site's warm runs, its list
 * of the on-demand pages' weight in turns between their parts), since this machine's speed drifts over a run (in one
 * run the floor, measured 15 minutes after the site, was a third faster than earlier the same day, and every ratio
 * moved with it). The floor stops once measured.
 */
async function measureSite() {
  const { server: siteProcess, countUpstream, stop } = await startSite();
  try {
    const port = PORTS.site;
    const server = watched(siteProcess);
    const page = ({ vertical, path }) => ({ host: siteHost(vertical, port), path });
    const { server: floorProcess } = await startFloor();
    const floorServer = watched(floorProcess);

    console.log("Floor: Lighthouse…");
    const floorLighthouse = await lighthouse(`http://localhost:${PORTS.floor}${FLOOR_STATIC_ROUTE}`);
    const pages = await lighthousePages(PORTS.upstream);
    const siteLighthouse = {};
    // The browser's CPU of each page kind is compared with the floor's list of the same weight (docs/decisions.md).
    const floorOfWeight = {};
    for (const [kind, found] of Object.entries(pages)) {
      const { host, path } = page(found);
      const answer = await get(port, path, host);
      if (answer.status !== 200) throw new Error(`the ${kind} ${host}${path} answered ${answer.status}`);
      const bytes = answerBytes(answer);
      const items = await floorItemsWeighing(bytes);
      console.log(`Floor: Lighthouse on a list as heavy as the ${kind} (${items} items)…`);
      floorOfWeight[kind] = { bytes, items, ...(await lighthouse(`http://localhost:${PORTS.floor}${FLOOR_DYNAMIC_ROUTE}?items=${items}`)) };
      console.log(`Site: Lighthouse on the ${kind} (${host}${path})…`);
      siteLighthouse[kind] = await lighthouse(`http://${host}${path}`, { warm: true });
    }

    console.log("Site: load…");
    const neverSeen = await neverSeenPages(PORTS.upstream, Object.values(pages));
    const warmArticle = await measureWarm(port, page(pages.article), server, countUpstream);
    const warmFront = await measureWarm(port, page(pages["home front"]), server, countUpstream);
    console.log("Floor: load…");
    const floorOwn = await measureFloorLoad(floorServer);
    console.log("Site on demand, in turns with the floor's list of the same weight…");
    const site = { port, server, countUpstream, floorServer };
    const articles = await measureOnDemandInTurns(site, neverSeen.articles.map(page), ON_DEMAND.articles);
    // Each half of the ~170 fronts is 50 of the ~84 it holds (a whole number per connection); 50 of the other 68 warm up.
    const fronts = await measureOnDemandInTurns(site, neverSeen.fronts.map(page), ON_DEMAND.fronts);
    const load = { warmArticle, warmFront, onDemandArticle: articles.site, onDemandFront: fronts.site };
    const floorLoad = { ...floorOwn, dynamicArticleWeight: articles.floor, dynamicFrontWeight: fronts.floor };
    const floor = { lighthouse: floorLighthouse, lighthouseOfWeight: floorOfWeight, load: floorLoad };
    await stopProcess(floorProcess);

    console.log("Site: live-blog fan-in…");
    const liveBlog = pages["live blog"];
    const siteFanIn = await fanIn({ port, host: page(liveBlog).host, articleId: liveBlog.id, countUpstream });

    const mix = soakPages(pages, neverSeen, page);
    await warm(port, [...mix.fronts, ...mix.articles, ...mix.liveBlogs]);
    const reader = await createReader(port, PORTS.upstream);
    const rate = await mixedThroughput({ port, pages: mix, reader, seconds: LOAD.durationSeconds });
    console.log(`Site: load run, ${SOAK.seconds} s of mixed traffic at its throughput, ${Math.round(rate)} req/s…`);
    const siteSoak = await soak({ port, pages: mix, reader, rate, server: siteProcess });
    return { site: { pages, lighthouse: siteLighthouse, load, fanIn: siteFanIn, soak: siteSoak }, floor };
  } finally {
    await stop();
  }
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH.`);
  const startedAt = new Date();
  const results = {
    startedAt: startedAt.toISOString(),
    machine: { cpus: cpus().length, loadAverageAtStart: loadavg() },
    versions: { node: process.version, ...Object.fromEntries(["next", "react", "lighthouse", "autocannon"].map((name) => [name, versionOf(name)])) },
    load: LOAD,
    floorStaticRoute: FLOOR_STATIC_ROUTE,
  };
  await ensureSiteBuild();
  await ensureFloorBuild();
  results.firstLoadJs = { site: firstLoadJs(SITE_DIR), floor: firstLoadJs(FLOOR_DIR) };
  ({ site: results.site, floor: results.floor } = await measureSite());
  results.pair = await measurePair();
  results.edge = await measureEdge();
  results.observability = await measureObservability();
  results.budgets = [
    ...lighthouseBudgets(results.site.lighthouse, results.floor.lighthouse),
    ...browserCpuBudgets(results.site.lighthouse, results.floor.lighthouseOfWeight),
    ...jsBudgets(routeOf(results.firstLoadJs.site, SITE_PAGE_ROUTE, "the site"), routeOf(results.firstLoadJs.floor, FLOOR_STATIC_ROUTE, "the floor")),
    ...throughputBudgets(results.site.load, results.floor.load),
    ...cpuBudgets(results.site.load, results.floor.load),
    ...fanInBudget(results.site.fanIn),
    ...fanInBudget(results.pair.fanIn, "live-blog fan-in, two instances sharing Redis"),
    ...memoryBudgets(results.site.load, results.pair, results.floor.load),
    ...soakBudgets(results.site.soak),
    ...observabilityBudget(results.observability),
  ];
  results.seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
  writeFileSync(join(RESULTS_DIR, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${report(results)}\n\n${edgeLines(results.edge)}\n${observabilityLines(results.observability)}\n`);
  const missed = results.budgets.filter((budget) => budget.pass === false).length;
  console.log(`Budgets: ${missed ? `${missed} missed` : "all kept"}. ${results.seconds} s; bench/results/latest.json written.`);
  process.exit(missed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`bench: ${error.message}`);
  await stopAll();
  process.exit(2);
});

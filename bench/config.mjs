/** What `npm run bench` measures, where, and the budgets the site is held to (issue 12). */
import { fileURLToPath } from "node:url";

/** The site measured is the checkout this file belongs to. */
export const SITE_DIR = fileURLToPath(new URL("..", import.meta.url));
export const FLOOR_DIR = fileURLToPath(new URL("floor/", import.meta.url));
export const RESULTS_DIR = fileURLToPath(new URL("results/", import.meta.url));

const portBase = Number(process.env.BENCH_PORT_BASE ?? 5100);
export const PORTS = { floor: portBase + 1, site: portBase + 2, upstream: portBase + 3, counter: portBase + 4 };

export { CHROME_PATH } from "../scripts/chromium.mjs";
export const LIGHTHOUSE_RUNS = 3;
export const LOAD = { connections: 50, durationSeconds: 10, warmupSeconds: 2 };

/**
 * The on-demand runs (issue 24): never-seen pages, each asked once, dealt into `parts` taken in turns with the
 * floor's list of the same weight (bench/turns.mjs), each part `pagesPerPart` pages and ended by that count (a part
 * cut by the clock left renders in flight, whose CPU it counted without their pages); `secondsAtMost` only keeps a
 * stuck server from holding the bench up. First `warmUpPages` of the pages no part measures are rendered, as the
 * floor's figures follow thousands of renders of its page: a fresh site process's CPU per article settles only after
 * about 1,200 renders (500-page batches from a fresh process, after 200: 20.2, 17.9, 16.4, 16.1 ms), and the fronts'
 * figure, which follows the articles, still falls with the renders before it (the same 50 fronts after 500 and 1,500
 * articles: 47.4 and 39.4 ms a page). Of the ~170 fronts, 100 are measured and 50 of the rest warm up (docs/decisions.md).
 */
export const ON_DEMAND = {
  articles: { warmUpPages: 1500, parts: 4, pagesPerPart: 150 },
  fronts: { warmUpPages: 50, parts: 2, pagesPerPart: 50 },
  secondsAtMost: 180,
};

/** The floor's two pages; the routes as the build names them. */
export const FLOOR_STATIC_ROUTE = "/";
export const FLOOR_DYNAMIC_ROUTE = "/dynamic";
/** One dispatcher route serves every page kind of the site, articles and live blogs included. */
export const SITE_PAGE_ROUTE = "/[vertical]/[view]/[[...path]]";

/** The live-blog polling endpoint of the site. */
export const LIVE_BLOG_LATEST_PATH = "/api/live-blog/{articleId}/latest";
/** 200 readers each poll once per interval (the site's live-blog poll interval, 10 s), for a minute. */
export const FAN_IN = { readers: 200, intervalMs: 10_000, intervals: 6 };

export const BUDGETS = {
  lighthouse: { performance: 0.95, accessibility: 1, bestPractices: 0.95, seo: 1, cls: 0.01, tbtAboveFloorMs: 100, lcpMs: 1800, lcpOfFloorOnSlowMachines: 1.6 },
  /** kB are 1000 bytes, gzip. */
  firstLoadJsAboveFloorBytes: { article: 40_000, liveBlog: 60_000 },
  warmArticleShareOfFloorStatic: 0.8,
  /** Issue 24: the site's own CPU per page rendered on demand, at most this times the floor's for a page of the same weight. */
  onDemandCpuOfFloorSameWeight: 2,
  fanInPerInterval: 2,
  /** Issue 24: the browser's main-thread work for one page load (tasks; script among them), at most this times the floor's. */
  mainThreadOfFloor: 2,
  /** Issue 20: each instance's peak resident memory while rendering on demand, at most this times the floor's peak. */
  peakRssShareOfFloor: 1.5,
  /** Issue 13: the server's memory after the load run at most 20 % above its level early in the run. */
  soakMemoryGrowth: 0.2,
  /** The load run must actually hold its rate: a run that fell behind proved nothing about that rate. */
  soakRateReached: 0.9,
  /** Issue 26: warm throughput with the metrics and per-request logs on, at least this share of it with them off. */
  observabilityShareOfOff: 0.95,
};

/** The bench's results as plain-text tables; every figure of the site beside its ratio to the floor's. */

/** Columns after the first `textColumns` are figures, aligned right. */
function formatTable(header, rows, textColumns = 1) {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)));
  const align = (cell, column) => (column < textColumns ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]));
  const line = (row) => row.map(align).join("  ").trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

/** "1.23 ×0.95": the value, then the value over the floor's (left out when the floor's is 0). */
function withRatio(value, floorValue, format) {
  if (value === null || value === undefined) return "–";
  return floorValue ? `${format(value)} ×${(value / floorValue).toFixed(2)}` : format(value);
}

const score = (value) => value.toFixed(2);
const ms = (value) => value.toFixed(0);
const cls = (value) => value.toFixed(3);
const kB = (bytes) => (bytes / 1000).toFixed(1);
const MB = (bytes) => (bytes / 1e6).toFixed(0);
const perSecond = (value) => value.toFixed(0);

const LIGHTHOUSE_COLUMNS = [
  ["perf", "performance", score],
  ["a11y", "accessibility", score],
  ["best pr.", "bestPractices", score],
  ["SEO", "seo", score],
  ["LCP ms", "lcp", ms],
  ["TBT ms", "tbt", ms],
  ["CLS", "cls", cls],
  ["FCP ms", "fcp", ms],
  ["JS kB", "scriptTransferBytes", kB],
  ["main thread ms", "mainThreadMs", ms],
  ["script ms", "scriptMs", ms],
];

function lighthouseTable(floor, pages) {
  return formatTable(
    ["Lighthouse, mobile, median of 3", ...LIGHTHOUSE_COLUMNS.map(([title]) => title)],
    [
      ["floor: static page", ...LIGHTHOUSE_COLUMNS.map(([, key, format]) => format(floor[key]))],
      ...Object.entries(pages).map(([kind, medians]) => [kind, ...LIGHTHOUSE_COLUMNS.map(([, key, format]) => withRatio(medians[key], floor[key], format))]),
    ],
  );
}

/** Each page kind's main-thread work beside the floor's list as heavy as the page: the browser CPU budgets' figures. */
function browserCpuTable(floorOfWeight, pages) {
  return formatTable(
    ["Browser CPU per page load", "page kB", "floor list", "main thread ms", "floor's", "script ms", "floor's"],
    Object.entries(pages).map(([kind, medians]) => {
      const floor = floorOfWeight[kind];
      return [kind, kB(floor.bytes), `${floor.items} items`, withRatio(medians.mainThreadMs, floor.mainThreadMs, ms), ms(floor.mainThreadMs), withRatio(medians.scriptMs, floor.scriptMs, ms), ms(floor.scriptMs)];
    }),
  );
}

function firstLoadJsTable(js, floorRoute) {
  const floor = js.floor[floorRoute].gzipBytes;
  const rows = (build, routes) => Object.entries(routes).map(([route, { gzipBytes, rawBytes }]) => [`${build} ${route}`, withRatio(gzipBytes, floor, kB), kB(rawBytes)]);
  return formatTable(["First-load JS (route-bundle-stats.json)", "gzip kB", "raw kB"], [...rows("floor", js.floor), ...rows("site", js.site)]);
}

function loadRow(label, run, floorRun) {
  return [
    label,
    withRatio(run.requestsPerSecond, floorRun?.requestsPerSecond, perSecond),
    withRatio(run.p50Ms, floorRun?.p50Ms, ms),
    withRatio(run.p99Ms, floorRun?.p99Ms, ms),
    withRatio(run.cpuMsPerRequest, floorRun?.cpuMsPerRequest, (value) => value.toFixed(1)),
    run.helperThreadsShare === undefined ? "–" : `${Math.round(run.helperThreadsShare * 100)} %`,
    withRatio(run.peakRssBytes, floorRun?.peakRssBytes, MB),
    run.upstreamPerRequest === undefined ? "–" : run.upstreamPerRequest.toFixed(1),
    run.failures,
  ];
}

const pagesNote = (run) => `${run.pagesAsked} of ${run.poolSize} pages in ${run.seconds} s${run.warmUpPages ? `, after ${run.warmUpPages} to warm up` : ""}`;

function loadTable(floor, site, pair, { connections, durationSeconds }) {
  return formatTable(
    [`autocannon, ${connections} connections, ${durationSeconds} s`, "req/s", "p50 ms", "p99 ms", "CPU ms/req", "of it helper threads", "peak RSS MB", "upstream/req", "failed"],
    [
      loadRow("floor: static page", floor.static),
      loadRow("floor: dynamic 50-item page", floor.dynamic),
      loadRow(`floor: dynamic ${floor.dynamicArticleWeight.items}-item page (${kB(floor.dynamicArticleWeight.bytesPerRequest)} kB, the on-demand articles' weight)`, floor.dynamicArticleWeight),
      loadRow(`floor: dynamic ${floor.dynamicFrontWeight.items}-item page (${kB(floor.dynamicFrontWeight.bytesPerRequest)} kB, the on-demand fronts' weight)`, floor.dynamicFrontWeight),
      loadRow("article, warm (vs floor static)", site.warmArticle, floor.static),
      loadRow("home front, warm (vs floor static)", site.warmFront, floor.static),
      loadRow(`article, on demand: never-seen (${pagesNote(site.onDemandArticle)}) (vs floor dynamic)`, site.onDemandArticle, floor.dynamic),
      loadRow("article, on demand (vs floor dynamic page of the same weight)", site.onDemandArticle, floor.dynamicArticleWeight),
      loadRow(`front, on demand: never-seen (${pagesNote(site.onDemandFront)}) (vs floor dynamic)`, site.onDemandFront, floor.dynamic),
      loadRow("front, on demand (vs floor dynamic page of the same weight)", site.onDemandFront, floor.dynamicFrontWeight),
      loadRow(`article, on demand, two instances sharing Redis (${pagesNote(pair.onDemandArticle)}) (vs one instance)`, pair.onDemandArticle, site.onDemandArticle),
      ...pair.onDemandArticle.instances.map((run) => loadRow(`  instance ${run.name} of the two (vs one instance)`, run, site.onDemandArticle)),
    ],
  );
}

function fanInLine(fanIn, label = "Live-blog fan-in") {
  if (!fanIn.measured) return `${label}: not measured (${fanIn.note})`;
  const failed = fanIn.failedPolls ? `, ${fanIn.failedPolls} of ${fanIn.polls} polls failed` : "";
  const { fetches } = fanIn;
  const sources = fetches ? `; computed ${fetches.shared}× under the shared lock, ${fetches.local}× by an instance alone, ${fetches.storeErrors} shared-store faults` : "";
  return (
    `${label}: ${fanIn.readers} readers polling ${fanIn.path} every ${fanIn.intervalMs / 1000} s: ` +
    `upstream requests per interval ${fanIn.perInterval.join(", ")} (worst ${fanIn.maxPerInterval}; the floor has no upstream)${sources}${failed}`
  );
}

function soakLine(soak) {
  const statuses = Object.entries(soak.statuses).map(([status, count]) => `${count}×${status}`).join(", ");
  const mb = (bytes) => (bytes / 1e6).toFixed(0);
  return (
    `Load run: ${Math.round(soak.seconds)} s of mixed traffic (fronts and articles with their session and saved-state calls, live-blog polls, sign-ins) at ${soak.targetRate.toFixed(0)} req/s (reached ${soak.requestsPerSecond.toFixed(0)}): ` +
    `${soak.requests} requests (${statuses}), p50 ${soak.p50Ms} ms, p99 ${soak.p99Ms} ms, ${soak.failures} failed; ` +
    `memory ${mb(soak.memory.baselineBytes)} MB after the first fifth, ${mb(soak.memory.endBytes)} MB at the end`
  );
}

export function budgetTable(checks) {
  const mark = (pass) => (pass === null ? "–" : pass ? "ok" : "MISSED");
  return formatTable(
    ["measured", "budget", "", "what"],
    checks.map(({ name, shown, limit, pass }) => [shown, limit, mark(pass), name]),
    4,
  );
}

export function report(results) {
  return [
    lighthouseTable(results.floor.lighthouse, results.site.lighthouse),
    browserCpuTable(results.floor.lighthouseOfWeight, results.site.lighthouse),
    firstLoadJsTable(results.firstLoadJs, results.floorStaticRoute),
    loadTable(results.floor.load, results.site.load, results.pair, results.load),
    fanInLine(results.site.fanIn),
    fanInLine(results.pair.fanIn, "Live-blog fan-in, two instances sharing Redis (readers spread over both)"),
    soakLine(results.site.soak),
    budgetTable(results.budgets),
  ].join("\n\n");
}

/**
 * The issue's budgets as checks over measured figures. Each check is
 * { name, measured, shown, limit, pass }; pass is null when the figure could not be measured.
 */
import { BUDGETS } from "./config.mjs";

const check = (name, measured, shown, limit, pass) => ({ name, measured, shown, limit, pass });
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const perSecond = (value) => `${value.toFixed(0)} req/s`;

/** `pages`: { kind: medians }, `floor`: the floor's medians. */
export function lighthouseBudgets(pages, floor) {
  const b = BUDGETS.lighthouse;
  const tbtLimit = floor.tbt + b.tbtAboveFloorMs;
  const lcpLimit = Math.max(b.lcpMs, floor.lcp * b.lcpOfFloorOnSlowMachines);
  const lcpShown = `≤ ${ms(lcpLimit)} (${ms(b.lcpMs)}, or ${b.lcpOfFloorOnSlowMachines} × floor ${ms(floor.lcp)} where larger)`;
  const score = (kind, title, value, limit, pass) => check(`${kind}: ${title}`, value, value === null ? "–" : value.toFixed(2), limit, pass);
  return Object.entries(pages).flatMap(([kind, m]) => [
    score(kind, "performance", m.performance, `≥ ${b.performance}`, m.performance >= b.performance),
    score(kind, "accessibility", m.accessibility, `= ${b.accessibility}`, m.accessibility >= b.accessibility),
    score(kind, "best practices", m.bestPractices, `≥ ${b.bestPractices}`, m.bestPractices >= b.bestPractices),
    score(kind, "SEO", m.seo, `= ${b.seo}`, m.seo >= b.seo),
    check(`${kind}: LCP`, m.lcp, ms(m.lcp), lcpShown, m.lcp <= lcpLimit),
    check(`${kind}: CLS`, m.cls, m.cls.toFixed(3), `≤ ${b.cls}`, m.cls <= b.cls),
    check(`${kind}: TBT`, m.tbt, ms(m.tbt), `≤ ${ms(tbtLimit)} (floor ${ms(floor.tbt)} + ${b.tbtAboveFloorMs})`, m.tbt <= tbtLimit),
  ]);
}

/**
 * The browser's CPU for one page load, main-thread tasks and the script among them, against the floor's list as
 * heavy as the page (`floorOfWeight[kind]`, with its `items`).
 */
export function browserCpuBudgets(pages, floorOfWeight) {
  const share = BUDGETS.mainThreadOfFloor;
  return Object.entries(pages).flatMap(([kind, m]) => {
    const floor = floorOfWeight[kind];
    return [
      ["main-thread task time", "mainThreadMs"],
      ["main-thread script time", "scriptMs"],
    ].map(([title, key]) => {
      const limit = floor[key] * share;
      return check(`${kind}: ${title}`, m[key], ms(m[key]), `≤ ${ms(limit)} (${share} × floor's ${floor.items}-item list ${ms(floor[key])})`, m[key] <= limit);
    });
  });
}

/** `route`: the site route serving articles and live blogs; `floor`: the floor's static route. */
export function jsBudgets(route, floor) {
  const above = BUDGETS.firstLoadJsAboveFloorBytes;
  return [
    ["article", above.article],
    ["live blog", above.liveBlog],
  ].map(([kind, allowance]) => {
    const limit = floor.gzipBytes + allowance;
    return check(`${kind}: first-load JS, gzip`, route.gzipBytes, kB(route.gzipBytes), `≤ ${kB(limit)} (floor ${kB(floor.gzipBytes)} + ${kB(allowance)})`, route.gzipBytes <= limit);
  });
}

/** A run with failed requests has no throughput to compare. */
function throughput(name, run, floorRun, share) {
  const limit = floorRun.requestsPerSecond * share;
  const failed = run.failures > 0 ? ` (${run.failures} failed requests)` : "";
  return check(
    name + failed,
    run.requestsPerSecond,
    perSecond(run.requestsPerSecond),
    `≥ ${perSecond(limit)} (${share * 100} % of floor ${perSecond(floorRun.requestsPerSecond)})`,
    run.failures === 0 && run.requestsPerSecond >= limit,
  );
}

export function throughputBudgets(site, floor) {
  return [throughput("article, warm: throughput", site.warmArticle, floor.static, BUDGETS.warmArticleShareOfFloorStatic)];
}

/** The server's own CPU per page rendered on demand, against the floor's for a page of the same weight. */
export function cpuBudgets(site, floor) {
  const share = BUDGETS.onDemandCpuOfFloorSameWeight;
  return [
    ["article", site.onDemandArticle, floor.dynamicArticleWeight],
    ["front", site.onDemandFront, floor.dynamicFrontWeight],
  ].map(([kind, run, floorRun]) => {
    const limit = floorRun.cpuMsPerRequest * share;
    const failed = run.failures > 0 ? ` (${run.failures} failed requests)` : "";
    return check(
      `${kind}, on demand: server CPU per page${failed}`,
      run.cpuMsPerRequest,
      `${run.cpuMsPerRequest.toFixed(1)} ms`,
      `≤ ${limit.toFixed(1)} ms (${share} × floor ${floorRun.cpuMsPerRequest.toFixed(1)} ms at ${kB(floorRun.bytesPerRequest)})`,
      run.failures === 0 && run.cpuMsPerRequest <= limit,
    );
  });
}

/** The metrics and request logs (bench/observability.mjs): warm throughput on against off, in the same run. */
export function observabilityBudget({ on, off }) {
  const share = on.requestsPerSecond / off.requestsPerSecond;
  const failed = on.failures + off.failures;
  // Throughput with the log on counts only if every answer was logged.
  const unlogged = Math.max(0, on.requests - on.loggedAnswers);
  const notes = [failed && `${failed} failed requests`, unlogged && `${unlogged} answers not logged`].filter(Boolean);
  return [
    check(
      `metrics and request logs: warm article throughput on / off${notes.length ? ` (${notes.join(", ")})` : ""}`,
      share,
      `${perSecond(on.requestsPerSecond)} / ${perSecond(off.requestsPerSecond)} = ×${share.toFixed(3)}`,
      `≥ ×${BUDGETS.observabilityShareOfOff}`,
      failed === 0 && unlogged === 0 && share >= BUDGETS.observabilityShareOfOff,
    ),
  ];
}

export function fanInBudget(fanIn, label = "live-blog fan-in") {
  const limit = `≤ ${BUDGETS.fanInPerInterval} per interval`;
  if (!fanIn.measured) return [check(`${label}: not measured (${fanIn.note})`, null, "–", limit, fanIn.failed ? false : null)];
  const failed = fanIn.failedPolls > 0 ? ` (${fanIn.failedPolls} of ${fanIn.polls} polls failed)` : "";
  const pass = fanIn.failedPolls === 0 && fanIn.maxPerInterval <= BUDGETS.fanInPerInterval;
  return [check(`${label}: upstream requests per interval, worst${failed}`, fanIn.maxPerInterval, String(fanIn.maxPerInterval), limit, pass)];
}

const MB = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Each instance's peak memory while rendering on demand (one instance; each of the pair) against the floor's peak. */
export function memoryBudgets(site, pair, floor) {
  const floorPeak = Math.max(...Object.values(floor).map((run) => run.peakRssBytes));
  const limit = floorPeak * BUDGETS.peakRssShareOfFloor;
  const shown = `≤ ${MB(limit)} (${BUDGETS.peakRssShareOfFloor} × floor peak ${MB(floorPeak)})`;
  const instances = [
    ["one instance", Math.max(site.onDemandArticle.peakRssBytes, site.onDemandFront.peakRssBytes)],
    ...pair.onDemandArticle.instances.map(({ name, peakRssBytes }) => [`instance ${name} of two sharing Redis`, peakRssBytes]),
  ];
  return instances.map(([who, peak]) => check(`${who}, on demand: peak RSS`, peak, MB(peak), shown, peak <= limit));
}

/** The load run: no answer but a success; with `memory`, the server's memory flat within the budget. */
export function soakBudgets(soak, { memory = true } = {}) {
  const statuses = Object.entries(soak.statuses).map(([status, count]) => `${count}×${status}`).join(", ");
  const checks = [
    check(`load run (${Math.round(soak.seconds)} s mixed traffic at ${perSecond(soak.targetRate)}): failed requests`, soak.failures, `${soak.failures} of ${soak.requests} (${statuses})`, "= 0", soak.failures === 0),
    check(
      "load run: rate reached",
      soak.requestsPerSecond,
      perSecond(soak.requestsPerSecond),
      `≥ ${perSecond(soak.targetRate * BUDGETS.soakRateReached)} (${BUDGETS.soakRateReached * 100} % of ${perSecond(soak.targetRate)})`,
      soak.requestsPerSecond >= soak.targetRate * BUDGETS.soakRateReached,
    ),
  ];
  if (memory) {
    const growth = soak.memory.growth;
    const shown = `${(growth * 100).toFixed(1)} % (${(soak.memory.baselineBytes / 1e6).toFixed(0)} → ${(soak.memory.endBytes / 1e6).toFixed(0)} MB)`;
    checks.push(check("load run: memory growth", growth, shown, `≤ ${BUDGETS.soakMemoryGrowth * 100} %`, growth <= BUDGETS.soakMemoryGrowth));
  }
  return checks;
}

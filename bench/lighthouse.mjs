/** Lighthouse (mobile defaults, Debian's Chromium), run one at a time; medians of each figure. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROME_FLAGS as CHROMIUM_FLAGS } from "../scripts/chromium.mjs";
import { CHROME_PATH, LIGHTHOUSE_RUNS, SITE_DIR } from "./config.mjs";
import { start, stop } from "./processes.mjs";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const LIGHTHOUSE_BIN = join(SITE_DIR, "node_modules", "lighthouse", "cli", "index.js");
const CATEGORIES = { performance: "performance", accessibility: "accessibility", bestPractices: "best-practices", seo: "seo" };
const METRICS = {
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcp: "first-contentful-paint",
};

/** Lighthouse's task groups that are the page's JavaScript. */
const SCRIPT_GROUPS = new Set(["scriptEvaluation", "scriptParseCompile"]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function runChild(name, command, args, options = {}) {
  const child = start(name, command, args, { cwd: SITE_DIR, env: { ...process.env, CHROME_PATH }, ...options });
  const timer = setTimeout(() => stop(child), 120_000);
  const status = await child.exited;
  clearTimeout(timer);
  if (status !== 0) throw new Error(`${name} failed (${status}); see bench/results/${name}.log`);
}

function figures(report) {
  const failingAudits = Object.values(report.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
      .map((ref) => `${category.id}/${ref.id}`),
  );
  const scripts = report.audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
  const mainThread = report.audits["mainthread-work-breakdown"];
  return {
    ...Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, report.categories[id].score])),
    ...Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, report.audits[id].numericValue])),
    scriptTransferBytes: scripts?.transferSize ?? 0,
    // The page load's main-thread work from the trace, as Lighthouse scales it to the phone it emulates.
    mainThreadMs: mainThread.numericValue,
    scriptMs: mainThread.details.items.filter((item) => SCRIPT_GROUPS.has(item.group)).reduce((sum, item) => sum + item.duration, 0),
    failingAudits,
  };
}

async function runOnce(url, dir, index) {
  const output = join(dir, `run-${index}.json`);
  await runChild(
    "lighthouse",
    process.execPath,
    [LIGHTHOUSE_BIN, url, "--output=json", `--output-path=${output}`, "--quiet", `--chrome-flags=${CHROME_FLAGS.join(" ")}`],
    { stopSignal: "SIGINT" },
  );
  const report = JSON.parse(readFileSync(output, "utf8"));
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return figures(report);
}

/**
 * Median of each figure over LIGHTHOUSE_RUNS runs; `failingAudits` lists audits below 1 in any run.
 * With `warm`, a first run whose figures are dropped has the page's images optimised and cached first,
 * at the very widths and Accept header Lighthouse's phone asks for.
 */
export async function lighthouse(url, { warm = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  try {
    if (warm) await runOnce(url, dir, "warm-up");
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runOnce(url, dir, i));
    const keys = [...Object.keys(CATEGORIES), ...Object.keys(METRICS), "scriptTransferBytes", "mainThreadMs", "scriptMs"];
    return {
      url,
      ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
      failingAudits: [...new Set(runs.flatMap((run) => run.failingAudits))].sort(),
      runs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

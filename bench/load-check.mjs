#!/usr/bin/env node
/**
 * `npm run test:load`: the short load run in `npm test` (issue 13). The site as `npm start` runs it,
 * on a fresh upstream: the warm article's throughput for a few seconds, then mixed traffic (fronts,
 * articles, live-blog polls, sign-ins) at that rate; fails on any answer that is not a success.
 * Memory is shown; it is held to its budget by the five-minute run of `npm run bench`.
 */
import { soakBudgets } from "./budgets.mjs";
import { ensureSiteBuild } from "./builds.mjs";
import { PORTS } from "./config.mjs";
import { siteHost } from "./http.mjs";
import { loadTest } from "./load.mjs";
import { lighthousePages, neverSeenPages } from "./pages.mjs";
import { stopAll } from "./processes.mjs";
import { startSite } from "./servers.mjs";
import { createReader, soak, soakPages, warm } from "./soak.mjs";
import { budgetTable } from "./table.mjs";

const SECONDS = Number(process.env.LOAD_CHECK_SECONDS || 30);
const THROUGHPUT_SECONDS = 5;

try {
  await ensureSiteBuild();
  const { server, stop } = await startSite();
  try {
    const port = PORTS.site;
    const page = ({ vertical, path }) => ({ host: siteHost(vertical, port), path });
    const measured = await lighthousePages(PORTS.upstream);
    const mix = soakPages(measured, await neverSeenPages(PORTS.upstream, Object.values(measured)), page);
    await warm(port, [...mix.fronts, ...mix.articles, ...mix.liveBlogs]);
    const article = mix.articles[0];
    const { requestsPerSecond } = await loadTest(port, () => article, { seconds: THROUGHPUT_SECONDS });
    console.log(`Load check: ${SECONDS} s of mixed traffic at ${Math.round(requestsPerSecond)} req/s (the warm article's throughput here)…`);
    const run = await soak({ port, pages: mix, reader: await createReader(port, PORTS.upstream), rate: requestsPerSecond, seconds: SECONDS, server });
    const checks = soakBudgets(run, { memory: false });
    const memory = run.memory;
    console.log(`\n${budgetTable(checks)}\n\np50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; memory ${(memory.baselineBytes / 1e6).toFixed(0)} → ${(memory.endBytes / 1e6).toFixed(0)} MB`);
    process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
  } finally {
    await stop();
  }
} catch (error) {
  console.error(`load-check: ${error.message}`);
  await stopAll();
  process.exitCode = 2;
}

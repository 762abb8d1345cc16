#!/usr/bin/env node
/**
 * `npm run test:load`: the short load run in `npm test` (issue 13). The site as `npm start` runs it,
 * on a fresh upstream: the throughput of mixed traffic (fronts, articles, live-blog polls, sign-ins) for a few
 * seconds, then that traffic at that rate; fails on any answer that is not a success or a rate not held.
 * Memory is shown; it is held to its budget by the five-minute run of `npm run bench`.
 */
import { soakBudgets } from "./budgets.mjs";
import { ensureSiteBuild } from "./builds.mjs";
import { PORTS } from "./config.mjs";
import { siteHost } from "./http.mjs";
import { lighthousePages, neverSeenPages } from "./pages.mjs";
import { stopAll } from "./processes.mjs";
import { startSite } from "./servers.mjs";
import { createReader, mixedThroughput, soak, soakPages, warm } from "./soak.mjs";
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
    const reader = await createReader(port, PORTS.upstream);
    const rate = await mixedThroughput({ port, pages: mix, reader, seconds: THROUGHPUT_SECONDS });
    console.log(`Load check: ${SECONDS} s of mixed traffic at ${Math.round(rate)} req/s (its throughput here)…`);
    const run = await soak({ port, pages: mix, reader, rate, seconds: SECONDS, server });
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

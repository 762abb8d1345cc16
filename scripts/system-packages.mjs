#!/usr/bin/env node
/**
 * The Debian packages the tests and the bench run: Chromium (end-to-end tests, Lighthouse), redis-server (the
 * shared store of the multi-instance tests), Varnish with varnish-modules (the edge cache, deploy/edge.vcl) and
 * prometheus (its promtool checks the site's /metrics). `npm test` runs this first; as root with apt it installs
 * what is missing, otherwise it says how. `npx playwright install` cannot work offline.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROME_PATH } from "./chromium.mjs";
import { VARNISHD } from "../deploy/edge.mjs";
import { PROMTOOL } from "../deploy/promtool.mjs";
import { REDIS_SERVER } from "../deploy/redis.mjs";

const needed = [
  { name: "chromium", binary: CHROME_PATH, overridden: Boolean(process.env.CHROME_PATH) },
  { name: "redis-server", binary: REDIS_SERVER, overridden: Boolean(process.env.REDIS_SERVER) },
  { name: "varnish", binary: VARNISHD, overridden: Boolean(process.env.VARNISHD) },
  // xkey, the purge by surrogate key deploy/edge.vcl imports.
  { name: "varnish-modules", binary: "/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so", overridden: false },
  { name: "prometheus", binary: PROMTOOL, overridden: Boolean(process.env.PROMTOOL) },
].filter(({ binary }) => !existsSync(binary));

if (needed.length) {
  const names = needed.map(({ name }) => name);
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get") && !needed.some(({ overridden }) => overridden);
  if (!canInstall) {
    console.error(`Missing: ${needed.map(({ name, binary }) => `${name} (${binary})`).join(", ")}. Install Debian's packages: sudo apt-get install -y ${names.join(" ")}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${names.join(" and ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status;
  if (run(["update", "-qq"]) !== 0 || run(["install", "-y", "-qq", ...names]) !== 0) {
    console.error(`Installing ${names.join(" ")} failed. Install by hand: apt-get update && apt-get install -y ${names.join(" ")}`);
    process.exit(1);
  }
}

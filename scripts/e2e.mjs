#!/usr/bin/env node
// End-to-end tests: makes sure Debian's Chromium is there (installing it when it can), builds the
// site if needed, then runs Playwright against the built site and the embedded upstream.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROME_PATH as chromePath } from "./chromium.mjs";
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1;

if (!existsSync(chromePath)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt && !process.env.CHROME_PATH) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update", "-qq"], { env }) !== 0 || run("apt-get", ["install", "-y", "-qq", "chromium"], { env }) !== 0) {
      console.error("Installing chromium failed. Install it by hand: apt-get update && apt-get install -y chromium");
      process.exit(1);
    }
  } else {
    console.error(
      `No Chromium at ${chromePath}. Install Debian's package (sudo apt-get install -y chromium) ` +
        "or point CHROME_PATH at a Chromium binary. `npx playwright install` does not work offline.",
    );
    process.exit(1);
  }
}

if (run("node", ["scripts/start.mjs", "--build-only"]) !== 0) process.exit(1);
process.exit(run("node_modules/.bin/playwright", ["test", ...process.argv.slice(2)]));

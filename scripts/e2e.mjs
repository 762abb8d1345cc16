#!/usr/bin/env node
// End-to-end tests: makes sure Debian's Chromium is there (scripts/system-packages.mjs installs it when it can), builds the
// site if needed, then runs Playwright against the built site and the embedded upstream.
import { spawnSync } from "node:child_process";
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1;

if (run("node", ["scripts/system-packages.mjs"]) !== 0) process.exit(1);
if (run("node", ["scripts/start.mjs", "--build-only"]) !== 0) process.exit(1);
process.exit(run("node_modules/.bin/playwright", ["test", ...process.argv.slice(2)]));

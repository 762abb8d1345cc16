#!/usr/bin/env node
// `npm start`: builds when the sources changed since the last build, starts the embedded upstream
// unless CONTENT_API_URL is set, then serves the site on $PORT (server/serve.mjs). `--dev` runs `next dev` instead;
// `--build-only` stops after the build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { allocatorEnv, heapFlags } from "../server/memory.mjs";
import { newBuildPlaceholder } from "../server/nonce-placeholder.mjs";

const root = new URL("..", import.meta.url).pathname;
const dev = process.argv.includes("--dev");
const buildOnly = process.argv.includes("--build-only");
const port = process.env.PORT || "3000";
const upstreamPort = process.env.UPSTREAM_PORT || "4000";
const useEmbedded = !process.env.CONTENT_API_URL;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// Development readers take their one-time codes from the identity outbox and may use the test identity provider.
if (dev) env.UPSTREAM_TEST_ENDPOINTS ??= "1";

// server/ too: the cache handlers, the shared store and the log are bundled into the routes and the proxy.
const SOURCES = ["app", "components", "lib", "messages", "i18n", "server", "proxy.ts", "instrumentation.ts", "next.config.ts", "package.json", "postcss.config.mjs"];
const BUILD_ID = join(root, ".next", "BUILD_ID");
const BUILD_STAMP = join(root, ".next", "build-env.json");

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** What next.config reads at build time; a change means a rebuild. */
function buildEnvStamp() {
  return JSON.stringify({ contentApiHost: new URL(env.CONTENT_API_URL).hostname, imageHosts: env.IMAGE_HOSTS ?? "" });
}

function needsBuild() {
  if (!existsSync(BUILD_ID) || !existsSync(BUILD_STAMP)) return true;
  if (readFileSync(BUILD_STAMP, "utf8") !== buildEnvStamp()) return true;
  const built = statSync(BUILD_ID).mtimeMs;
  return SOURCES.some((source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built);
}

const children = [];
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stopAll(130));
process.on("SIGTERM", () => stopAll(143));

function run(command, args, extraEnv = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  children.push(child);
  child.on("exit", (code, signal) => {
    console.error(`${args.join(" ")} exited (${signal ?? code}); stopping.`);
    stopAll(code ?? 1);
  });
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const bin = (name) => join(root, "node_modules", ".bin", name);

const upstreamOrigin = `http://127.0.0.1:${upstreamPort}`;
if (useEmbedded) {
  for (const [name, base] of [["CONTENT_API_URL", "content"], ["SERVICES_API_URL", "services"], ["MYNEWS_API_URL", "mynews"], ["IDENTITY_API_URL", "identity"]]) {
    env[name] = `${upstreamOrigin}/${base}`;
  }
}

if (!dev && needsBuild()) {
  console.log("Building the site…");
  const build = spawnSync(bin("next"), ["build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(BUILD_STAMP, buildEnvStamp());
  newBuildPlaceholder(root);
}
if (buildOnly) process.exit(0);

if (useEmbedded) {
  run(bin("tsx"), ["upstream/server.ts"], { UPSTREAM_PORT: upstreamPort, UPSTREAM_PUBLIC_URL: process.env.UPSTREAM_PUBLIC_URL || `http://localhost:${upstreamPort}` });
  await waitFor(`${upstreamOrigin}/healthz`, 60_000);
}
if (dev) run(bin("next"), ["dev", "-p", port]);
else run(process.execPath, [...heapFlags(env), "server/serve.mjs"], { PORT: port, ...allocatorEnv(env) });

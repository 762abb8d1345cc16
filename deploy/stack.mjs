#!/usr/bin/env node
/**
 * Many instances, one cache, on one machine: a private Redis, the embedded upstream (on a fresh database, behind a
 * proxy that counts its requests), and N site instances of one build (server/serve.mjs), each on its own port with
 * REDIS_URL set. What a load balancer would spread readers over. The multi-instance tests and the bench start it;
 * `npm run stack` starts it by hand: `node deploy/stack.mjs --instances 2 --port 3000`.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { get as getWithHost } from "../bench/http.mjs";
import { allocatorEnv, heapFlags } from "../server/memory.mjs";
import { startEdge } from "./edge.mjs";
import { freePort, startRedis } from "./redis.mjs";

const get = (port, path) => getWithHost(port, path);

const root = new URL("..", import.meta.url).pathname;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** How much of a child's output is kept for the message when it fails. */
const OUTPUT_KEPT = 20_000;

/**
 * A child in its own process group (stopping it stops what it started), its output kept for when it fails. Its stdout
 * is a pipe this process reads (`child.stdout`), or with `logFile` that file, as a container's log driver keeps it.
 */
function startProcess(name, command, args, extraEnv = {}, { logFile } = {}) {
  const stdout = logFile ? openSync(logFile, "a") : "pipe";
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, detached: true, stdio: ["ignore", stdout, "pipe"] });
  if (logFile) closeSync(stdout);
  child.label = name;
  let kept = "";
  const keep = (chunk) => {
    kept = (kept + chunk).slice(-OUTPUT_KEPT);
    if (process.env.STACK_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  Object.defineProperty(child, "output", { get: () => (logFile ? readFileSync(logFile, "utf8").slice(-OUTPUT_KEPT) : "") + kept });
  child.stdout?.on("data", keep);
  child.stderr.on("data", keep);
  child.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5000);
  await child.exited;
  clearTimeout(timer);
}

async function waitUntil(child, what, check, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${child.label} exited before ${what}:\n${child.output}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: no answer within ${timeoutMs} ms:\n${child.output}`);
}

/**
 * Starts the stack. `instances` site processes on `ports` (free ones by default); `redis: false` starts them without
 * a shared store (each its own memory, today's default). Resolves handles: `sites` ({ port, process, logFile, stop, start }),
 * `redis` (and `restartRedis()`), `upstreamPort`, `newsroomToken`, `countUpstream()`, `freezeUpstream(frozen)` (the
 * upstream as the sites see it stops answering, its connections left open, as a hung process does), and `stop()`
 * for everything. `instanceEnv(index)` adds settings of one instance to `siteEnv`. The sites' stdout (their log) is read
 * by this process (`site.process.stdout`), or with `siteLogFiles` written to a file each, as a log driver keeps it, so
 * that a load generator in this process does not also carry the log.
 */
export async function startStack({
  instances = 2,
  ports = [],
  redis: withRedis = true,
  redisPort,
  edge: withEdge = false,
  edgePort,
  upstreamPort,
  upstreamDb,
  siteEnv = {},
  instanceEnv: ownEnv = () => ({}),
  siteLogFiles = false,
} = {}) {
  // The newsroom's bearer token (upstream/newsroom/auth.ts) and the publish webhook's secret: the environment's, else
  // this stack's own.
  const newsroomToken = process.env.NEWSROOM_TOKEN || randomBytes(16).toString("hex");
  const webhookSecret = process.env.NEWSROOM_WEBHOOK_SECRET || randomBytes(16).toString("hex");
  const purgeSecret = process.env.EDGE_PURGE_SECRET || randomBytes(16).toString("hex");
  const started = [];
  const dbDir = mkdtempSync(join(tmpdir(), "stack-upstream-"));
  let edge = null;
  const stopAll = async () => {
    await edge?.stop();
    await Promise.all(started.map(stopProcess));
    await redis?.stop();
    rmSync(dbDir, { recursive: true, force: true });
  };
  let redis = null;
  try {
    redis = withRedis ? await startRedis({ port: redisPort }) : null;
    upstreamPort ??= await freePort();
    const counterPort = await freePort();
    const sitePorts = [];
    for (let index = 0; index < instances; index++) sitePorts.push(ports[index] ?? (await freePort()));
    edgePort = withEdge ? (edgePort ?? (await freePort())) : null;
    // The newsroom's publish events go where a CMS's would: through the edge when there is one, else to the first instance.
    const webhookUrl = `http://127.0.0.1:${edgePort ?? sitePorts[0]}/api/newsroom/events`;
    const upstream = startProcess("upstream", join(root, "node_modules", ".bin", "tsx"), ["upstream/server.ts"], {
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_DB: upstreamDb ?? join(dbDir, "upstream.sqlite"),
      UPSTREAM_PUBLIC_URL: `http://localhost:${upstreamPort}`,
      UPSTREAM_TEST_ENDPOINTS: "1",
      NEWSROOM_TOKEN: newsroomToken,
      NEWSROOM_WEBHOOK_URL: webhookUrl,
      NEWSROOM_WEBHOOK_SECRET: webhookSecret,
    });
    started.push(upstream);
    const counter = startProcess("upstream-counter", process.execPath, [join(root, "bench", "upstream-counter.mjs"), String(counterPort), `http://127.0.0.1:${upstreamPort}`]);
    started.push(counter);
    await waitUntil(upstream, "the upstream answering", async () => (await get(upstreamPort, "/healthz")).status === 200);
    await waitUntil(counter, "the upstream counter answering", async () => (await get(counterPort, "/__bench/count")).status === 200);

    const instanceEnv = {
      // Every API base defaults to the embedded upstream on UPSTREAM_PORT: here, the counting proxy in front of it.
      UPSTREAM_PORT: String(counterPort),
      UPSTREAM_PUBLIC_URL: `http://localhost:${upstreamPort}`,
      ...(redis ? { REDIS_URL: redis.url } : {}),
      NEWSROOM_WEBHOOK_SECRET: webhookSecret,
      // Behind the edge: where to purge, and the reader's address as the edge names it (deploy/edge.vcl).
      ...(edgePort ? { EDGE_PURGE_URL: `http://127.0.0.1:${edgePort}/`, EDGE_PURGE_SECRET: purgeSecret, CLIENT_ADDRESS_HEADER: "x-edge-client-ip" } : {}),
      ...siteEnv,
    };
    const sites = [];
    for (let index = 0; index < instances; index++) {
      const port = sitePorts[index];
      const name = String.fromCharCode(65 + index);
      const site = {
        name,
        port,
        process: null,
        /** With `siteLogFiles`, the file its log is written to. */
        logFile: siteLogFiles ? join(dbDir, `site-${name}.log`) : undefined,
        async start() {
          const siteSettings = { ...allocatorEnv({ ...env, ...instanceEnv }), ...instanceEnv, ...ownEnv(index), PORT: String(port) };
          site.process = startProcess(`site ${site.name}`, process.execPath, [...heapFlags({ ...env, ...siteSettings }), "server/serve.mjs"], siteSettings, { logFile: site.logFile });
          started.push(site.process);
          await waitUntil(site.process, `site ${site.name} answering`, async () => (await get(port, "/api/health")).status === 200);
        },
        stop: () => stopProcess(site.process),
      };
      sites.push(site);
    }
    await Promise.all(sites.map((site) => site.start()));
    if (edgePort) edge = await startEdge({ backends: sitePorts, port: edgePort, purgeSecret });
    const countUpstream = async () => JSON.parse((await get(counterPort, "/__bench/count")).body).forwarded;
    return {
      sites,
      get redis() {
        return redis;
      },
      /** Starts Redis again on its port (empty, as after a restart), after a test stopped it. */
      async restartRedis() {
        redis = await startRedis({ port: redis.port });
      },
      get edge() {
        return edge;
      },
      upstreamPort,
      newsroomToken,
      webhookSecret,
      countUpstream,
      freezeUpstream: (frozen) => signalGroup(counter, frozen ? "SIGSTOP" : "SIGCONT"),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run stack`: settings from the environment, as for `npm start` (README, "Environment variables").
  const { values } = parseArgs({ options: { instances: { type: "string" }, port: { type: "string" } } });
  const first = Number(values.port ?? process.env.PORT ?? 3000);
  const count = Number(values.instances ?? process.env.INSTANCES ?? 2);
  const stack = await startStack({
    instances: count,
    ports: Array.from({ length: count }, (_, index) => first + index),
    redisPort: process.env.REDIS_PORT ? Number(process.env.REDIS_PORT) : undefined,
    edge: true,
    edgePort: Number(process.env.EDGE_PORT || 8080),
    upstreamPort: Number(process.env.UPSTREAM_PORT || 4000),
    upstreamDb: process.env.UPSTREAM_DB || join(root, ".data", "upstream.sqlite"),
  });
  console.log(`Redis on ${stack.redis.url}; upstream on :${stack.upstreamPort} (newsroom token ${stack.newsroomToken})`);
  for (const site of stack.sites) console.log(`Instance ${site.name}: http://localhost:${site.port}/`);
  console.log(`Edge (Varnish): http://localhost:${stack.edge.port}/  ← readers come here`);
  console.log("Ctrl-C stops everything.");
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stack.stop().then(() => process.exit(0)));
}

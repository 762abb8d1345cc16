/** The servers the bench measures, each started by the bench on its own ports and stopped by it. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allocatorEnv, heapFlags } from "../server/memory.mjs";
import { NEXT_BIN } from "./builds.mjs";
import { FLOOR_DIR, FLOOR_STATIC_ROUTE, PORTS, SITE_DIR } from "./config.mjs";
import { get, getJson } from "./http.mjs";
import { start, stopAll, waitUntil } from "./processes.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const API_BASES = { CONTENT_API_URL: "content", SERVICES_API_URL: "services", MYNEWS_API_URL: "mynews", IDENTITY_API_URL: "identity" };

const nextStart = (name, dir, port, extraEnv = {}) =>
  start(name, process.execPath, [NEXT_BIN, "start", "-p", String(port)], { cwd: dir, env: { ...env, ...extraEnv } });
/** The site runs as in production: Next behind server/serve.mjs (compression, per-answer script nonce). */
const siteStart = (port, extraEnv) =>
  start("site", process.execPath, [...heapFlags(), join(SITE_DIR, "server", "serve.mjs")], { cwd: SITE_DIR, env: { ...env, ...allocatorEnv(env), ...extraEnv, PORT: String(port) } });

export async function startFloor() {
  const server = nextStart("floor", FLOOR_DIR, PORTS.floor);
  await waitUntil(server, "the floor answering", async () => (await get(PORTS.floor, FLOOR_STATIC_ROUTE)).status === 200);
  return { server, stop: stopAll };
}

/**
 * The embedded upstream on a fresh database, a counting proxy in front of it, and the site (with
 * empty page caches) calling the upstream through that proxy. `countUpstream()` resolves the number
 * of upstream requests so far.
 */
export async function startSite() {
  const dbDir = mkdtempSync(join(tmpdir(), "bench-upstream-"));
  const upstream = start("upstream", join(SITE_DIR, "node_modules", ".bin", "tsx"), ["upstream/server.ts"], {
    cwd: SITE_DIR,
    // The soak registers its reader with a code read from the identity outbox, a test-only endpoint.
    env: {
      ...env,
      UPSTREAM_PORT: String(PORTS.upstream),
      UPSTREAM_DB: join(dbDir, "upstream.sqlite"),
      UPSTREAM_PUBLIC_URL: `http://localhost:${PORTS.upstream}`,
      UPSTREAM_TEST_ENDPOINTS: "1",
    },
  });
  const counterArgs = [join(SITE_DIR, "bench", "upstream-counter.mjs"), String(PORTS.counter), `http://127.0.0.1:${PORTS.upstream}`];
  const counter = start("upstream-counter", process.execPath, counterArgs, { cwd: SITE_DIR, env });
  const apis = Object.fromEntries(Object.entries(API_BASES).map(([name, base]) => [name, `http://127.0.0.1:${PORTS.counter}/${base}`]));
  // The page policy lets the browser load the upstream's images and media from where the upstream says they are.
  const server = siteStart(PORTS.site, { ...apis, UPSTREAM_PUBLIC_URL: `http://localhost:${PORTS.upstream}` });
  const removeDb = () => rmSync(dbDir, { recursive: true, force: true });
  // Also when the bench is interrupted and exits without returning here.
  process.once("exit", removeDb);
  const stop = async () => {
    await stopAll();
    removeDb();
  };
  try {
    await waitUntil(upstream, "the upstream answering", async () => (await get(PORTS.upstream, "/healthz")).status === 200);
    await waitUntil(counter, "the upstream counter answering", async () => (await get(PORTS.counter, "/__bench/count")).status === 200);
    await waitUntil(server, "the site answering", async () => (await get(PORTS.site, "/api/health")).status === 200);
  } catch (error) {
    await stop();
    throw error;
  }
  const countUpstream = async () => (await getJson(PORTS.counter, "/__bench/count")).forwarded;
  return { server, countUpstream, stop };
}

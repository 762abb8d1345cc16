/**
 * A private Redis for tests, the bench and `npm run stack`: Debian's redis-server on a free port of the loopback,
 * nothing saved to disk, a child of the process that starts it. Never the system's service.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export const REDIS_SERVER = process.env.REDIS_SERVER || "/usr/bin/redis-server";

/** Ports below Linux's ephemeral range (32768–60999): the kernel never gives one to an outgoing connection. */
const FIRST_PORT = 20000;
const PORT_COUNT = 12000;
const ATTEMPTS = 100;

const handedOut = new Set();

/** Whether a server can listen on `port` now, on every interface (as the site does). */
const bindable = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });

/**
 * A port nothing listens on now. Not one `listen(0)` hands out: that comes from the ephemeral range, and an outgoing
 * connection of another process could take it before our server binds it (a site failed to start with EADDRINUSE).
 * Never one this process handed out before: a stack draws all its ports before its servers bind them.
 */
export async function freePort() {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * PORT_COUNT);
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in ${FIRST_PORT}–${FIRST_PORT + PORT_COUNT - 1} after ${ATTEMPTS} attempts`);
}

/**
 * Starts redis-server on `port` (a free one by default) with a memory bound that drops the least recently used
 * keys first, as a cache's Redis should. Resolves `{ port, url, process, stop() }` once it accepts connections.
 */
export async function startRedis({ port, maxMemory = "256mb" } = {}) {
  port ??= await freePort();
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--maxmemory", maxMemory, "--maxmemory-policy", "allkeys-lru"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk;
      if (/Ready to accept connections/.test(output)) {
        child.stdout.off("data", onData);
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
    child.once("error", reject);
  });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    process: child,
    stop: () => new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")))),
  };
}

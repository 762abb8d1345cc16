/**
 * The store every instance shares (Redis, at REDIS_URL): one client per process, whoever asks for it (Next's cache
 * handler, loaded by Node, and the route handlers, bundled by Next) through a global, and one rule for trouble.
 *
 * Redis trouble never reaches a reader: a call that fails or takes longer than REDIS_TIMEOUT_MS rejects at once,
 * and the store is then left alone for REDIS_RETRY_MS (calls reject without trying), so a slow or stopped server
 * costs one timeout per pause, not one per request. Callers fall back to the process's own memory. The fault is
 * logged once a minute at most, and once more when the store answers again.
 */
import { createClient } from "redis";
import { positiveNumber } from "./memory.mjs";
import { opsEvent } from "./ops-events.mjs";

const GLOBAL_KEY = Symbol.for("newsroom.sharedStore");
const LOG_EVERY_MS = 60_000;


/** The settings of the store, from the environment; `null` without REDIS_URL (each process keeps its own caches). */
export function storeSettings(env = process.env) {
  if (!env.REDIS_URL) return null;
  return {
    url: env.REDIS_URL,
    timeoutMs: positiveNumber(env.REDIS_TIMEOUT_MS, 1000),
    retryMs: positiveNumber(env.REDIS_RETRY_MS, 2000),
    keyPrefix: env.REDIS_KEY_PREFIX || "newsroom:",
  };
}

/**
 * The circuit of a store: `closed()` says whether to try it now; `failed(error)` opens it for `retryMs`;
 * `succeeded()` closes it. `log` is called with a line when the state is worth telling (once a minute at most).
 */
export function createBreaker({ retryMs, now = Date.now, log = console.error }) {
  let openUntil = 0;
  let down = false;
  let reported = false;
  let lastLogged = -Infinity;
  let suppressed = 0;
  return {
    closed: () => now() >= openUntil,
    get down() {
      return down;
    },
    failed(error) {
      opsEvent("shared_store_error");
      openUntil = now() + retryMs;
      down = true;
      if (now() - lastLogged < LOG_EVERY_MS) {
        suppressed += 1;
        return;
      }
      const more = suppressed ? ` (${suppressed} more faults since the last report)` : "";
      log(`Shared store (Redis) unavailable: ${error?.message ?? error}${more}; each instance uses its own memory until it answers again.`);
      lastLogged = now();
      suppressed = 0;
      reported = true;
    },
    /** Closes the circuit; the end of a fault is told once per fault line. */
    succeeded() {
      down = false;
      if (!reported) return;
      reported = false;
      log("Shared store (Redis) answers again; instances share their caches and limits once more.");
    },
  };
}

/**
 * Rejects with a timeout error when `work` takes longer than `ms`. A busy instance runs its timers late, and before it
 * reads its sockets in the same turn of the event loop: the timeout is told only after that read (setImmediate runs
 * after it), so an answer that arrived while the instance was rendering is not taken for a slow Redis.
 */
export function within(work, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A store on its own client (tests; the process shares one through `sharedStore`). */
export function createStore(settings) {
  const breaker = createBreaker({ retryMs: settings.retryMs });
  const client = createClient({
    url: settings.url,
    // A command sent while the connection is down fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, settings.retryMs) },
  });
  client.on("error", (error) => breaker.failed(error));
  client.on("ready", () => breaker.succeeded());
  client.connect().catch((error) => breaker.failed(error));

  return {
    client,
    keyPrefix: settings.keyPrefix,
    timeoutMs: settings.timeoutMs,
    /** Whether calls are tried now: connected, and no recent fault. */
    usable: () => client.isReady && breaker.closed(),
    /**
     * Runs `call(client)` within the timeout. Rejects at once while the store is unusable; a failure opens the
     * breaker. Callers catch and fall back.
     */
    async run(call) {
      if (!client.isReady) throw new Error("Shared store (Redis) is not connected");
      if (!breaker.closed()) throw new Error("Shared store (Redis) is paused after a fault");
      try {
        const result = await within(call(client), settings.timeoutMs);
        breaker.succeeded();
        return result;
      } catch (error) {
        breaker.failed(error);
        throw error;
      }
    },
    /** Resolves once connected, or after `ms` (a server starts either way, on its own memory until Redis answers). */
    whenReady: (ms) =>
      client.isReady ? Promise.resolve(true) : within(new Promise((resolve) => client.once("ready", () => resolve(true))), ms).catch(() => false),
    quit: () => client.quit().catch(() => client.destroy()),
  };
}

/** This process's shared store, created on first use; `null` when REDIS_URL is unset. */
export function sharedStore() {
  const settings = storeSettings();
  if (!settings) return null;
  globalThis[GLOBAL_KEY] ??= createStore(settings);
  return globalThis[GLOBAL_KEY];
}

/**
 * The site's log: one JSON object per line on stdout (pino), readable colour lines under `npm run dev`
 * (LOG_FORMAT=pretty|json overrides). One logger per process, whoever asks for it (the server, the route handlers
 * Next bundles), through a global.
 *
 * No personal data: values under the keys in REDACTED are replaced, and email addresses and bearer tokens or JWTs
 * inside messages are masked. A fault that repeats is logged the first time, then counted: once a minute one line
 * says how often it came back (REPEAT_WINDOW_MS). The one line per answer (server/observe-requests.mjs) has a fixed
 * shape with nothing personal in it, and goes to the same output without those checks, which cost six times the line.
 */
import { format } from "node:util";
import pino from "pino";
import pinoPretty from "pino-pretty";

const LOGS = Symbol.for("newsroom.logs");
/**
 * Lines are written to stdout in batches of about this many bytes (one write per answer cost the server a tenth of a
 * cached answer), and whatever is waiting at least every FLUSH_EVERY_MS.
 */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 500;
const REPEAT_WINDOW_MS = 60_000;

const SECRET_KEYS = ["email", "password", "token", "accessToken", "refreshToken", "idToken", "code", "otc", "authorization", "cookie", "set-cookie"];
const REDACTED = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), ...SECRET_KEYS.map((key) => `*.*.${key}`)].map((path) =>
  path.includes("-") ? path.replace(/(^|\.)([^.]*-[^.]*)$/, '$1["$2"]') : path,
);

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const BEARER = /\b(Bearer\s+)[^\s"',;]+/gi;

/** A message with email addresses and tokens masked. */
export const scrub = (text) => text.replace(EMAIL, "[email]").replace(JWT, "[token]").replace(BEARER, "$1[token]");

/** The key a fault repeats under: its message with numbers, ids and addresses taken out. */
export const faultKey = (message) => message.replace(/https?:\/\/\S+/g, "<url>").replace(/[0-9a-f]{8,}|\d+/gi, "#").slice(0, 200);

/**
 * Which repeated faults to let through: `admit(key)` is true for the first occurrence in a window, false (and counted)
 * after; `drain()` returns the counts since the last drain and forgets the faults that did not come back.
 */
export function createRepeatGate() {
  const counts = new Map();
  return {
    admit(key) {
      if (!counts.has(key)) {
        counts.set(key, 0);
        return true;
      }
      counts.set(key, counts.get(key) + 1);
      return false;
    },
    drain() {
      const repeated = [];
      for (const [key, count] of counts) {
        if (count === 0) counts.delete(key);
        else {
          repeated.push({ fault: key, count });
          counts.set(key, 0);
        }
      }
      return repeated;
    },
  };
}

const WARN = 40;

/**
 * The Date this module found. Next later wraps the global one to watch prerenders read the clock, and a wrapped
 * `new Date(Date.now())` cost 12 µs a line on the server; serve.mjs loads this module before Next.
 */
const WallDate = Date;
let second = NaN;
let secondPrefix = "";

/** pino's timestamp, as its `isoTime` writes it (`,"time":"2026-11-28T01:19:46.368Z"`), with one Date a second. */
export function isoTime(now = WallDate.now()) {
  const at = Math.floor(now / 1000);
  if (at !== second) {
    second = at;
    secondPrefix = `,"time":"${new WallDate(at * 1000).toISOString().slice(0, 20)}`;
  }
  return `${secondPrefix}${String(now - at * 1000).padStart(3, "0")}Z"`;
}

/**
 * The log (`log`) and the answers' log (`requests`), both writing to `destination` (default: stdout, JSON; pretty colour
 * lines under `next dev` or LOG_FORMAT=pretty).
 */
export function createLogs({ env = process.env, destination } = {}) {
  const pretty = env.LOG_FORMAT === "pretty" || (env.LOG_FORMAT !== "json" && env.NODE_ENV === "development");
  const output = destination ?? (pretty ? pinoPretty({ colorize: true, sync: true }) : batched());
  const gate = createRepeatGate();
  const options = { level: env.LOG_LEVEL || "info", timestamp: () => isoTime(), formatters: { level: (label) => ({ level: label }) } };
  const logger = pino(
    {
      ...options,
      redact: { paths: REDACTED, censor: "[redacted]" },
      hooks: {
        logMethod(args, method, level) {
          const at = typeof args[0] === "string" ? 0 : typeof args[1] === "string" ? 1 : -1;
          if (at >= 0) args[at] = scrub(args[at]);
          if (level >= WARN) {
            const fault = args[0]?.fault ?? (at >= 0 ? faultKey(args[at]) : undefined);
            if (fault && !gate.admit(fault)) return;
          }
          method.apply(this, args);
        },
      },
    },
    output,
  );
  const timer = setInterval(() => {
    for (const { fault, count } of gate.drain()) logger.info({ fault, repeated: count }, `Repeated ${count} more times in the last minute`);
  }, REPEAT_WINDOW_MS);
  timer.unref();
  return { log: logger, requests: pino(options, output) };
}

/**
 * `output` (default: stdout) in batches: lines are gathered here and written BATCH_BYTES at a time, whatever is
 * waiting every FLUSH_EVERY_MS and when the process exits, and after that each line at once. Not SonicBoom's
 * asynchronous `minLength`: while a write is in flight it measures its whole pending string again for every line,
 * 20 µs a line.
 */
export function batched({ output = pino.destination({ sync: true }), process: running = process } = {}) {
  let lines = [];
  let bytes = 0;
  let exited = false;
  const flush = () => {
    if (lines.length === 0) return;
    output.write(lines.join(""));
    lines = [];
    bytes = 0;
  };
  setInterval(flush, FLUSH_EVERY_MS).unref();
  running.once("exit", () => {
    flush();
    exited = true;
  });
  return {
    write(line) {
      lines.push(line);
      bytes += line.length;
      if (bytes >= BATCH_BYTES || exited) flush();
    },
  };
}

const logs = () => (globalThis[LOGS] ??= createLogs());

/** This process's log. */
export const log = () => logs().log;

/** This process's log of answers: lines of a fixed shape with nothing personal in them. */
export const requestLog = () => logs().requests;

/** Terminal colour codes, which Next puts in its own lines. */
const COLOURS = /\x1b\[[0-9;]*m/g;

/** Sends console.* (Next's own lines among them, without their colours) through `logger`, so stdout holds JSON lines only. */
export function routeConsole(logger) {
  const to = (level) => (...args) => logger[level](format(...args).replace(COLOURS, ""));
  console.log = to("info");
  console.info = to("info");
  console.warn = to("warn");
  console.error = to("error");
  console.debug = to("debug");
}

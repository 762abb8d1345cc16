/** @jest-environment node */
import { PassThrough } from "node:stream";
import { EventEmitter } from "node:events";
import { batched, createLogs, createRepeatGate, faultKey, isoTime, routeConsole, scrub } from "./log.mjs";

/** A logger writing JSON lines into an array. */
function capture() {
  const lines = [];
  const destination = new PassThrough();
  destination.on("data", (chunk) => lines.push(...String(chunk).trim().split("\n").map((line) => JSON.parse(line))));
  const { log, requests } = createLogs({ env: { LOG_FORMAT: "json" }, destination });
  return { logger: log, requests, lines, flushed: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe("the log", () => {
  test.each([
    ["signed in as jane.doe+news@example.co.uk today", "signed in as [email] today"],
    ["Authorization: Bearer abc.DEF-123", "Authorization: Bearer [token]"],
    ["token eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl in a message", "token [token] in a message"],
    ["GET /politics/story-rcna100 200", "GET /politics/story-rcna100 200"],
  ])("masks %j", (message, masked) => {
    expect(scrub(message)).toBe(masked);
  });

  test("a fault is keyed without its numbers, ids and addresses", () => {
    expect(faultKey("Timed out after 5000 ms @ http://127.0.0.1:4000/content/article/rcna123?x=1")).toBe(faultKey("Timed out after 5000 ms @ http://127.0.0.1:4000/content/article/rcna9"));
    expect(faultKey("Item 3f2a9c7e1b dropped")).toBe("Item # dropped");
  });

  test("one JSON object per line: time, level, message; secrets under known keys redacted at any depth", async () => {
    const { logger, lines, flushed } = capture();
    logger.info({ email: "a@b.co", account: { password: "hunter2", token: "t" }, headers: { cookie: "session=1", "set-cookie": "x=1" } }, "signed in");
    await flushed();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", msg: "signed in", email: "[redacted]", account: { password: "[redacted]", token: "[redacted]" } });
    expect(lines[0].headers).toEqual({ cookie: "[redacted]", "set-cookie": "[redacted]" });
    expect(Date.parse(lines[0].time)).not.toBeNaN();
  });

  test("the answers' lines go to the same output, one JSON object each", async () => {
    const { logger, requests, lines, flushed } = capture();
    requests.info({ correlationId: "abc", status: 200, durationMs: 1.5 }, "request");
    logger.info("after");
    await flushed();
    expect(lines.map(({ msg }) => msg)).toEqual(["request", "after"]);
    expect(lines[0]).toMatchObject({ level: "info", correlationId: "abc", status: 200, durationMs: 1.5 });
  });

  test("a repeated fault is logged once, then counted", async () => {
    const { logger, lines, flushed } = capture();
    for (let at = 0; at < 5; at++) logger.error(`Upstream 503 for /content/article/rcna${at}`);
    logger.warn({ fault: "upstream content GET /content/article/:id 503" }, "Upstream answered with an error");
    logger.warn({ fault: "upstream content GET /content/article/:id 503" }, "Upstream answered with an error");
    logger.info("not a fault");
    logger.info("not a fault");
    await flushed();
    expect(lines.map(({ level, msg }) => `${level} ${msg}`)).toEqual([
      "error Upstream 503 for /content/article/rcna0",
      "warn Upstream answered with an error",
      "info not a fault",
      "info not a fault",
    ]);
  });
});

describe("the timestamp", () => {
  test.each([
    Date.UTC(2026, 10, 28, 1, 19, 46, 368),
    Date.UTC(2026, 10, 28, 1, 19, 46, 369),
    Date.UTC(2026, 10, 28, 1, 19, 46, 999),
    Date.UTC(2026, 10, 28, 1, 19, 47, 0),
    Date.UTC(2026, 10, 28, 1, 19, 47, 7),
    Date.UTC(2026, 11, 31, 23, 59, 59, 999),
    Date.UTC(2027, 0, 1, 0, 0, 0, 40),
    Date.UTC(2026, 10, 28, 1, 19, 46, 5),
  ])("is pino's ISO time for %d", (now) => {
    expect(isoTime(now)).toBe(`,"time":"${new Date(now).toISOString()}"`);
  });
});

describe("the batched output", () => {
  /** A batched writer over an output that records each write, and a process that can exit. */
  function batch() {
    const writes = [];
    const running = new EventEmitter();
    return { writes, running, out: batched({ output: { write: (text) => writes.push(text) }, process: running }) };
  }

  test("writes once about 4 kB of lines are waiting, as one write, lines in order", () => {
    const { writes, out } = batch();
    const line = `${"x".repeat(99)}\n`;
    for (let at = 0; at < 40; at++) out.write(line);
    expect(writes).toEqual([]);
    out.write(line);
    expect(writes).toEqual([line.repeat(41)]);
  });

  test("writes what is waiting every half second", () => {
    jest.useFakeTimers();
    try {
      const { writes, out } = batch();
      out.write("a\n");
      out.write("b\n");
      jest.advanceTimersByTime(499);
      expect(writes).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(writes).toEqual(["a\nb\n"]);
      jest.advanceTimersByTime(500);
      expect(writes).toEqual(["a\nb\n"]);
    } finally {
      jest.useRealTimers();
    }
  });

  test("writes what is waiting when the process exits, and each line after at once", () => {
    const { writes, running, out } = batch();
    out.write("last words\n");
    running.emit("exit", 0);
    expect(writes).toEqual(["last words\n"]);
    out.write("written after the flush\n");
    expect(writes).toEqual(["last words\n", "written after the flush\n"]);
  });
});

describe("console lines", () => {
  test("go through the log as JSON, without Next's colour codes", async () => {
    const { logger, lines, flushed } = capture();
    const saved = { ...console };
    try {
      routeConsole(logger);
      console.error("\x1b[31m⨯\x1b[39m Error: %s failed", "render");
      console.log({ ready: true });
    } finally {
      Object.assign(console, saved);
    }
    await flushed();
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      ["error", "⨯ Error: render failed"],
      ["info", "{ ready: true }"],
    ]);
  });
});

describe("repeat gate", () => {
  test("admits the first of a fault, counts the rest, and forgets a fault that did not come back", () => {
    const gate = createRepeatGate();
    expect([gate.admit("a"), gate.admit("a"), gate.admit("a"), gate.admit("b")]).toEqual([true, false, false, true]);
    expect(gate.drain()).toEqual([{ fault: "a", count: 2 }]);
    // "a" is still known for a minute: counted, not logged again.
    expect(gate.admit("a")).toBe(false);
    expect(gate.drain()).toEqual([{ fault: "a", count: 1 }]);
    expect(gate.drain()).toEqual([]);
    expect(gate.admit("a")).toBe(true);
  });
});

/** @jest-environment node */
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { createBreaker, storeSettings, within } from "./shared-store.mjs";

describe("storeSettings", () => {
  test.each([
    [{}, null],
    [{ REDIS_URL: "redis://cache:6379" }, { url: "redis://cache:6379", timeoutMs: 1000, retryMs: 2000, keyPrefix: "newsroom:" }],
    [
      { REDIS_URL: "redis://cache:6379", REDIS_TIMEOUT_MS: "100", REDIS_RETRY_MS: "5000", REDIS_KEY_PREFIX: "site-a:" },
      { url: "redis://cache:6379", timeoutMs: 100, retryMs: 5000, keyPrefix: "site-a:" },
    ],
    [{ REDIS_URL: "redis://cache:6379", REDIS_TIMEOUT_MS: "soon" }, { url: "redis://cache:6379", timeoutMs: 1000, retryMs: 2000, keyPrefix: "newsroom:" }],
  ])("%j", (env, settings) => {
    expect(storeSettings(env)).toEqual(settings);
  });
});

describe("createBreaker", () => {
  function breakerAt() {
    const clock = { now: 0 };
    const lines = [];
    const breaker = createBreaker({ retryMs: 2000, now: () => clock.now, log: (line) => lines.push(line) });
    return { clock, lines, breaker };
  }

  test("a fault pauses the store for retryMs, then it is tried again", () => {
    const { clock, breaker } = breakerAt();
    expect(breaker.closed()).toBe(true);
    breaker.failed(new Error("timeout"));
    expect(breaker.closed()).toBe(false);
    clock.now = 1999;
    expect(breaker.closed()).toBe(false);
    clock.now = 2000;
    expect(breaker.closed()).toBe(true);
  });

  test("faults are logged once a minute at most, with the count of the others; recovery once", () => {
    const { clock, lines, breaker } = breakerAt();
    breaker.failed(new Error("connection refused"));
    for (let second = 1; second < 60; second++) {
      clock.now = second * 1000;
      breaker.failed(new Error("connection refused"));
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Shared store \(Redis\) unavailable: connection refused;/);
    clock.now = 60_000;
    breaker.failed(new Error("connection refused"));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/\(59 more faults since the last report\)/);
    breaker.succeeded();
    breaker.succeeded();
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/answers again/);
    expect(breaker.down).toBe(false);
  });

  test("a fault within the minute after a report is neither told nor its end", () => {
    const { clock, lines, breaker } = breakerAt();
    breaker.failed(new Error("timeout"));
    breaker.succeeded();
    clock.now = 10_000;
    breaker.failed(new Error("timeout"));
    breaker.succeeded();
    expect(lines).toHaveLength(2);
    expect(breaker.down).toBe(false);
  });
});

const ECHO_SERVER = `const server = require("node:net").createServer((socket) => socket.on("data", (data) => socket.write(data)));
server.listen(0, "127.0.0.1", () => process.stdout.write(String(server.address().port)));`;

describe("within", () => {
  /** A server in another process (as Redis is) that answers at once, and a client's first answer from it. */
  async function echo() {
    const server = spawn(process.execPath, ["-e", ECHO_SERVER], { stdio: ["ignore", "pipe", "inherit"] });
    const port = Number(await new Promise((resolve) => server.stdout.once("data", resolve)));
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const ask = () =>
      new Promise((resolve) => {
        socket.once("data", (data) => resolve(String(data)));
        socket.write("PING");
      });
    return { ask, close: () => (socket.destroy(), server.kill()) };
  }

  const busyFor = (ms) => {
    for (const end = Date.now() + ms; Date.now() < end; );
  };

  test("an answer that arrived while the process was busy past the timeout is the answer, not a timeout", async () => {
    const { ask, close } = await echo();
    try {
      const answer = within(ask(), 20);
      busyFor(100);
      await expect(answer).resolves.toBe("PING");
    } finally {
      close();
    }
  });

  test("no answer at all is a timeout", async () => {
    await expect(within(new Promise(() => {}), 20)).rejects.toThrow("no answer within 20 ms");
  });
});

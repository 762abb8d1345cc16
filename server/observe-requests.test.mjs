/** @jest-environment node */
import { EventEmitter } from "node:events";
import { createRequestObserver } from "./observe-requests.mjs";

/** An observer over recorders that keep what they are given, and a process that can exit. */
function observer() {
  const recorded = { requests: [], caches: [], lines: [] };
  const metrics = { request: (answer) => recorded.requests.push(answer), cache: (layer, outcome) => recorded.caches.push(`${layer} ${outcome}`) };
  const logger = { info: (line, message) => recorded.lines.push({ ...line, message }) };
  const running = new EventEmitter();
  return { recorded, running, ...createRequestObserver({ metrics, logger, process: running }) };
}

/** A request for `url` answered with `status`; `close()` ends it (`finished` false: the reader left first). */
function exchange(url, { status = 200, finished = true, correlationId = "c-1" } = {}) {
  const req = { url, method: "GET" };
  const res = Object.assign(new EventEmitter(), { statusCode: status, writableFinished: finished, getHeader: () => correlationId });
  return { req, res, close: () => res.emit("close") };
}

describe("the answers' counts and lines", () => {
  afterEach(() => jest.useRealTimers());

  test("an answer is counted and logged with its kind, brand, status and duration, its path without the query", () => {
    const { recorded, observe, drain } = observer();
    const { req, res, close } = exchange("/politics/story-rcna1?email=a@b.co");
    const labels = {};
    observe(req, res, { labels, cache: { layer: "micro_cache", stored: null } });
    Object.assign(labels, { kind: "article", brand: "news", pageCache: "HIT" });
    close();
    drain();
    expect(recorded.requests).toEqual([{ kind: "article", brand: "news", status: 200, seconds: expect.any(Number) }]);
    expect(recorded.caches).toEqual(["micro_cache miss", "page hit"]);
    expect(recorded.lines).toEqual([
      { correlationId: "c-1", method: "GET", path: "/politics/story-rcna1", kind: "article", brand: "news", status: 200, durationMs: expect.any(Number), message: "request" },
    ]);
  });

  test("a replayed answer counts a micro-cache hit and no page cache lookup; a reader who left is marked aborted", () => {
    const { recorded, observe, drain } = observer();
    const { req, res, close } = exchange("/_next/static/chunks/a.js", { finished: false });
    observe(req, res, { labels: { pageCache: "MISS" }, cache: { layer: "micro_cache", stored: {} } });
    close();
    drain();
    expect(recorded.caches).toEqual(["micro_cache hit"]);
    expect(recorded.lines).toEqual([expect.objectContaining({ kind: "static", aborted: true })]);
  });

  test("answers wait at most 5 ms, or until 64 are waiting, and keep their order", () => {
    jest.useFakeTimers();
    const { recorded, observe } = observer();
    const answer = (index) => {
      const { req, res, close } = exchange(`/page-${index}`);
      observe(req, res, { labels: {}, cache: {} });
      close();
    };
    answer(0);
    jest.advanceTimersByTime(4);
    expect(recorded.lines).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(recorded.lines.map(({ path }) => path)).toEqual(["/page-0"]);
    for (let index = 1; index < 64; index++) answer(index);
    expect(recorded.lines).toHaveLength(1);
    answer(64);
    expect(recorded.lines.map(({ path }) => path)).toEqual(Array.from({ length: 65 }, (_, index) => `/page-${index}`));
    jest.advanceTimersByTime(5);
    expect(recorded.lines).toHaveLength(65);
  });

  test("what is waiting is recorded when the process exits", () => {
    const { recorded, running, observe } = observer();
    const { req, res, close } = exchange("/last");
    observe(req, res, { labels: {}, cache: {} });
    close();
    running.emit("exit", 0);
    expect(recorded.lines.map(({ path }) => path)).toEqual(["/last"]);
  });
});

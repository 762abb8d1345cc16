/** @jest-environment node */
import { createAnswerMemo, deepFreeze, memoMaxAgeMs } from "./answer-memo.mjs";

function memoAt(options) {
  const clock = { now: 0 };
  const memo = createAnswerMemo({ now: () => clock.now, ...options });
  const put = (key, value, tags = [], revalidateSeconds = 60) => memo.set(key, value, { tags, revalidateSeconds, generation: memo.generation() });
  return { clock, memo, put };
}

describe("memoMaxAgeMs (ANSWER_MEMO_MS)", () => {
  test.each([
    [undefined, 5000],
    ["", 5000],
    ["2000", 2000],
    ["0", 0],
    ["-1", 5000],
    ["soon", 5000],
  ])("%p → %p ms", (value, ms) => {
    expect(memoMaxAgeMs(value)).toBe(ms);
  });
});

describe("createAnswerMemo", () => {
  test("an answer is kept for the memo's age, or its call's revalidate time when shorter", () => {
    const { clock, memo, put } = memoAt({ maxAgeMs: 5000 });
    put("nav", { links: [] }, [], 60);
    put("cards", { cards: [] }, [], 1);
    clock.now = 999;
    expect(memo.get("cards")?.value).toEqual({ cards: [] });
    clock.now = 1000;
    expect(memo.get("cards")).toBeUndefined();
    clock.now = 4999;
    expect(memo.get("nav")?.value).toEqual({ links: [] });
    clock.now = 5000;
    expect(memo.get("nav")).toBeUndefined();
  });

  test("a publish event's tags forget the answers carrying them, and only those", () => {
    const { memo, put } = memoAt();
    put("popular", 1, ["list:news"]);
    put("article", 2, ["article:rcna1"]);
    put("today-popular", 3, ["list:today"]);
    memo.forgetTags(["list:news", "brand:news"]);
    expect(memo.get("popular")).toBeUndefined();
    expect(memo.get("article")?.value).toBe(2);
    expect(memo.get("today-popular")?.value).toBe(3);
  });

  test("a path's tag (Next's own) forgets everything", () => {
    const { memo, put } = memoAt();
    put("a", 1, ["list:news"]);
    put("b", 2);
    memo.forgetTags(["_N_T_/politics"]);
    expect(memo.size).toBe(0);
  });

  test("an answer fetched across a forget is not kept: it may be the dropped one", () => {
    const { memo } = memoAt();
    const askedAt = memo.generation();
    memo.forgetTags(["article:rcna1"]);
    memo.set("article", { headline: "Old" }, { tags: ["article:rcna1"], revalidateSeconds: 60, generation: askedAt });
    expect(memo.get("article")).toBeUndefined();
  });

  test("the least recently used answer goes first when it is full", () => {
    const { memo, put } = memoAt({ maxEntries: 2 });
    put("a", 1);
    put("b", 2);
    memo.get("a");
    put("c", 3);
    expect(memo.get("b")).toBeUndefined();
    expect(memo.get("a")?.value).toBe(1);
    expect(memo.get("c")?.value).toBe(3);
  });

  test("suspended, it keeps nothing until resumed", () => {
    const { memo, put } = memoAt();
    put("a", 1);
    memo.suspend();
    expect(memo.get("a")).toBeUndefined();
    put("b", 2);
    expect(memo.get("b")).toBeUndefined();
    memo.resume();
    expect(memo.get("a")).toBeUndefined();
    put("c", 3);
    expect(memo.get("c")?.value).toBe(3);
  });

  test("ANSWER_MEMO_MS=0 keeps nothing", () => {
    const { memo, put } = memoAt({ maxAgeMs: 0 });
    expect(memo.enabled).toBe(false);
    put("a", 1);
    expect(memo.get("a")).toBeUndefined();
  });

  test("a kept answer cannot be changed by the page that reads it", () => {
    const { memo, put } = memoAt();
    put("popular", { items: [{ headline: "One" }] });
    const { items } = memo.get("popular").value;
    expect(() => items.push({ headline: "Two" })).toThrow(TypeError);
    expect(() => {
      items[0].headline = "Changed";
    }).toThrow(TypeError);
    expect(memo.get("popular").value).toEqual({ items: [{ headline: "One" }] });
  });
});

test("deepFreeze freezes nested objects and arrays and leaves primitives alone", () => {
  const value = deepFreeze({ a: [{ b: { c: 1 } }], d: "text", e: null });
  expect(Object.isFrozen(value.a[0].b)).toBe(true);
  expect(deepFreeze(3)).toBe(3);
});

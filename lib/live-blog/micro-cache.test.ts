import { MICRO_CACHE_MS, microCache } from "./micro-cache";

describe("microCache", () => {
  test("polls within a second share one computation, in flight or done; after it, a new one runs", async () => {
    const clock = { now: 0 };
    let runs = 0;
    const get = microCache(async (key) => `${key}#${++runs}`, MICRO_CACHE_MS, () => clock.now);
    const [a, b] = await Promise.all([get("news:rlna1"), get("news:rlna1")]);
    expect([a, b]).toEqual(["news:rlna1#1", "news:rlna1#1"]);
    clock.now = 999;
    expect(await get("news:rlna1")).toBe("news:rlna1#1");
    expect(await get("today:rlna1")).toBe("today:rlna1#2");
    clock.now = 1000;
    expect(await get("news:rlna1")).toBe("news:rlna1#3");
  });

  test("a failure is not kept: the next poll tries again", async () => {
    let runs = 0;
    const get = microCache(async () => {
      runs += 1;
      if (runs === 1) throw new Error("upstream down");
      return "ok";
    }, MICRO_CACHE_MS, () => 0);
    await expect(get("k")).rejects.toThrow("upstream down");
    expect(await get("k")).toBe("ok");
  });
});

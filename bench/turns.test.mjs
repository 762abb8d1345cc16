import { alternateParts, combineRuns, floorTurnAmount } from "./turns.mjs";

describe("the pages of a run dealt into parts", () => {
  test.each([
    [[], 2, [[], []]],
    [["a"], 2, [["a"], []]],
    [["home", "politics", "world", "home es", "deportes"], 2, [["home", "world", "deportes"], ["politics", "home es"]]],
    [["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9"], 4, [["a1", "a5", "a9"], ["a2", "a6"], ["a3", "a7"], ["a4", "a8"]]],
  ])("%j in %i → %j", (pages, parts, dealt) => {
    expect(alternateParts(pages, parts)).toEqual(dealt);
  });
});

describe("the floor's turns: a whole number of requests per connection", () => {
  test.each([
    ["110/s for 10 s in 3 turns: 367 → 350", { requestsPerSecond: 110, seconds: 10, turns: 3, connections: 50 }, 350],
    ["60/s for 10 s in 1 turn: 600", { requestsPerSecond: 60, seconds: 10, turns: 1, connections: 50 }, 600],
    ["a crawl still asks one round", { requestsPerSecond: 2, seconds: 10, turns: 3, connections: 50 }, 50],
  ])("%s", (_, figures, amount) => {
    expect(floorTurnAmount(figures)).toBe(amount);
  });
});

describe("the parts of a load run as one", () => {
  const run = (requests, seconds, cpuMsPerRequest, helperThreadsShare, more = {}) => ({
    requests,
    seconds,
    cpuMsPerRequest,
    helperThreadsShare,
    requestsPerSecond: requests / seconds,
    p50Ms: 100,
    p99Ms: 200,
    failures: 0,
    bytesPerRequest: 100_000,
    peakRssBytes: 500e6,
    ...more,
  });
  test.each([
    ["uneven halves: (300 × 20 + 100 × 40) / 400 = 25 ms a page", [run(300, 5, 20, 0.2), run(100, 5, 40, 0.3)], { requests: 400, seconds: 10, requestsPerSecond: 40, cpuMsPerRequest: 25, helperThreadsShare: (6000 * 0.2 + 4000 * 0.3) / 10_000 }],
    ["even halves", [run(320, 5, 18, 0.27), run(320, 5, 18, 0.27)], { requests: 640, seconds: 10, requestsPerSecond: 64, cpuMsPerRequest: 18, helperThreadsShare: 0.27 }],
  ])("%s", (_, runs, expected) => {
    const combined = combineRuns(runs);
    for (const [figure, value] of Object.entries(expected)) expect(combined[figure]).toBeCloseTo(value);
  });

  test("weights bytes and upstream calls by requests, adds failures, keeps the larger peaks and percentiles", () => {
    const combined = combineRuns([
      run(300, 5, 20, 0.2, { bytesPerRequest: 90_000, upstreamPerRequest: 2, failures: 1, p50Ms: 700, p99Ms: 900, peakRssBytes: 540e6 }),
      run(100, 5, 20, 0.2, { bytesPerRequest: 130_000, upstreamPerRequest: 3, failures: 2, p50Ms: 800, p99Ms: 850, peakRssBytes: 520e6 }),
    ]);
    expect(combined).toMatchObject({ bytesPerRequest: 100_000, upstreamPerRequest: 2.25, failures: 3, p50Ms: 800, p99Ms: 900, peakRssBytes: 540e6 });
  });

  test("has no upstream figure when a half has none (the floor)", () => {
    expect(combineRuns([run(10, 1, 5, 0.1), run(10, 1, 5, 0.1)])).not.toHaveProperty("upstreamPerRequest");
  });
});

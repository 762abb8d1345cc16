import { vitalsBeaconSchema, vitalsRecords } from "./beacon";

describe("vitalsBeaconSchema", () => {
  const metric = { name: "LCP", value: 1234.5, rating: "good" };
  it.each<[string, unknown, boolean]>([
    ["a beacon", { path: "/", metrics: [metric] }, true],
    ["with a navigation type", { path: "/", metrics: [{ ...metric, navigationType: "navigate" }] }, true],
    ["no metrics", { path: "/", metrics: [] }, false],
    ["a metric it does not log", { path: "/", metrics: [{ ...metric, name: "TTFB" }] }, false],
    ["a negative value", { path: "/", metrics: [{ ...metric, value: -1 }] }, false],
    ["a relative path", { path: "x", metrics: [metric] }, false],
    ["an unknown rating", { path: "/", metrics: [{ ...metric, rating: "meh" }] }, false],
    ["too many metrics", { path: "/", metrics: Array.from({ length: 7 }, () => metric) }, false],
    ["not an object", "LCP", false],
  ])("%s: %p", (_name, input, ok) => {
    expect(vitalsBeaconSchema.safeParse(input).success).toBe(ok);
  });
});

describe("vitalsRecords", () => {
  it("gives one record per metric with the page kind, milliseconds rounded and CLS to three places, and no path", () => {
    const { kind, records } = vitalsRecords({
      path: "/politics/some-story-rcna100000",
      metrics: [
        { name: "LCP", value: 1834.56, rating: "needs-improvement" },
        { name: "CLS", value: 0.01234, rating: "good" },
        { name: "INP", value: 48, rating: "good" },
      ],
    });
    expect(kind).toBe("article");
    expect(records).toEqual([
      { kind: "article", metric: "LCP", value: 1835, rating: "needs-improvement" },
      { kind: "article", metric: "CLS", value: 0.012, rating: "good" },
      { kind: "article", metric: "INP", value: 48, rating: "good" },
    ]);
    expect(JSON.stringify(records)).not.toContain("rcna100000");
  });
});

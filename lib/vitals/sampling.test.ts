import { sampled, vitalsSampleRate } from "./sampling";

describe("vitalsSampleRate (VITALS_SAMPLE_RATE)", () => {
  it.each<[string | undefined, number]>([
    [undefined, 0],
    ["", 0],
    ["  ", 0],
    ["abc", 0],
    ["0", 0],
    ["0.05", 0.05],
    ["1", 1],
    ["2", 1],
    ["-0.5", 0],
    ["Infinity", 0],
  ])("%j → %p", (raw, rate) => {
    expect(vitalsSampleRate(raw)).toBe(rate);
  });
});

describe("sampled", () => {
  it.each<[number, number, boolean]>([
    [0, 0, false],
    [1, 0.999, true],
    [0.1, 0.05, true],
    [0.1, 0.1, false],
  ])("rate %p, draw %p → %p", (rate, random, yes) => {
    expect(sampled(rate, random)).toBe(yes);
  });
});

import { formatDuration } from "./duration";

describe("formatDuration", () => {
  it.each([
    ["PT4M24S", "4:24"],
    ["PT45S", "0:45"],
    ["PT1H2M3S", "1:02:03"],
    ["PT90M", "1:30:00"],
    ["PT75S", "1:15"],
    ["PT3M5.8S", "3:05"],
    ["PT2H", "2:00:00"],
    ["PT", null],
    ["4:24", null],
    ["", null],
    ["P1D", null],
  ])("%j -> %j", (iso, clock) => {
    expect(formatDuration(iso)).toBe(clock);
  });
});

import type { WeatherHour } from "@/lib/api/schemas/local";
import { currentHour, weatherLocation } from "./front-weather";

describe("weatherLocation", () => {
  const remembered = { zip: "10001", city: "New York", state: "NY" };
  test.each([
    ["the remembered location first", { remembered, customerZip: "94105" }, { zip: "10001", place: "New York, NY" }],
    ["a remembered zip without a city", { remembered: { zip: "10001", city: "", state: "" } }, { zip: "10001", place: null }],
    ["else the customer's zip", { remembered: null, customerZip: "94105" }, { zip: "94105", place: null }],
    ["a ZIP+4 gives its first five digits", { remembered: null, customerZip: "94105-1234" }, { zip: "94105", place: null }],
    ["a malformed customer zip is none", { remembered: null, customerZip: "abc" }, null],
    ["nothing known: none", { remembered: null, customerZip: null }, null],
  ] as const)("%s", (_, sources, expected) => {
    expect(weatherLocation(sources)).toEqual(expected);
  });
});

describe("currentHour", () => {
  const hour = (time: string, temperatureF: number): WeatherHour => ({ time, temperatureF, condition: "clear", precipitationChance: 0 });
  const hours = [hour("2026-11-25T16:00:00Z", 50), hour("2026-11-25T17:00:00Z", 52), hour("2026-11-25T18:00:00Z", 54)];
  test.each([
    ["inside the first hour", "2026-11-25T16:30:00Z", 50],
    ["at the start of an hour", "2026-11-25T17:00:00Z", 52],
    ["after the last", "2026-11-25T20:00:00Z", 54],
    ["before the first: the first", "2026-11-25T15:00:00Z", 50],
  ])("%s", (_, now, temperature) => {
    expect(currentHour(hours, Date.parse(now))?.temperatureF).toBe(temperature);
  });

  test("no hours, no weather", () => {
    expect(currentHour([], 0)).toBeNull();
  });
});

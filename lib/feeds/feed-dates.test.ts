/** @jest-environment node */
import { rfc822Date, timeOf, w3cDate } from "./feed-dates";

describe("feed dates", () => {
  it.each([
    ["2026-11-20T11:48:00.000Z", "2026-11-20T11:48:00.000Z", "Fri, 20 Nov 2026 11:48:00 GMT"],
    ["2026-11-20T06:48:00-05:00", "2026-11-20T11:48:00.000Z", "Fri, 20 Nov 2026 11:48:00 GMT"],
    ["not a date", null, null],
    ["", null, null],
    [undefined, null, null],
  ])("%j -> %j, %j", (input, w3c, rfc822) => {
    expect(w3cDate(input)).toBe(w3c);
    expect(rfc822Date(input)).toBe(rfc822);
  });

  it("gives the epoch milliseconds of a date", () => {
    expect(timeOf("1970-01-01T00:00:01Z")).toBe(1000);
    expect(timeOf("nope")).toBeNull();
  });
});

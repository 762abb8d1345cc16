import { keptBy } from "./kept";

describe("keptBy", () => {
  it("makes a value once per key and hands the same one back", () => {
    const make = jest.fn((language: string) => new Intl.DateTimeFormat(language, { timeZone: "UTC", hour: "numeric" }));
    const formatter = keptBy(make);
    const first = formatter("en-US");
    expect(formatter("en-US")).toBe(first);
    expect(formatter("es-US")).not.toBe(first);
    expect(make.mock.calls).toEqual([["en-US"], ["es-US"]]);
  });

  it("keeps nothing when making fails, so a later call tries again", () => {
    const make = jest.fn((currency: string) => new Intl.NumberFormat("en-US", { style: "currency", currency }));
    const formatter = keptBy(make);
    expect(() => formatter("not a currency")).toThrow(RangeError);
    expect(() => formatter("not a currency")).toThrow(RangeError);
    expect(make).toHaveBeenCalledTimes(2);
  });
});

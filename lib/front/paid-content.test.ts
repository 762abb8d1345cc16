/** @jest-environment node */
import { INITIAL_PAID_CONTENT, paidContentReducer, placePaidContent, withPaidContentPlaced } from "./paid-content";

const entry = (id: string, nativeAd?: boolean) => ({ id, item: { nativeAd } });

describe("paidContentReducer", () => {
  it("sets the position once; later sets are ignored", () => {
    const first = paidContentReducer(INITIAL_PAID_CONTENT, { type: "setPaidContentPosition", position: 3 });
    expect(first).toEqual({ paidContentPosition: 3, hasNoPaidContent: false });
    expect(paidContentReducer(first, { type: "setPaidContentPosition", position: 1 })).toBe(first);
  });

  it("a position of 0 is set, and still only once", () => {
    const first = paidContentReducer(INITIAL_PAID_CONTENT, { type: "setPaidContentPosition", position: 0 });
    expect(paidContentReducer(first, { type: "setPaidContentPosition", position: 2 }).paidContentPosition).toBe(0);
  });

  it("a dedicated action sets hasNoPaidContent", () => {
    expect(paidContentReducer(INITIAL_PAID_CONTENT, { type: "setHasNoPaidContent" })).toEqual({ paidContentPosition: null, hasNoPaidContent: true });
  });
});

describe("placePaidContent", () => {
  it.each([
    ["no packages", [], { paidContentPosition: null, hasNoPaidContent: true }],
    ["no paid items", [[entry("a"), entry("b", false)]], { paidContentPosition: null, hasNoPaidContent: true }],
    ["the first package with paid items wins", [[entry("a")], [entry("b", true)], [entry("c", true)]], { paidContentPosition: 1, hasNoPaidContent: false }],
  ])("%s", (_, packages, expected) => {
    expect(placePaidContent(packages.map((items) => ({ items })))).toEqual(expected);
  });
});

describe("withPaidContentPlaced", () => {
  const items = [entry("a"), entry("paid", true), entry("b")];
  const state = { paidContentPosition: 1, hasNoPaidContent: false };
  it("keeps paid items at the paid-content position", () => {
    expect(withPaidContentPlaced(items, 1, state).map((e) => e.id)).toEqual(["a", "paid", "b"]);
  });
  it("drops them everywhere else", () => {
    expect(withPaidContentPlaced(items, 2, state).map((e) => e.id)).toEqual(["a", "b"]);
  });
});

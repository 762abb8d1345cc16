import type { CurationPackage } from "@/lib/api/schemas/content";
import { pagedWaffle, waffleQuery } from "./automated-waffle";

const pkg = (over: Partial<CurationPackage>): CurationPackage => ({ id: "p", type: "automatedWaffle", items: [], autofill: true, ...over });
const metadata = { filters: "type:article AND taxonomy:news/business", size: 12 };

describe("waffleQuery", () => {
  it.each([
    ["an autofilled waffle", pkg({ metadata }), metadata],
    ["a hand-curated waffle", pkg({ autofill: false, metadata }), null],
    ["another package type", pkg({ type: "teaseList", metadata }), null],
    ["no metadata", pkg({}), null],
    ["empty filters", pkg({ metadata: { filters: "", size: 12 } }), null],
    ["a size over 100", pkg({ metadata: { filters: "type:article", size: 500 } }), null],
  ])("%s", (_, input, expected) => {
    expect(waffleQuery(input)).toEqual(expected);
  });
});

describe("pagedWaffle", () => {
  it("is the first autofilled waffle", () => {
    const first = pkg({ id: "a", metadata });
    expect(pagedWaffle([pkg({ id: "x", type: "lead" }), first, pkg({ id: "b", metadata })])).toEqual({ pkg: first, query: metadata });
    expect(pagedWaffle([pkg({ id: "x", type: "lead" })])).toBeNull();
  });
});

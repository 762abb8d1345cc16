import { z } from "zod";
import { searchResponseSchema } from "./content";
import { collectDropped } from "./tolerant";

describe("searchResponseSchema", () => {
  const item = z.object({ id: z.string() });
  const answer = (items: unknown[]) => ({ data: { search: { pagination: { page: 1, size: 2, totalPages: 1, totalItems: items.length }, items } } });

  it("is built once per item schema, so its compiled parser is reused", () => {
    expect(searchResponseSchema(item)).toBe(searchResponseSchema(item));
    expect(searchResponseSchema(z.object({ id: z.string() }))).not.toBe(searchResponseSchema(item));
  });

  it("reads the answer's items, dropping one it cannot read", () => {
    const { result, dropped } = collectDropped(() => searchResponseSchema(item).parse(answer([{ id: "a" }, { id: 7 }, { id: "b" }])));
    expect(result.data.search.items).toEqual([{ id: "a" }, { id: "b" }]);
    expect(dropped).toHaveLength(1);
  });
});

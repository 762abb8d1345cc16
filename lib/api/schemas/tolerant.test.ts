import { z } from "zod";
import { collectDropped, tolerantList, UnreadableItemError } from "./tolerant";
import { curationResponseSchema, offerSchema, articleCardsResponseSchema, teasableSchema } from "./content";
import { curation as curationFixture, story } from "@/lib/feeds/feed-fixtures";

const item = z.object({ id: z.string(), type: z.enum(["lead", "teaseList"]) });
const list = tolerantList(item);

describe("tolerantList", () => {
  test.each([
    ["an unknown enum value", [{ id: "a", type: "lead" }, { id: "b", type: "carousel" }], ["a"], [{ id: "b", reason: 'type: Invalid option: expected one of "lead"|"teaseList"' }]],
    ["an item of another shape", [42, { id: "a", type: "lead" }, null], ["a"], [{ reason: "item: Invalid input: expected object, received number" }, { reason: "item: Invalid input: expected object, received null" }]],
    ["a missing required field", [{ type: "lead" }, { id: "a", type: "teaseList" }], ["a"], [{ reason: "id: Invalid input: expected string, received undefined" }]],
    ["an empty list", [], [], []],
  ])("%s: the item is dropped, the rest kept, the drop reported", (_, input, kept, dropped) => {
    const { result, dropped: reported } = collectDropped(() => list.parse(input));
    expect(result.map((entry) => entry.id)).toEqual(kept);
    expect(reported).toEqual(dropped);
  });

  test("a value that is no list still fails", () => {
    expect(collectDropped(() => list.safeParse("not a list")).result.success).toBe(false);
  });

  test("outside collectDropped an unreadable item throws (the upstream never serves one unnoticed)", () => {
    expect(() => list.parse([{ id: "b", type: "carousel" }])).toThrow(UnreadableItemError);
    expect(list.parse([{ id: "a", type: "lead" }])).toEqual([{ id: "a", type: "lead" }]);
  });
});

describe("the content contract's tolerance", () => {
  test("a front keeps its readable layouts and packages: unknown layout and package types, unknown content types are dropped", () => {
    const curation = curationFixture([[story({ id: "rcna1" }), story({ id: "rcna2" })], [story({ id: "rcna3" })]]) as unknown as { layouts: { type: string; packages: { type: string; items: { type: string }[] }[] }[] };
    const layouts = structuredClone(curation.layouts);
    layouts[0]!.packages.push({ ...structuredClone(layouts[0]!.packages[1]!), type: "carousel" });
    layouts.push({ ...structuredClone(curation.layouts[0]!), type: "fourColumn" });
    layouts[0]!.packages[0]!.items[0]!.type = "podcast";
    const { result, dropped } = collectDropped(() => curationResponseSchema.parse({ data: { curation: { ...curation, layouts } } }));
    const parsed = result.data.curation;
    expect(parsed.layouts).toHaveLength(curation.layouts.length);
    expect(parsed.layouts[0]!.packages).toHaveLength(curation.layouts[0]!.packages.length);
    expect(parsed.layouts[0]!.packages[0]!.items).toHaveLength(curation.layouts[0]!.packages[0]!.items.length - 1);
    expect(dropped.map((entry) => entry.reason.split(":")[0])).toEqual(["type", "type", "type"]);
  });

  test.each([
    ["AVAILABLE", "AVAILABLE"],
    ["available", "AVAILABLE"],
    ["out of stock", "OUT_OF_STOCK"],
    ["Out-Of-Stock", "OUT_OF_STOCK"],
    [" unavailable ", "UNAVAILABLE"],
  ])("offer state %j reads as %s (spec 2 §3: any case)", (state, expected) => {
    expect(offerSchema.parse({ externalUrl: "https://shop.example/x", state }).state).toBe(expected);
  });

  test("an optional field a page can do without reads as missing when it does not read (an image, a date)", () => {
    const item = { id: "rcna1", type: "article", headline: { primary: "Kept" }, url: { primary: "/x-rcna1" }, teaseImage: { url: "/i.png", height: "tall" }, datePublished: "新闻" };
    const { result, dropped } = collectDropped(() => teasableSchema.parse(item));
    expect(result).toMatchObject({ id: "rcna1", headline: { primary: "Kept" } });
    expect(result.teaseImage).toBeUndefined();
    expect(result.datePublished).toBeUndefined();
    expect(dropped.map((entry) => entry.reason)).toEqual(["optional field.height: Invalid input: expected number, received string", "optional field: not a date"]);
    expect(() => teasableSchema.parse(item)).toThrow(UnreadableItemError);
  });

  test("an offer in an unknown state is not an offer", () => {
    expect(offerSchema.safeParse({ externalUrl: "https://shop.example/x", state: "PREORDER" }).success).toBe(false);
  });

  test("a live-blog card of an unknown subtype is dropped from the page of cards", () => {
    const card = (id: string, subType: string) => ({ id, headline: { primary: id }, content: { markupAndEmbeds: [] }, date: { publishedAt: "2026-01-01T00:00:00Z" }, subType });
    const answer = {
      data: { article: { cards: { items: [card("ncrd1", "post"), card("ncrd2", "poll"), card("ncrd3", "text")] } }, search: { pagination: { page: 1, size: 3, totalPages: 1, totalItems: 3 } } },
    };
    const { result, dropped } = collectDropped(() => articleCardsResponseSchema.parse(answer));
    expect(result.data.article.cards.items.map((entry) => entry.id)).toEqual(["ncrd1", "ncrd3"]);
    expect(dropped).toEqual([{ id: "ncrd2", reason: 'subType: Invalid option: expected one of "post"|"text"' }]);
  });
});

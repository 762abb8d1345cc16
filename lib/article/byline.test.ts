/** @jest-environment node */
import { ARTICLE_TIME_ZONE, authorNameParts, formatArticleDate, wasUpdated } from "./byline";
import { imageCredit } from "./image-credit";

describe("formatArticleDate (America/New_York)", () => {
  it("uses the newsroom's time zone", () => {
    expect(ARTICLE_TIME_ZONE).toBe("America/New_York");
  });

  it.each([
    ["2026-03-03T21:05:00Z", "en", "March 3, 2026 at 4:05 PM EST"],
    ["2026-07-04T03:30:00Z", "en", "July 3, 2026 at 11:30 PM EDT"],
    ["2026-03-03T21:05:00Z", "es", "3 de marzo de 2026 a las 4:05 p.m. EST"],
    ["not a date", "en", null],
  ] as const)("%s in %s -> %p", (iso, language, expected) => {
    expect(formatArticleDate(iso, language)?.replace(/\u202f/g, " ") ?? null).toBe(expected);
  });
});

describe("wasUpdated", () => {
  it.each([
    ["2026-03-03T10:00:00Z", "2026-03-03T12:00:00Z", true],
    ["2026-03-03T10:00:00Z", "2026-03-03T10:00:00Z", false],
    ["2026-03-03T10:00:00Z", "2026-03-03T09:00:00Z", false],
    [undefined, "2026-03-03T12:00:00Z", false],
    ["2026-03-03T10:00:00Z", undefined, false],
    ["bad", "2026-03-03T12:00:00Z", false],
  ])("published %s, modified %s -> %s", (published, modified, expected) => {
    expect(wasUpdated(published, modified)).toBe(expected);
  });
});

describe("authorNameParts, joined", () => {
  it.each([
    [["Ana"], "en", "Ana"],
    [["Ana", "Luis"], "en", "Ana and Luis"],
    [["Ana", "Luis"], "es", "Ana y Luis"],
    [["Ana", "Luis", "Sofía"], "es", "Ana, Luis y Sofía"],
  ] as const)("%j in %s -> %s", (names, language, expected) => {
    const text = authorNameParts(names, language).map((part) => (part.type === "name" ? names[part.index] : part.value));
    expect(text.join("")).toBe(expected);
  });
});

describe("imageCredit", () => {
  it.each([
    [{ source: { name: "Reuters" } }, "Reuters"],
    [{ authors: [{ person: { name: "Jane Doe" } }], source: { name: "AP" } }, "Jane Doe / AP"],
    [{}, null],
  ])("%j -> %p", (image, expected) => {
    expect(imageCredit(image)).toBe(expected);
  });
});

describe("authorNameParts", () => {
  test.each([
    [["A"], "en", [{ type: "name", index: 0 }]],
    [["A", "B"], "en", [{ type: "name", index: 0 }, { type: "text", value: " and " }, { type: "name", index: 1 }]],
    [["A", "B", "C"], "en", [{ type: "name", index: 0 }, { type: "text", value: ", " }, { type: "name", index: 1 }, { type: "text", value: ", and " }, { type: "name", index: 2 }]],
    [["A", "B"], "es", [{ type: "name", index: 0 }, { type: "text", value: " y " }, { type: "name", index: 1 }]],
  ] as const)("%j in %s", (names, language, expected) => {
    expect(authorNameParts(names, language)).toEqual(expected);
  });
});

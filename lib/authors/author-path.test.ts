import { authorPath, authorStoriesFilters } from "./author-path";

describe("authorPath", () => {
  test.each([
    ["a name and an ncpr id", { name: "Jane Doe", id: "ncpr700000" }, "/author/jane-doe-ncpr700000"],
    ["accents are dropped", { name: "José Pérez-Núñez", id: "ncpr700101" }, "/author/jose-perez-nunez-ncpr700101"],
    ["an upper-case id", { name: "Jane Doe", id: "NCPR700000" }, "/author/jane-doe-ncpr700000"],
    ["a name with no letters keeps the id", { name: "???", id: "ncpr7" }, "/author/ncpr7"],
    ["no id: no page", { name: "Guest Writer" }, null],
    ["an id of another kind: no page", { name: "Jane Doe", id: "rcna1" }, null],
  ])("%s", (_, person, expected) => {
    expect(authorPath(person)).toBe(expected);
  });
});

describe("authorStoriesFilters", () => {
  test("the reading kinds by that author", () => {
    expect(authorStoriesFilters("ncpr700000")).toBe("(type:article OR type:video OR type:recipe OR type:slideshow) AND author:ncpr700000");
  });
});

/** @jest-environment node */
import Database from "better-sqlite3";
import { FilterSyntaxError, mentionsField, parseFilters, type FilterNode } from "./filters";
import { compileFilter, parseFilterDate } from "./filters-sql";

const term = (field: string, value: string): FilterNode => ({ kind: "term", field, value: { kind: "exact", value } });

describe("parseFilters", () => {
  const cases: [string, FilterNode][] = [
    ["type:card", term("type", "card")],
    ["taxonomy:news/politics", term("taxonomy", "news/politics")],
    ["type:card AND id:ncrd1", { kind: "and", nodes: [term("type", "card"), term("id", "ncrd1")] }],
    ["type:card id:ncrd1", { kind: "and", nodes: [term("type", "card"), term("id", "ncrd1")] }],
    ["subType:post OR subType:text", { kind: "or", nodes: [term("subType", "post"), term("subType", "text")] }],
    ["NOT id:ncrd1234", { kind: "not", node: term("id", "ncrd1234") }],
    ["id:tdrp*", { kind: "term", field: "id", value: { kind: "prefix", prefix: "tdrp" } }],
    ['name:"Emma Hayes"', term("name", "Emma Hayes")],
    ["datePublished:[* TO 2026-11-20T12:00:00]", { kind: "term", field: "datePublished", value: { kind: "range", from: null, to: "2026-11-20T12:00:00" } }],
    ["datePublished:[2026-11-01 TO *]", { kind: "term", field: "datePublished", value: { kind: "range", from: "2026-11-01", to: null } }],
    ["a:1 OR b:2 AND c:3", { kind: "or", nodes: [term("a", "1"), { kind: "and", nodes: [term("b", "2"), term("c", "3")] }] }],
    ["(a:1 OR b:2) AND c:3", { kind: "and", nodes: [{ kind: "or", nodes: [term("a", "1"), term("b", "2")] }, term("c", "3")] }],
    ["NOT a:1 AND b:2", { kind: "and", nodes: [{ kind: "not", node: term("a", "1") }, term("b", "2")] }],
    ["NOT (a:1 OR b:2)", { kind: "not", node: { kind: "or", nodes: [term("a", "1"), term("b", "2")] } }],
    ["  ( ( a:1 ) )  ", term("a", "1")],
    ["url:https://example.com/x", term("url", "https://example.com/x")],
    [
      "type:card AND taxonomy:news/politics AND (subType:post OR subType:text) AND NOT id:ncrd1234",
      {
        kind: "and",
        nodes: [
          term("type", "card"),
          term("taxonomy", "news/politics"),
          { kind: "or", nodes: [term("subType", "post"), term("subType", "text")] },
          { kind: "not", node: term("id", "ncrd1234") },
        ],
      },
    ],
  ];

  test.each(cases)("%s", (input, expected) => {
    expect(parseFilters(input)).toEqual(expected);
  });

  test.each([
    ["empty", ""],
    ["blank", "   "],
    ["a bare word", "type"],
    ["no field", ":card"],
    ["no value", "type:"],
    ["a dangling AND", "type:card AND"],
    ["a leading AND", "AND type:card"],
    ["a lone OR", "OR"],
    ["an unclosed (", "(type:card"],
    ["a stray )", "type:card)"],
    ["an inner *", "type:ca*rd"],
    ["a leading *", "type:*card"],
    ["an unclosed range", "datePublished:[* TO"],
    ["a range without TO", "datePublished:[a b c]"],
    ["an unclosed quote", 'name:"unclosed'],
    ["a field starting with a digit", "1type:card"],
    ["2001 characters", "x".repeat(2001)],
    ["40 levels of parentheses", `${"(".repeat(40)}a:1${")".repeat(40)}`],
  ])("rejects %s", (_label, input) => {
    expect(() => parseFilters(input)).toThrow(FilterSyntaxError);
  });

  test("mentionsField looks through the whole tree, case-insensitively", () => {
    expect(mentionsField(parseFilters("publisher:today AND NOT (Type:video)"), "type")).toBe(true);
    expect(mentionsField(parseFilters("publisher:today AND taxonomy:today/food"), "type")).toBe(false);
  });
});

describe("parseFilterDate", () => {
  test.each([
    ["2026-11-20T12:00:00", Date.UTC(2026, 10, 20, 12)],
    ["2026-11-20T12:00:00Z", Date.UTC(2026, 10, 20, 12)],
    ["2026-11-20T12:00:00.500", Date.UTC(2026, 10, 20, 12, 0, 0, 500)],
    ["2026-11-20T07:00:00-05:00", Date.UTC(2026, 10, 20, 12)],
    ["2026-11-20", Date.UTC(2026, 10, 20)],
  ])("%s", (input, expected) => {
    expect(parseFilterDate(input)).toBe(expected);
  });

  test.each(["yesterday", "2026-13-45T99:99:99", "20261120"])("rejects %s", (input) => {
    expect(() => parseFilterDate(input)).toThrow(FilterSyntaxError);
  });
});

describe("compileFilter", () => {
  const db = new Database(":memory:");
  db.exec(`
    CREATE TABLE search_items (id TEXT PRIMARY KEY, type TEXT, sub_type TEXT, vertical TEXT, publisher TEXT, name TEXT, published_at INTEGER);
    CREATE TABLE search_terms (path TEXT, item_id TEXT);
    INSERT INTO search_items VALUES
      ('ncrd1', 'card', 'post', 'news', 'nbcnews', 'polls close', ${Date.UTC(2026, 10, 20, 10)}),
      ('ncrd2', 'card', 'text', 'news', 'nbcnews', 'results', ${Date.UTC(2026, 10, 20, 11)}),
      ('ncrd3', 'card', 'post', 'news', 'nbcnews', 'recap', ${Date.UTC(2026, 10, 20, 12)}),
      ('tdrp1', 'recipe', '', 'today', 'today', 'apple crumble', ${Date.UTC(2026, 10, 19)}),
      ('tdrp2', 'recipe', '', 'today', 'today', 'pecan pie', ${Date.UTC(2026, 10, 18)}),
      ('x_1', 'article', '', 'news', 'nbcnews', '100% real', ${Date.UTC(2026, 10, 17)});
    INSERT INTO search_terms VALUES
      ('news/live-blog/rlna1', 'ncrd1'), ('news/live-blog/rlna1', 'ncrd2'), ('news/live-blog/rlna2', 'ncrd3'),
      ('today/recipecategory/shoppable', 'tdrp1'), ('today/food', 'tdrp1'), ('today/food', 'tdrp2');
  `);
  afterAll(() => db.close());

  const matching = (filters: string) => {
    const { sql, params } = compileFilter(parseFilters(filters));
    return (db.prepare(`SELECT id FROM search_items s WHERE ${sql} ORDER BY id`).pluck().all(...params) as string[]).join(",");
  };

  test.each([
    ["type:card", "ncrd1,ncrd2,ncrd3"],
    ["type:Card AND taxonomy:news/live-blog/rlna1", "ncrd1,ncrd2"],
    ["type:card AND (subType:post OR subType:text) AND NOT id:ncrd1", "ncrd2,ncrd3"],
    ["type:card AND datePublished:[* TO 2026-11-20T11:00:00]", "ncrd1,ncrd2"],
    ["type:card AND datePublished:[2026-11-20T11:00:00 TO *]", "ncrd2,ncrd3"],
    ["id:tdrp*", "tdrp1,tdrp2"],
    ["id:x_*", "x_1"],
    ["id:x*", "x_1"],
    ["name:100%*", "x_1"],
    ["type:Recipe AND NOT taxonomy:today/recipeCategory/shoppable", "tdrp2"],
    ["taxonomy:today/*", "tdrp1,tdrp2"],
    ["type:recipe AND autoCuration:true", "tdrp1,tdrp2"],
    ["type:recipe AND NOT externalSource:Workbench", "tdrp1,tdrp2"],
    ["publisher:today OR vertical:news", "ncrd1,ncrd2,ncrd3,tdrp1,tdrp2,x_1"],
    ["type:recipe AND NOT subType:liveBlog", "tdrp1,tdrp2"],
  ])("%s", (filters, expected) => {
    expect(matching(filters)).toBe(expected);
  });

  test.each(["color:red", "name:[a TO b]", "datePublished:2026*", "datePublished:soon"])("rejects %s", (filters) => {
    expect(() => compileFilter(parseFilters(filters))).toThrow(FilterSyntaxError);
  });
});

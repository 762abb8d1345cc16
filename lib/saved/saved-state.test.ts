import type { SavedEntry } from "@/lib/api/schemas/mynews";
import { zipCodeDecision } from "./customer";
import { BOOKMARKS_PAGE_SIZE_DEFAULT, HISTORY_PAGE_SIZE, MAX_SAVED_PAGE_SIZE, RECOMMENDATIONS_SIZE, savedPageSize } from "./page-size";
import { appendHistoryPage, initialSavedState, mergeBookmarksPage, savedReducer, type SavedList, type SavedState } from "./saved-state";
import { savedTabPath, tabOfSlug, tabsFor } from "./tabs";
import { VERTICALS } from "@/lib/verticals/verticals";

const entry = (contentId: string, date = "2026-11-01T00:00:00.000Z"): SavedEntry => ({ contentId, contentType: "article", date, item: null });
const list = (ids: string[], nextPage: string | null = null): SavedList => ({ data: ids.map((id) => entry(id)), pageInfo: { nextPage } });
const ids = (l: SavedList) => l.data.map((e) => e.contentId);

describe("saved-items page size (spec 2 §5, §9)", () => {
  it.each([
    ["news (default)", VERTICALS.news.flags.bookmarksPageSize, 20],
    ["today", VERTICALS.today.flags.bookmarksPageSize, 24],
    ["a configured 12", 12, 12],
    ["NaN", Number.NaN, 20],
    ["Infinity", Number.POSITIVE_INFINITY, 20],
    ["-Infinity", Number.NEGATIVE_INFINITY, 20],
    ["a string", "24", 20],
    ["undefined", undefined, 20],
    ["null", null, 20],
    ["above the service's largest page", 50, 30],
    ["zero", 0, 1],
    ["a fraction", 24.7, 24],
  ])("%s → %s", (_, configured, expected) => {
    expect(savedPageSize(configured)).toBe(expected);
  });

  it("uses the spec's defaults 20, 10, 5 and 30", () => {
    expect([BOOKMARKS_PAGE_SIZE_DEFAULT, HISTORY_PAGE_SIZE, RECOMMENDATIONS_SIZE, MAX_SAVED_PAGE_SIZE]).toEqual([20, 10, 5, 30]);
    expect(savedPageSize(undefined, HISTORY_PAGE_SIZE)).toBe(10);
  });
});

describe("bookmark paging: merge by contentId with a cursor, replace without", () => {
  it.each([
    ["no cursor replaces", ["a", "b"], ["c", "d"], null, ["c", "d"]],
    ["a cursor appends new ids", ["a", "b"], ["c", "d"], "2", ["a", "b", "c", "d"]],
    ["a cursor merges a repeated id in place", ["a", "b"], ["b", "c"], "2", ["a", "b", "c"]],
    ["an empty page with a cursor keeps the list", ["a"], [], "1", ["a"]],
    ["an empty page without a cursor empties it", ["a"], [], null, []],
  ])("%s", (_, current, incoming, cursor, expected) => {
    expect(ids(mergeBookmarksPage(list(current as string[]), list(incoming as string[]), cursor as string | null))).toEqual(expected);
  });

  it("takes the merged copy of a repeated item and the page's next cursor", () => {
    const merged = mergeBookmarksPage(list(["a"], "9"), { data: [entry("a", "2026-11-02T00:00:00.000Z")], pageInfo: { nextPage: null } }, "9");
    expect(merged.data[0]?.date).toBe("2026-11-02T00:00:00.000Z");
    expect(merged.pageInfo.nextPage).toBeNull();
  });
});

describe("history paging: append with a cursor, replace without", () => {
  it.each([
    ["no cursor replaces", ["a", "b"], ["c"], null, ["c"]],
    ["a cursor appends", ["a", "b"], ["c"], "5", ["a", "b", "c"]],
    ["a cursor appends even a repeated id", ["a"], ["a"], "5", ["a", "a"]],
  ])("%s", (_, current, incoming, cursor, expected) => {
    expect(ids(appendHistoryPage(list(current as string[]), list(incoming as string[], "7"), cursor as string | null))).toEqual(expected);
  });
});

describe("bookmark transitions (spec 2 §4)", () => {
  const signedIn = () => initialSavedState({ authenticationState: "authenticated", savedList: list(["a", "b"]), bookmarks: { a: true, b: true } });
  const run = (state: SavedState, ...actions: Parameters<typeof savedReducer>[1][]) => actions.reduce(savedReducer, state);

  it.each([
    ["create: set true at once", [{ type: "CREATE_BOOKMARK_PENDING", contentId: "c" }], { c: true }],
    ["create: then the server's value (saved)", [{ type: "CREATE_BOOKMARK_PENDING", contentId: "c" }, { type: "CREATE_BOOKMARK_DONE", contentId: "c", bookmarked: true }], { c: true }],
    ["create: then the server's value (refused)", [{ type: "CREATE_BOOKMARK_PENDING", contentId: "c" }, { type: "CREATE_BOOKMARK_DONE", contentId: "c", bookmarked: false }], { c: false }],
    ["delete: set false at once", [{ type: "DELETE_BOOKMARK_PENDING", contentId: "a" }], { a: false }],
    ["delete failed: the re-check restores the server's true", [{ type: "DELETE_BOOKMARK_PENDING", contentId: "a" }, { type: "BOOKMARK_CHECKED", contentId: "a", bookmarked: true }], { a: true }],
  ] as const)("%s", (_, actions, expected) => {
    expect(run(signedIn(), ...(actions as unknown as Parameters<typeof savedReducer>[1][])).bookmarks).toMatchObject(expected);
  });

  it("delete: success removes the item from the saved list; pending alone keeps it", () => {
    const pending = run(signedIn(), { type: "DELETE_BOOKMARK_PENDING", contentId: "a" });
    expect(ids(pending.savedList)).toEqual(["a", "b"]);
    expect(ids(run(pending, { type: "DELETE_BOOKMARK_SUCCESS", contentId: "a" }).savedList)).toEqual(["b"]);
  });

  it("a page of another tab replaces the list even with a cursor, and marks its items saved", () => {
    const next = run(signedIn(), { type: "BOOKMARKS_PAGE", filterType: "recipe", page: list(["r"]), cursor: "3" });
    expect(next.filterType).toBe("recipe");
    expect(ids(next.savedList)).toEqual(["r"]);
    expect(next.bookmarks.r).toBe(true);
  });

  it("sign-out resets authentication state, bookmarks, customer and user", () => {
    const full = run(
      signedIn(),
      { type: "SET_AUTHENTICATION_STATE", authenticationState: "authenticated", userId: "u1" },
      { type: "CUSTOMER", customer: { customerId: "u1", mparticleId: "m", zipCode: "10001" } },
      { type: "HISTORY_PAGE", page: list(["h"]), cursor: null },
    );
    expect(full.user).toEqual({ id: "u1" });
    for (const action of [{ type: "SIGN_OUT" }, { type: "SET_AUTHENTICATION_STATE", authenticationState: "unauthenticated" }] as const) {
      expect(savedReducer(full, action)).toEqual(initialSavedState({ authenticationState: "unauthenticated" }));
    }
  });
});

describe("zip code (spec 2 §4: saving needs one, else nothing happens)", () => {
  it.each([
    [undefined, { kind: "nothing" }],
    ["", { kind: "nothing" }],
    ["   ", { kind: "nothing" }],
    ["10001", { kind: "save", zipCode: "10001" }],
    [" 10001-1234 ", { kind: "save", zipCode: "10001-1234" }],
    ["1000", { kind: "invalid" }],
    ["ABCDE", { kind: "invalid" }],
  ])("%p → %p", (input, expected) => {
    expect(zipCodeDecision(input)).toEqual(expected);
  });
});

describe("tabs of /account/saved (spec 2 §2)", () => {
  it.each([
    [undefined, "all"],
    ["", "all"],
    ["articles", "article"],
    ["videos", "video"],
    ["recipes", "recipe"],
    ["wishlist", "product"],
    ["products", null],
    ["article", null],
  ])("slug %p → %p", (slug, expected) => {
    expect(tabOfSlug(slug)).toBe(expected);
  });

  it("paths and the brands' tabs", () => {
    expect(savedTabPath("all")).toBe("/account/saved");
    expect(savedTabPath("product")).toBe("/account/saved/wishlist");
    expect(tabsFor(VERTICALS.today.flags.extendedContentTypes)).toEqual(["all", "article", "video", "recipe", "product"]);
    expect(tabsFor(VERTICALS.news.flags.extendedContentTypes)).toEqual(["all", "article", "video"]);
  });
});

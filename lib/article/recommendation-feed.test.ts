import { FEED_MAX_PAGES, feedFilters, feedReducer, initialFeedState, type FeedItem, type FeedState } from "./recommendation-feed";

const item = (id: string): FeedItem => ({ id, headline: id, href: `/x-${id}`, unibrow: null, image: null });
const page = (n: number, ids: string[], totalPages = 5) => ({ type: "loaded" as const, result: { page: n, totalPages, items: ids.map(item) } });
const run = (actions: Parameters<typeof feedReducer>[1][], from: FeedState = initialFeedState()) => actions.reduce((state, action) => feedReducer(state, action, "rcna1"), from);

describe("feedFilters", () => {
  test("the brand's reading kinds", () => {
    expect(feedFilters({ slug: "news" })).toBe("(type:article OR type:video OR type:recipe OR type:slideshow) AND vertical:news");
  });
});

describe("feedReducer", () => {
  test.each([
    ["nearing the end loads the first page and turns the loader on", [{ type: "nearEnd" }], { loaderLoaded: true, status: "loading", page: 0, ids: [] }],
    ["a page shows its items, without the article being read", [{ type: "nearEnd" }, page(1, ["a", "rcna1", "b"])], { loaderLoaded: true, status: "idle", page: 1, ids: ["a", "b"] }],
    ["the next page appends, without repeats", [{ type: "nearEnd" }, page(1, ["a", "b"]), { type: "nearEnd" }, page(2, ["b", "c", "c"])], { loaderLoaded: true, status: "idle", page: 2, ids: ["a", "b", "c"] }],
    ["nearing the end while loading asks nothing more", [{ type: "nearEnd" }, { type: "nearEnd" }], { loaderLoaded: true, status: "loading", page: 0, ids: [] }],
    ["a failure waits for a retry", [{ type: "nearEnd" }, { type: "failed" }, { type: "nearEnd" }], { loaderLoaded: true, status: "error", page: 0, ids: [] }],
    ["a retry loads again", [{ type: "nearEnd" }, { type: "failed" }, { type: "retry" }, page(1, ["a"])], { loaderLoaded: true, status: "idle", page: 1, ids: ["a"] }],
    ["the last page ends the feed", [{ type: "nearEnd" }, page(1, ["a"], 1), { type: "nearEnd" }], { loaderLoaded: true, status: "end", page: 1, ids: ["a"] }],
    ["an empty page ends the feed", [{ type: "nearEnd" }, page(1, [])], { loaderLoaded: true, status: "end", page: 1, ids: [] }],
    ["an answer nobody waits for is dropped", [page(1, ["a"])], { loaderLoaded: false, status: "idle", page: 0, ids: [] }],
  ] as const)("%s", (_, actions, expected) => {
    const state = run([...actions]);
    expect({ loaderLoaded: state.loaderLoaded, status: state.status, page: state.page, ids: state.items.map((entry) => entry.id) }).toEqual(expected);
  });

  test(`the feed stops after page ${FEED_MAX_PAGES} however long the list`, () => {
    const at = { ...initialFeedState(), loaderLoaded: true, status: "loading" as const, page: FEED_MAX_PAGES - 1 };
    expect(run([page(FEED_MAX_PAGES, ["z"], 500)], at).status).toBe("end");
  });
});

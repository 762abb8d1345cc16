import { hasMoreCards, initialLiveBlogState, liveBlogReducer, type LiveBlogState, type LiveCard } from "./reducer";

const card = (n: number): LiveCard => ({ id: `ncrd${n}`, publishedAt: new Date(Date.UTC(2026, 10, 22, 12, n)).toISOString() });
const cards = (...ns: number[]) => ns.map(card);
const page = (totalItems: number) => ({ page: 1, size: 3, totalPages: Math.ceil(totalItems / 3), totalItems });
const ids = (items: LiveCard[]) => items.map((item) => item.id);

const start = (): LiveBlogState => initialLiveBlogState(cards(5, 4, 3), page(5));

describe("live-blog transitions (spec 1 §4)", () => {
  it("starts from the server's first page", () => {
    expect(start()).toMatchObject({ numberOfNewItems: 0, allTotalItems: 5, trueTotalItems: 5, latestDate: card(5).publishedAt, error: false });
  });

  it("marks a latest fetch pending, then failed with its error kept", () => {
    const pending = liveBlogReducer(start(), { type: "FETCH_LATEST_PENDING" });
    expect(pending.fetchingLatest).toBe(true);
    const failed = liveBlogReducer(pending, { type: "FETCH_LATEST_FAILED", error: "Error fetching live blog cards" });
    expect(failed).toMatchObject({ fetchingLatest: false, latestError: "Error fetching live blog cards" });
  });

  it("makes the fetched items active when there are none", () => {
    const empty = initialLiveBlogState([], page(0));
    const next = liveBlogReducer(empty, { type: "FETCH_LATEST_COMPLETE", items: cards(2, 1), totalItems: 2 });
    expect(ids(next.activeItems)).toEqual(["ncrd2", "ncrd1"]);
    expect(next).toMatchObject({ numberOfNewItems: 0, allTotalItems: 2, trueTotalItems: 2 });
  });

  it("counts new items and stores the total when the first fetched id differs", () => {
    const next = liveBlogReducer(start(), { type: "FETCH_LATEST_COMPLETE", items: cards(7, 6, 5, 4, 3), totalItems: 7 });
    expect(next).toMatchObject({ numberOfNewItems: 2, allTotalItems: 7, trueTotalItems: 5, latestDate: card(7).publishedAt });
    expect(ids(next.activeItems)).toEqual(["ncrd5", "ncrd4", "ncrd3"]);
    expect(ids(next.latestItems)).toEqual(["ncrd7", "ncrd6", "ncrd5", "ncrd4", "ncrd3"]);
  });

  it("changes nothing when the first fetched id is the first active one", () => {
    const before = start();
    const next = liveBlogReducer(before, { type: "FETCH_LATEST_COMPLETE", items: cards(5, 4, 3), totalItems: 5 });
    expect(next.numberOfNewItems).toBe(0);
    expect(next.latestItems).toBe(before.latestItems);
  });

  it("keeps the latest list when a poll brings the same list again", () => {
    const once = liveBlogReducer(start(), { type: "FETCH_LATEST_COMPLETE", items: cards(6, 5, 4), totalItems: 6 });
    const twice = liveBlogReducer(once, { type: "FETCH_LATEST_COMPLETE", items: cards(6, 5, 4), totalItems: 6 });
    expect(twice.latestItems).toBe(once.latestItems);
    expect(twice.numberOfNewItems).toBe(1);
  });

  it("updates the active cards: new ones on top, marked new, count reset, true total set", () => {
    const fetched = liveBlogReducer(start(), { type: "FETCH_LATEST_COMPLETE", items: cards(7, 6, 5, 4), totalItems: 7 });
    const next = liveBlogReducer(fetched, { type: "UPDATE_ACTIVE_CARDS" });
    expect(ids(next.activeItems)).toEqual(["ncrd7", "ncrd6", "ncrd5", "ncrd4", "ncrd3"]);
    expect(next.activeItems.map((item) => item.newActiveItem ?? false)).toEqual([true, true, false, false, false]);
    expect(next).toMatchObject({ numberOfNewItems: 0, trueTotalItems: 7 });
  });

  it("never duplicates a post over several polls and updates", () => {
    let state = start();
    for (const latest of [cards(6, 5, 4), cards(6, 5, 4), cards(7, 6, 5), cards(7, 6, 5)]) {
      state = liveBlogReducer(state, { type: "FETCH_LATEST_COMPLETE", items: latest, totalItems: 5 + latest.filter((c) => Number(c.id.slice(4)) > 5).length });
      state = liveBlogReducer(state, { type: "UPDATE_ACTIVE_CARDS" });
    }
    expect(ids(state.activeItems)).toEqual(["ncrd7", "ncrd6", "ncrd5", "ncrd4", "ncrd3"]);
  });

  it("loads more: pending, then appended (without duplicates) with the new pagination", () => {
    const pending = liveBlogReducer({ ...start(), error: true }, { type: "LOAD_MORE_PENDING" });
    expect(pending).toMatchObject({ loadingMoreCards: true, error: false });
    const pagination = { page: 2, size: 3, totalPages: 2, totalItems: 5 };
    const next = liveBlogReducer(pending, { type: "LOAD_MORE_COMPLETE", items: cards(3, 2, 1), pagination });
    expect(ids(next.activeItems)).toEqual(["ncrd5", "ncrd4", "ncrd3", "ncrd2", "ncrd1"]);
    expect(next).toMatchObject({ loadingMoreCards: false, pagination });
  });

  it("appends at most 10 posts per load-more", () => {
    const more = Array.from({ length: 11 }, (_, i) => card(2 - i - 10));
    const next = liveBlogReducer(start(), { type: "LOAD_MORE_COMPLETE", items: [card(3), ...more], pagination: page(20) });
    expect(next.activeItems).toHaveLength(3 + 10);
    expect(next.activeItems.at(-1)?.id).toBe(more[9]?.id);
  });

  it("sets the error on a failed load-more", () => {
    const next = liveBlogReducer(liveBlogReducer(start(), { type: "LOAD_MORE_PENDING" }), { type: "LOAD_MORE_FAILED" });
    expect(next).toMatchObject({ loadingMoreCards: false, error: true });
  });

  it.each([
    [cards(5, 4, 3), 5, true],
    [cards(5, 4, 3, 2, 1), 5, false],
  ])("has more cards with %# active of a total of %i: %s", (active, total, more) => {
    expect(hasMoreCards(initialLiveBlogState(active, page(total)))).toBe(more);
  });
});

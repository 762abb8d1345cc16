import { clearPendingCheckout, loadPendingCheckout, parsePendingCheckout, PENDING_CHECKOUT_KEY, savePendingCheckout } from "./pending-checkout";

const NOW = 10_000_000;
const stored = (value: Record<string, unknown>) => JSON.stringify({ articleId: "rcna1", offerId: "OF-news-digital", termId: "TM-news-monthly", createdAt: NOW - 1000, ...value });

describe("parsePendingCheckout (TTL 30 minutes)", () => {
  it.each([
    ["a fresh one for this story", stored({}), true],
    ["29 minutes old", stored({ createdAt: NOW - 29 * 60_000 }), true],
    ["just past 30 minutes", stored({ createdAt: NOW - 30 * 60_000 - 1 }), false],
    ["from the future", stored({ createdAt: NOW + 1 }), false],
    ["another story's", stored({ articleId: "rcna2" }), false],
    ["an odd offer id", stored({ offerId: "<script>" }), false],
    ["a missing term", stored({ termId: undefined }), false],
    ["not JSON", "{", false],
    ["nothing", null, false],
  ])("%s", (_name, raw, kept) => {
    const parsed = parsePendingCheckout(raw, "rcna1", NOW);
    expect(parsed !== null).toBe(kept);
  });
});

describe("storage", () => {
  it("saves, loads and clears in sessionStorage", () => {
    const pending = { articleId: "rcna1", offerId: "OF-1", termId: "TM-1", createdAt: NOW };
    savePendingCheckout(pending);
    expect(window.sessionStorage.getItem(PENDING_CHECKOUT_KEY)).not.toBeNull();
    expect(loadPendingCheckout("rcna1", NOW + 1000)).toEqual(pending);
    clearPendingCheckout();
    expect(loadPendingCheckout("rcna1", NOW + 1000)).toBeNull();
  });

  it("survives a storage that throws", () => {
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("full"); }, removeItem: () => { throw new Error("denied"); } };
    expect(() => savePendingCheckout({ articleId: "a", offerId: "b", termId: "c", createdAt: 1 }, broken)).not.toThrow();
    expect(loadPendingCheckout("a", 2, broken)).toBeNull();
    expect(() => clearPendingCheckout(broken)).not.toThrow();
  });
});

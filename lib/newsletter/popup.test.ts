import { POPUP_SNOOZE_MS, scrollRatio, shouldShowPopup } from "./popup";

const now = 1_800_000_000_000;

describe("shouldShowPopup", () => {
  it.each([
    ["before half the page", { scrollRatio: 0.49, dismissedAt: null, now }, false],
    ["at half the page", { scrollRatio: 0.5, dismissedAt: null, now }, true],
    ["closed yesterday", { scrollRatio: 0.9, dismissedAt: now - 24 * 3600 * 1000, now }, false],
    ["closed just under 30 days ago", { scrollRatio: 0.9, dismissedAt: now - POPUP_SNOOZE_MS + 1, now }, false],
    ["closed 30 days ago", { scrollRatio: 0.9, dismissedAt: now - POPUP_SNOOZE_MS, now }, true],
  ])("%s -> %s", (_, input, expected) => {
    expect(shouldShowPopup(input)).toBe(expected);
  });
});

describe("scrollRatio", () => {
  it.each([
    [{ scrollY: 0, viewportHeight: 800, documentHeight: 2800 }, 0],
    [{ scrollY: 1000, viewportHeight: 800, documentHeight: 2800 }, 0.5],
    [{ scrollY: 5000, viewportHeight: 800, documentHeight: 2800 }, 1],
    [{ scrollY: 0, viewportHeight: 800, documentHeight: 600 }, 1],
  ])("%j -> %s", (input, expected) => {
    expect(scrollRatio(input)).toBe(expected);
  });
});

/** @jest-environment node */
import { clampSlideIndex, keyStep, nextSlideIndex, parseSlideHash, previousSlideIndex, slideId, swipeStep, SWIPE_THRESHOLD_PX } from "./slide-index";

describe("slide index", () => {
  it.each([
    [-3, 12, 0],
    [0, 12, 0],
    [5, 12, 5],
    [11, 12, 11],
    [12, 12, 11],
    [40, 12, 11],
    [3, 1, 0],
    [3, 0, 0],
  ])("clampSlideIndex(%p, %p) is %p", (index, count, expected) => {
    expect(clampSlideIndex(index, count)).toBe(expected);
  });

  it.each([
    [0, 12, 1, 0],
    [5, 12, 6, 4],
    [11, 12, 11, 10],
    [0, 1, 0, 0],
  ])("from %p of %p: next %p, previous %p", (index, count, next, previous) => {
    expect(nextSlideIndex(index, count)).toBe(next);
    expect(previousSlideIndex(index, count)).toBe(previous);
  });

  it.each([
    [0, "slide-1"],
    [11, "slide-12"],
  ])("slideId(%p) is %p", (index, id) => {
    expect(slideId(index)).toBe(id);
  });
});

describe("parseSlideHash", () => {
  it.each([
    ["#slide-1", 12, 0],
    ["#slide-5", 12, 4],
    ["#slide-12", 12, 11],
    ["#slide-13", 12, null],
    ["#slide-0", 12, null],
    ["#slide-01", 12, null],
    ["#slide--1", 12, null],
    ["#slide-2x", 12, null],
    ["#slide-", 12, null],
    ["slide-2", 12, null],
    ["#photo-2", 12, null],
    ["", 12, null],
    ["#slide-9999999999", 12, null],
  ])("%p with %p slides is %p", (hash, count, expected) => {
    expect(parseSlideHash(hash, count)).toBe(expected);
  });
});

describe("swipeStep", () => {
  it.each([
    [-SWIPE_THRESHOLD_PX, 0, 1],
    [-120, 30, 1],
    [SWIPE_THRESHOLD_PX, 0, -1],
    [90, -20, -1],
    [-(SWIPE_THRESHOLD_PX - 1), 0, 0],
    [30, 0, 0],
    [-80, 120, 0],
    [80, 80, 0],
    [0, 0, 0],
  ])("dx %p, dy %p → %p", (dx, dy, expected) => {
    expect(swipeStep(dx, dy)).toBe(expected);
  });
});

describe("keyStep", () => {
  it.each([
    ["ArrowRight", 1],
    ["ArrowLeft", -1],
    ["ArrowUp", 0],
    ["Enter", 0],
  ])("%p → %p", (key, expected) => {
    expect(keyStep(key)).toBe(expected);
  });
});

import { frontSubpath, isValidFrontSubpath } from "./front-path";

describe("isValidFrontSubpath", () => {
  it.each([
    ["politics", true],
    ["politics/congress", true],
    ["news_2024-elections/Results9", true],
    ["bad$path", false],
    ["bad path", false],
    ["café", false],
    ["a.b", false],
    ["..", false],
    ["a%2Fb", false],
    ["a//b", false],
    ["", false],
  ])("%j -> %s", (subpath, valid) => {
    expect(isValidFrontSubpath(subpath)).toBe(valid);
  });
});

describe("frontSubpath", () => {
  it.each([
    [[], ""],
    [["politics"], "politics"],
    [["politics", "congress"], "politics/congress"],
    [["bad$path"], null],
    [["politics", ""], null],
  ])("%j -> %j", (segments, expected) => {
    expect(frontSubpath(segments)).toBe(expected);
  });
});

import { isServablePath, MAX_SEGMENT_BYTES } from "./servable-path.mjs";

describe("isServablePath", () => {
  test.each([
    ["/", true],
    ["/politics/analysis-a-bipartisan-group-of-lawmakers-unveils-a-plan-rcna100000", true],
    ["/noticias/%C2%BFqu%C3%A9-pas%C3%B3-rcna1", true],
    [`/${"a".repeat(MAX_SEGMENT_BYTES)}`, true],
    [`/${"a".repeat(MAX_SEGMENT_BYTES + 1)}`, false],
    // 67 × "é" (2 bytes each) = 134 bytes: fine; 101 × = 202 bytes: over.
    [`/${"%C3%A9".repeat(67)}`, true],
    [`/${"%C3%A9".repeat(101)}`, false],
    // MAX_PATH_BYTES (1024): six 180-byte segments and their slashes are 1086 bytes, five are 905.
    [`/${Array.from({ length: 6 }, () => "a".repeat(180)).join("/")}`, false],
    [`/${Array.from({ length: 5 }, () => "a".repeat(180)).join("/")}`, true],
    ["/news/%00", false],
    ["/news/a%0Ab", false],
    ["/news/%7F", false],
    ["/%zz", false],
    ["/news/%c0%af", false],
  ])("%s → %s", (path, expected) => {
    expect(isServablePath(path)).toBe(expected);
  });
});

import { errorPageStatus, isErrorPagePath } from "./error-page.mjs";

describe("errorPageStatus", () => {
  test.each([
    ["404 s3cret", "s3cret", 404],
    ["403 s3cret", "s3cret", 403],
    ["500 s3cret", "s3cret", 500],
    ["200 s3cret", "s3cret", null],
    ["404 guess", "s3cret", null],
    ["404 s3cret extra", "s3cret", null],
    ["404", "s3cret", null],
    [undefined, "s3cret", null],
    ["404 ", "", null],
    ["404 undefined", undefined, null],
  ])("%j signed with %j asks for %j", (header, secret, status) => {
    expect(errorPageStatus(header, secret)).toBe(status);
  });
});

describe("isErrorPagePath", () => {
  test.each([
    ["/~error/404", true],
    ["/%7Eerror/404", true],
    ["/%7eerror", true],
    ["/news/~error/404", false],
    ["/error/404", false],
    ["/%zz", false],
  ])("%s: %s", (path, expected) => {
    expect(isErrorPagePath(path)).toBe(expected);
  });
});

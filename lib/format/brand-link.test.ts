import { splitAtBrandLink } from "./brand-link";

describe("splitAtBrandLink", () => {
  it.each([
    ["Get the latest from <link>{brand}</link>.", ["Get the latest from ", "."]],
    ["Access to <link>{brand}</link> is down.", ["Access to ", " is down."]],
    ["No link here", ["No link here", ""]],
  ])("%j", (body, parts) => {
    expect(splitAtBrandLink(body)).toEqual(parts);
  });
});

import { displayNameOf } from "./display-names";
import { VERTICALS, VERTICAL_SLUGS } from "./verticals";

describe("displayNameOf", () => {
  it.each(VERTICAL_SLUGS)("names %s as the brand table does", (slug) => {
    expect(displayNameOf(slug)).toBe(VERTICALS[slug].displayName);
  });

  it.each([undefined, "", "nope", "__proto__", "toString"])("falls back to NBC News for %j", (slug) => {
    expect(displayNameOf(slug)).toBe("NBC News");
  });
});

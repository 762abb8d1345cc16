import { createTranslator } from "next-intl";
import { BRAND_LINK_KEPT, splitAtBrandLink } from "./brand-link";

describe("splitAtBrandLink", () => {
  it.each([
    ["Get the latest from <link>{brand}</link>.", ["Get the latest from ", "."]],
    ["Access to <link>{brand}</link> is down.", ["Access to ", " is down."]],
    ["No link here", ["No link here", ""]],
  ])("%j", (body, parts) => {
    expect(splitAtBrandLink(body)).toEqual(parts);
  });
});

describe("BRAND_LINK_KEPT", () => {
  it("formats an error text back to the text as written", () => {
    const body = "Get the latest from <link>{brand}</link>.";
    const t = createTranslator({ locale: "en", messages: { errors: { body } } });
    expect(splitAtBrandLink(t.markup("errors.body", BRAND_LINK_KEPT))).toEqual(["Get the latest from ", "."]);
  });
});

import { newsletterForPath, parseNewsletterPackage, type NewsletterPackage } from "./signup";

const valid = { title: "NBC News Daily", description: "Every morning", includedTaxonomyPaths: ["news"], key: "sub_news", signupSource: "news-front" };

describe("parseNewsletterPackage", () => {
  it.each([
    ["all required fields", valid, valid],
    ["no title", { ...valid, title: "" }, null],
    ["no description", { ...valid, description: undefined }, null],
    ["no included paths", { ...valid, includedTaxonomyPaths: [] }, null],
    ["no key", { ...valid, key: "" }, null],
    ["no signup source", { ...valid, signupSource: undefined }, null],
    ["no metadata", undefined, null],
  ])("%s", (_, metadata, expected) => {
    expect(parseNewsletterPackage(metadata)).toEqual(expected);
  });
});

describe("newsletterForPath", () => {
  const news = { ...valid };
  const politics = { ...valid, key: "sub_politics", includedTaxonomyPaths: ["news/politics"] };
  const noOpinion = { ...valid, key: "sub_all", includedTaxonomyPaths: ["news"], excludedTaxonomyPaths: ["news/opinion"] };
  const list: NewsletterPackage[] = [news, politics];
  it.each([
    ["news/politics/congress", list, "sub_politics"],
    ["news/politics", list, "sub_politics"],
    ["news/world", list, "sub_news"],
    ["newsroom", list, null],
    ["today/food", list, null],
    ["news/opinion", [noOpinion], null],
  ])("%s -> %s", (path, newsletters, key) => {
    expect(newsletterForPath(newsletters, path)?.key ?? null).toBe(key);
  });
});

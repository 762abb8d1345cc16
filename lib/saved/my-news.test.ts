import { VERTICALS, VERTICAL_SLUGS } from "@/lib/verticals/verticals";
import { myNewsEnabled } from "./my-news";

describe("myNewsEnabled (spec 1 §6: bedrock accounts only)", () => {
  test("today and news (bedrock), no other brand", () => {
    expect(VERTICAL_SLUGS.filter((slug) => myNewsEnabled(VERTICALS[slug]))).toEqual(["news", "today"]);
  });

  test("news without its subscriptions flag is forgerock-type, so no my-news", () => {
    expect(myNewsEnabled({ ...VERTICALS.news, flags: { ...VERTICALS.news.flags, subscriptions: false } })).toBe(false);
  });
});

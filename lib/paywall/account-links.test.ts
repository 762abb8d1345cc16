import { VERTICALS } from "@/lib/verticals/verticals";
import { extendedAccountLinks, subscriptionLink } from "./account-links";

describe("account links per brand (spec 2 §6)", () => {
  it.each([
    ["news", ["dashboard", "subscription"], "/account/subscription"],
    ["today", ["dashboard"], null],
    ["msnbc", [], null],
    ["noticias", [], null],
  ] as const)("%s", (vertical, links, subscription) => {
    expect(extendedAccountLinks(VERTICALS[vertical])).toEqual(links);
    expect(subscriptionLink(VERTICALS[vertical])).toBe(subscription);
  });
});

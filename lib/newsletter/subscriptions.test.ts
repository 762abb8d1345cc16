import {
  ACCOUNT_NEWSLETTERS,
  NEWSLETTER_IDS,
  newsletterLoad,
  subscribeToAll,
  toggleSubscription,
  unsubscribeFromAll,
} from "./subscriptions";

describe("account newsletters (spec 2 §3)", () => {
  it("has the eight newsletters with the spec's titles", () => {
    expect(ACCOUNT_NEWSLETTERS.map((n) => [n.newsletterId, n.title])).toEqual([
      ["sub_today", "This is TODAY"],
      ["sub_food", "TODAY Food"],
      ["sub_starttodaywellness", "Start TODAY"],
      ["sub_ontheshow", "TODAY On the Show"],
      ["sub_parenting", "TODAY Parents"],
      ["sub_stuffwelove", "Stuff We Love"],
      ["sub_bookclub", "Read with Jenna"],
      ["sub_todayupdates", "Today updates"],
    ]);
  });
});

describe("newsletter subscriptions (spec 2 §4)", () => {
  it("toggle of a subscribed newsletter removes it and clears hasSubscribedToAll", () => {
    expect(toggleSubscription({ newsletterSubscriptions: ["sub_today", "sub_food"], hasSubscribedToAll: true }, "sub_today")).toEqual({
      subscriptions: { sub_today: false },
      next: { newsletterSubscriptions: ["sub_food"], hasSubscribedToAll: false },
    });
  });

  it("toggle of another newsletter adds it", () => {
    expect(toggleSubscription({ newsletterSubscriptions: ["sub_food"], hasSubscribedToAll: false }, "sub_today")).toEqual({
      subscriptions: { sub_today: true },
      next: { newsletterSubscriptions: ["sub_food", "sub_today"], hasSubscribedToAll: false },
    });
  });

  it("subscribe-all adds every newsletter and sets hasSubscribedToAll", () => {
    const change = subscribeToAll({ newsletterSubscriptions: ["sub_food"], hasSubscribedToAll: false });
    expect(change).toEqual({
      subscriptions: Object.fromEntries(NEWSLETTER_IDS.map((id) => [id, true])),
      next: { newsletterSubscriptions: ["sub_food", ...NEWSLETTER_IDS.filter((id) => id !== "sub_food")], hasSubscribedToAll: true },
    });
  });

  it("subscribe-all is skipped when the user has every newsletter, and only sets hasSubscribedToAll", () => {
    expect(subscribeToAll({ newsletterSubscriptions: [...NEWSLETTER_IDS], hasSubscribedToAll: false })).toEqual({
      skipped: { newsletterSubscriptions: [...NEWSLETTER_IDS], hasSubscribedToAll: true },
    });
  });

  it("unsubscribe-all removes every subscription", () => {
    expect(unsubscribeFromAll({ newsletterSubscriptions: ["sub_food", "sub_today"], hasSubscribedToAll: true })).toEqual({
      subscriptions: { sub_food: false, sub_today: false },
      next: { newsletterSubscriptions: [], hasSubscribedToAll: false },
    });
  });

  it("unsubscribe-all is skipped when the list is empty", () => {
    expect(unsubscribeFromAll({ newsletterSubscriptions: [], hasSubscribedToAll: false })).toBeNull();
  });

  it.each([
    ["pending", { loading: true, loaded: false, error: false }],
    ["success", { loading: false, loaded: true, error: false }],
    ["error", { loading: false, loaded: true, error: true }],
  ] as const)("content load %s", (event, state) => {
    expect(newsletterLoad({ loading: false, loaded: false, error: false }, event)).toEqual(state);
  });
});

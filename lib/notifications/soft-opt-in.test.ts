import {
  EMPTY_RECORD,
  isExcludedRoute,
  parseRecord,
  recordEvent,
  scheduleSoftOptIn,
  shouldAsk,
  softOptInApplies,
  SOFT_OPT_IN_DELAY_MS,
  SOFT_OPT_IN_MAX_ASKS,
  SOFT_OPT_IN_REPEAT_AT_OPT_OUTS,
  SOFT_OPT_IN_REPEAT_MS,
  softOptInScope,
  type SoftOptInRecord,
} from "./soft-opt-in";
import { VERTICALS } from "@/lib/verticals/verticals";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 12);
const record = (changes: Partial<SoftOptInRecord>): SoftOptInRecord => ({ ...EMPTY_RECORD, ...changes });

describe("the spec's numbers (spec 1 §9)", () => {
  test("delay 8000 ms, at most 4 asks, repeat every 2 weeks at opt-out counts 1, 2 and 3", () => {
    expect(SOFT_OPT_IN_DELAY_MS).toBe(8000);
    expect(SOFT_OPT_IN_MAX_ASKS).toBe(4);
    expect(SOFT_OPT_IN_REPEAT_MS).toBe(14 * DAY);
    expect(SOFT_OPT_IN_REPEAT_AT_OPT_OUTS).toEqual([1, 2, 3]);
  });
});

describe("where the prompt may appear", () => {
  test.each([
    ["msnbc", "/", true],
    ["msnbc", "/opinion/some-column-rcna1", true],
    ["today", "/shop", true],
    ["today", "/shop/kitchen", true],
    ["today", "/shopping", false],
    ["today", "/", false],
    ["news", "/", false],
    ["news", "/shop", false],
    ["noticias", "/", false],
    ["msnbc", "/embedded-video/mmvo1", false],
    ["msnbc", "/embedded-pkg/pkg-1", false],
    ["msnbc", "/embedded-newsletter/sub_today", false],
    ["msnbc", "/playmaker/mmvo1", false],
    ["today", "/shop/embedded-pkg/x", false],
  ] as const)("%s %s → %s", (vertical, path, applies) => {
    expect(softOptInApplies(VERTICALS[vertical].flags.webNotificationSoftOptIn, path)).toBe(applies);
  });

  test("the scope is the brand's flag, none when the view turned features off (featureFlag=false)", () => {
    expect(softOptInScope(VERTICALS.msnbc, { featureFlagsEnabled: true })).toBe("/");
    expect(softOptInScope(VERTICALS.today, { featureFlagsEnabled: true })).toBe("/shop");
    expect(softOptInScope(VERTICALS.news, { featureFlagsEnabled: true })).toBeNull();
    expect(softOptInScope(VERTICALS.msnbc, { featureFlagsEnabled: false })).toBeNull();
  });

  test("embedded routes are excluded by any path segment", () => {
    expect(isExcludedRoute("/a/playmaker")).toBe(true);
    expect(isExcludedRoute("/playmakers")).toBe(false);
  });
});

describe("whether to ask", () => {
  test.each<[string, Partial<SoftOptInRecord>, number, boolean]>([
    ["never asked", {}, NOW, true],
    ["asked once, never answered", { asks: 1 }, NOW, true],
    ["opted in", { asks: 1, optedIn: true }, NOW, false],
    ["1 opt-out, 13 days ago", { asks: 1, optOuts: 1, lastOptOutAt: NOW - 13 * DAY }, NOW, false],
    ["1 opt-out, a millisecond short of 2 weeks", { asks: 1, optOuts: 1, lastOptOutAt: NOW - 14 * DAY + 1 }, NOW, false],
    ["1 opt-out, exactly 2 weeks ago", { asks: 1, optOuts: 1, lastOptOutAt: NOW - 14 * DAY }, NOW, true],
    ["2 opt-outs, 3 weeks ago", { asks: 2, optOuts: 2, lastOptOutAt: NOW - 21 * DAY }, NOW, true],
    ["3 opt-outs, 2 weeks ago", { asks: 3, optOuts: 3, lastOptOutAt: NOW - 14 * DAY }, NOW, true],
    ["3 opt-outs, 1 week ago", { asks: 3, optOuts: 3, lastOptOutAt: NOW - 7 * DAY }, NOW, false],
    ["4 opt-outs: no more", { asks: 4, optOuts: 4, lastOptOutAt: NOW - 100 * DAY }, NOW, false],
    ["4 asks: no more, even unanswered", { asks: 4, optOuts: 0 }, NOW, false],
    ["3 asks, 2 opt-outs, 2 weeks ago", { asks: 3, optOuts: 2, lastOptOutAt: NOW - 14 * DAY }, NOW, true],
  ])("%s → %s", (_name, changes, now, ask) => {
    expect(shouldAsk(record(changes), now, "default")).toBe(ask);
  });

  test.each(["granted", "denied", "unsupported"] as const)("never when the browser's permission is %s", (permission) => {
    expect(shouldAsk(EMPTY_RECORD, NOW, permission)).toBe(false);
  });

  test("a reader who always says not now is asked 4 times in all, 2 weeks apart", () => {
    let state = EMPTY_RECORD;
    let now = NOW;
    const asks: number[] = [];
    for (let day = 0; day < 200; day++, now += DAY) {
      if (!shouldAsk(state, now, "default")) continue;
      asks.push(day);
      state = recordEvent(recordEvent(state, { type: "asked" }), { type: "optedOut", at: now });
    }
    expect(asks).toEqual([0, 14, 28, 42]);
    expect(state).toMatchObject({ asks: 4, optOuts: 4 });
  });
});

describe("the stored record", () => {
  test.each([
    [null, EMPTY_RECORD],
    ["not json", EMPTY_RECORD],
    ['{"asks":-1,"optOuts":"2","lastOptOutAt":"x"}', EMPTY_RECORD],
    ['{"asks":2,"optOuts":1,"lastOptOutAt":5,"optedIn":true}', { asks: 2, optOuts: 1, lastOptOutAt: 5, optedIn: true }],
  ])("%s", (stored, parsed) => {
    expect(parseRecord(stored)).toEqual(parsed);
  });
});

describe("scheduling (fake timers)", () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  test("shows after 8000 ms, not a millisecond before", () => {
    const show = jest.fn();
    scheduleSoftOptIn({ read: () => EMPTY_RECORD, permission: () => "default", now: Date.now, show });
    jest.advanceTimersByTime(7999);
    expect(show).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  test("counts the 8000 ms from the page load, not from when its code arrived", () => {
    const show = jest.fn();
    scheduleSoftOptIn({ read: () => EMPTY_RECORD, permission: () => "default", now: Date.now, show, sincePageLoad: () => 3000 });
    jest.advanceTimersByTime(4999);
    expect(show).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  test("code that arrives after 8 s shows at once", () => {
    const show = jest.fn();
    scheduleSoftOptIn({ read: () => EMPTY_RECORD, permission: () => "default", now: Date.now, show, sincePageLoad: () => 9000 });
    jest.advanceTimersByTime(0);
    expect(show).toHaveBeenCalledTimes(1);
  });

  test("does not schedule when the rule says no", () => {
    const show = jest.fn();
    scheduleSoftOptIn({ read: () => record({ asks: 1, optOuts: 1, lastOptOutAt: NOW - DAY }), permission: () => "default", now: Date.now, show });
    jest.advanceTimersByTime(60_000);
    expect(show).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  test("asks again 2 weeks after an opt-out, on a page loaded then", () => {
    const show = jest.fn();
    const optedOut = record({ asks: 1, optOuts: 1, lastOptOutAt: NOW });
    const schedule = () => scheduleSoftOptIn({ read: () => optedOut, permission: () => "default", now: Date.now, show });
    schedule();
    jest.advanceTimersByTime(SOFT_OPT_IN_REPEAT_MS - 1);
    schedule();
    jest.advanceTimersByTime(SOFT_OPT_IN_DELAY_MS);
    expect(show).not.toHaveBeenCalled();
    jest.setSystemTime(NOW + SOFT_OPT_IN_REPEAT_MS);
    schedule();
    jest.advanceTimersByTime(SOFT_OPT_IN_DELAY_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });

  test("cancelled (the page went away): never shows", () => {
    const show = jest.fn();
    const cancel = scheduleSoftOptIn({ read: () => EMPTY_RECORD, permission: () => "default", now: Date.now, show });
    jest.advanceTimersByTime(4000);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(show).not.toHaveBeenCalled();
  });

  test("rechecks when the timer fires: answered in another tab meanwhile", () => {
    const show = jest.fn();
    let stored = EMPTY_RECORD;
    scheduleSoftOptIn({ read: () => stored, permission: () => "default", now: Date.now, show });
    stored = record({ optedIn: true });
    jest.advanceTimersByTime(SOFT_OPT_IN_DELAY_MS);
    expect(show).not.toHaveBeenCalled();
  });
});

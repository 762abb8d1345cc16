import { AttemptLimiter, ATTEMPT_LIMITS, attemptCounts, type Attempt, type AttemptKind, type AttemptOutcome, type Reservation } from "./rate-limit";

const MINUTE = 60_000;
const ann = { email: "ann@example.com", address: "203.0.113.7" };

/** Takes a slot and keeps it (the attempt counts). */
function record(limiter: AttemptLimiter, kind: AttemptKind, attempt: Attempt) {
  expect(limiter.reserve(kind, attempt).granted).toBe(true);
}

function release(reservation: Reservation) {
  if (!reservation.granted) throw new Error("the attempt was refused");
  reservation.release();
}

function limiterAt(start = 0) {
  const clock = { now: start };
  return { clock, limiter: new AttemptLimiter(ATTEMPT_LIMITS, () => clock.now) };
}

describe("ATTEMPT_LIMITS", () => {
  test.each<[AttemptKind, number, number]>([
    ["signIn", 5, 100],
    ["codeRequest", 5, 100],
    ["codeVerify", 10, 100],
  ])("%s: %i per account and %i per address in 15 minutes", (kind, account, address) => {
    expect(ATTEMPT_LIMITS[kind]).toEqual({ account: { max: account, windowMs: 15 * MINUTE }, address: { max: address, windowMs: 15 * MINUTE } });
  });
});

describe("AttemptLimiter", () => {
  test.each<[AttemptKind, number]>([
    ["signIn", 5],
    ["codeRequest", 5],
    ["codeVerify", 10],
  ])("%s: the attempt after the %i-th of an account waits for the window's end", (kind, max) => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < max; i++) {
      expect(limiter.retryAfterMs(kind, ann)).toBe(0);
      record(limiter, kind, ann);
      clock.now += MINUTE;
    }
    expect(limiter.retryAfterMs(kind, ann)).toBe(15 * MINUTE - max * MINUTE);
    // Another address, same account: still refused (the account is what is guessed).
    expect(limiter.retryAfterMs(kind, { ...ann, address: "198.51.100.1" })).toBeGreaterThan(0);
    // Another account, same address: allowed.
    expect(limiter.retryAfterMs(kind, { ...ann, email: "bob@example.com" })).toBe(0);
    clock.now = 15 * MINUTE;
    expect(limiter.retryAfterMs(kind, ann)).toBe(0);
  });

  test("the account is the email whatever its case and spaces", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i++) record(limiter, "signIn", { ...ann, email: i % 2 ? " ANN@example.com" : "ann@EXAMPLE.com " });
    expect(limiter.retryAfterMs("signIn", ann)).toBe(15 * MINUTE);
  });

  test("one address trying 100 accounts is stopped at the 101st", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 100; i++) {
      const attempt = { email: `reader${i}@example.com`, address: ann.address };
      expect(limiter.retryAfterMs("signIn", attempt)).toBe(0);
      record(limiter, "signIn", attempt);
    }
    expect(limiter.retryAfterMs("signIn", { email: "reader100@example.com", address: ann.address })).toBe(15 * MINUTE);
    expect(limiter.retryAfterMs("signIn", { email: "reader100@example.com", address: "198.51.100.1" })).toBe(0);
  });

  test("kinds are counted apart", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i++) record(limiter, "codeRequest", ann);
    expect(limiter.retryAfterMs("codeRequest", ann)).toBeGreaterThan(0);
    expect(limiter.retryAfterMs("signIn", ann)).toBe(0);
  });

  test("memory stays bounded: past the key cap the oldest window goes", () => {
    const clock = { now: 0 };
    const limiter = new AttemptLimiter(ATTEMPT_LIMITS, () => clock.now, 4);
    for (let i = 0; i < 5; i++) record(limiter, "signIn", ann);
    // Two more attempts make four new keys: ann's two windows are dropped.
    record(limiter, "signIn", { email: "b@example.com", address: "a1" });
    record(limiter, "signIn", { email: "c@example.com", address: "a2" });
    expect(limiter.retryAfterMs("signIn", ann)).toBe(0);
  });

  test("a slot is taken before the answer: the sixth parallel attempt is refused, a released slot is free again", () => {
    const { limiter } = limiterAt();
    const slots = Array.from({ length: 6 }, () => limiter.reserve("signIn", ann));
    expect(slots.map((slot) => slot.granted)).toEqual([true, true, true, true, true, false]);
    const [first] = slots as [Reservation];
    release(first);
    release(first);
    expect(limiter.reserve("signIn", ann).granted).toBe(true);
    expect(limiter.reserve("signIn", ann).granted).toBe(false);
  });

  test("a release after the window ended leaves the new window alone", () => {
    const { clock, limiter } = limiterAt();
    const old = limiter.reserve("signIn", ann);
    clock.now = 15 * MINUTE;
    for (let i = 0; i < 5; i++) record(limiter, "signIn", ann);
    release(old);
    expect(limiter.retryAfterMs("signIn", ann)).toBe(15 * MINUTE);
  });

  test("an IPv6 reader is counted by the /64: rotating through its addresses does not help", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 100; i++) record(limiter, "signIn", { email: `reader${i}@example.com`, address: `2001:db8:1:2::${i.toString(16)}` });
    expect(limiter.retryAfterMs("signIn", { email: "x@example.com", address: "2001:db8:1:2:ffff:ffff:ffff:ffff" })).toBeGreaterThan(0);
    expect(limiter.retryAfterMs("signIn", { email: "x@example.com", address: "2001:db8:1:3::1" })).toBe(0);
  });
});

describe("attemptCounts", () => {
  test.each<[AttemptKind, AttemptOutcome, boolean]>([
    ["signIn", "refused", true],
    ["signIn", "success", false],
    ["signIn", "failed", false],
    ["codeVerify", "refused", true],
    ["codeVerify", "success", false],
    ["codeVerify", "failed", false],
    ["codeRequest", "success", true],
    ["codeRequest", "refused", true],
    ["codeRequest", "failed", false],
  ])("%s %s: stays counted %s", (kind, outcome, counts) => {
    expect(attemptCounts(kind, outcome)).toBe(counts);
  });
});

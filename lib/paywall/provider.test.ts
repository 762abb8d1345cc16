import { nextFrame, toProviderEvent, waitUntilReady } from "./provider";

/** Timers driven by hand: each pending callback with its due time. */
function fakeTimers() {
  let now = 0;
  const queue: { at: number; fn: () => void }[] = [];
  return {
    timers: { setTimeout: (fn: () => void, ms: number) => queue.push({ at: now + ms, fn }), clearTimeout: () => undefined, now: () => now },
    /** Runs callbacks due up to `ms` from now, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        queue.sort((a, b) => a.at - b.at);
        const next = queue[0];
        if (!next || next.at > end) break;
        queue.shift();
        now = next.at;
        next.fn();
      }
      now = end;
    },
  };
}

describe("waitUntilReady (readiness poll 150 ms, script timeout 5000 ms)", () => {
  it.each([
    ["ready at once: one check", 0, 1],
    ["ready after 400 ms: checks at 0, 150, 300, 450", 400, 4],
    ["ready after 4900 ms: checks every 150 ms", 4900, 34],
  ])("%s", async (_name, readyAt, checks) => {
    const clock = fakeTimers();
    let count = 0;
    const done = waitUntilReady(
      () => {
        count++;
        return clock.timers.now() >= readyAt ? "ready" : "waiting";
      },
      { timers: clock.timers },
    );
    clock.advance(6000);
    await expect(done).resolves.toBeUndefined();
    expect(count).toBe(checks);
  });

  it("gives up after 5000 ms", async () => {
    const clock = fakeTimers();
    let count = 0;
    const done = waitUntilReady(() => (count++, "waiting"), { timers: clock.timers });
    clock.advance(6000);
    await expect(done).rejects.toThrow("not ready after 5000 ms");
    // 0, 150, …, 4950 waiting, then 5100 ≥ 5000: 35 checks.
    expect(count).toBe(35);
  });

  it("rejects when the runtime reports a failure", async () => {
    const clock = fakeTimers();
    const done = waitUntilReady(() => "failed", { timers: clock.timers });
    await expect(done).rejects.toThrow("failed");
  });
});

describe("toProviderEvent", () => {
  it.each([
    [{ type: "experienceExecute", extra: 1 }, { type: "experienceExecute" }],
    [{ type: "showTemplate", templateId: "OT" }, { type: "showTemplate", templateId: "OT" }],
    [{ type: "showOffer", offerId: "OF", termIds: ["A", 2] }, { type: "showOffer", offerId: "OF", termIds: ["A", ""] }],
    [{ type: "loginRequired", offerId: "OF", termId: "TM" }, { type: "loginRequired", offerId: "OF", termId: "TM" }],
    [{ type: "loginRequired", offerId: "OF" }, null],
    [{ type: "checkoutStart", offerId: "OF", termId: "TM" }, { type: "checkoutStart", offerId: "OF", termId: "TM" }],
    [{ type: "checkoutStateChange", state: "form" }, { type: "checkoutStateChange", state: "form" }],
    [{ type: "checkoutComplete", offerId: "OF", termId: "TM", subscriptionId: "SB" }, { type: "checkoutComplete", offerId: "OF", termId: "TM", subscriptionId: "SB" }],
    [{ type: "checkoutClose" }, { type: "checkoutClose" }],
    [{ type: "somethingElse" }, null],
    ["text", null],
    [null, null],
  ])("%j", (raw, expected) => {
    expect(toProviderEvent(raw)).toEqual(expected);
  });
});

describe("nextFrame (fallback frame 66 ms)", () => {
  it.each([
    ["requestAnimationFrame when visible", true, false, "raf", undefined],
    ["a 66 ms timeout without requestAnimationFrame", false, false, "timeout", 66],
    ["a 66 ms timeout in a hidden tab", true, true, "timeout", 66],
  ])("%s", (_name, hasRaf, hidden, used, ms) => {
    const calls: [string, number | undefined][] = [];
    nextFrame(() => undefined, {
      requestAnimationFrame: hasRaf ? () => calls.push(["raf", undefined]) : undefined,
      hidden,
      setTimeout: (_cb, wait) => calls.push(["timeout", wait]),
    });
    expect(calls).toEqual([[used, ms]]);
  });
});

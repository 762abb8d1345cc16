import { gateTransition, inCheckoutFlow, initialGateState, reloadThrottled, type GateEvent, type GateState } from "./gate-state";

const pending = { articleId: "rcna1", offerId: "OF-news-digital", termId: "TM-news-annual", createdAt: 1_000 };
const base = initialGateState("rcna1");
const at = (phase: GateState["phase"], extra: Partial<GateState> = {}): GateState => ({ ...base, phase, ...extra });

describe("reloadThrottled (gate reload throttle 1000 ms)", () => {
  it.each([
    [null, 5_000, false],
    [5_000, 5_000, true],
    [5_000, 5_999, true],
    [5_000, 6_000, false],
    [5_000, 9_000, false],
  ])("last %p, now %i: %p", (last, now, throttled) => {
    expect(reloadThrottled(last, now)).toBe(throttled);
  });
});

describe("inCheckoutFlow: no pop-up while the reader signs in for a checkout, waits for it, or fills it", () => {
  it.each<[GateState["phase"], boolean]>([
    ["idle", false],
    ["checking", false],
    ["loadingOffer", false],
    ["offer", false],
    ["awaitingSignIn", true],
    ["resuming", true],
    ["checkout", true],
    ["unlocked", false],
    ["error", false],
  ])("%s: %p", (phase, inFlow) => {
    expect(inCheckoutFlow(phase)).toBe(inFlow);
  });
});

describe("gateTransition", () => {
  const cases: [string, GateState, GateEvent, Partial<GateState>, unknown[]][] = [
    ["first check asks the gated route", base, { type: "CHECK_ACCESS", now: 10_000 }, { phase: "checking", lastReloadAt: 10_000 }, [{ type: "fetchAccess" }]],
    [
      "a reload 400 ms after the last waits for the rest of the 1000 ms",
      at("offer", { lastReloadAt: 10_000 }),
      { type: "CHECK_ACCESS", now: 10_400 },
      { phase: "offer", reloadQueued: true },
      [{ type: "schedule", afterMs: 600, event: { type: "CHECK_ACCESS", now: 11_000 } }],
    ],
    ["a second reload inside the window is dropped", at("offer", { lastReloadAt: 10_000, reloadQueued: true }), { type: "CHECK_ACCESS", now: 10_500 }, { phase: "offer" }, []],
    ["a reload 1000 ms later runs", at("offer", { lastReloadAt: 10_000 }), { type: "CHECK_ACCESS", now: 11_000 }, { phase: "checking", lastReloadAt: 11_000 }, [{ type: "fetchAccess" }]],
    ["a forced reload ignores the throttle", at("error", { lastReloadAt: 10_000 }), { type: "CHECK_ACCESS", now: 10_100, force: true }, { phase: "checking", lastReloadAt: 10_100 }, [{ type: "fetchAccess" }]],
    ["granted: unlocked", at("checking"), { type: "ACCESS_GRANTED" }, { phase: "unlocked" }, []],
    ["granted with a pending checkout clears it", at("checking", { pending }), { type: "ACCESS_GRANTED" }, { phase: "unlocked", pending: null }, [{ type: "clearPending" }]],
    ["denied, signed out: load the provider", at("checking"), { type: "ACCESS_DENIED", signedIn: false }, { phase: "loadingOffer", signedIn: false }, [{ type: "loadProvider" }]],
    ["provider ready: the experience runs", at("loadingOffer", { signedIn: false }), { type: "PROVIDER_READY" }, { phase: "offer", providerReady: true }, [{ type: "executeExperience", signedIn: false }]],
    [
      "provider ready, signed in with a pending checkout (after a reload): the checkout starts",
      at("loadingOffer", { signedIn: true, pending }),
      { type: "PROVIDER_READY" },
      { phase: "checkout", pending: null, providerReady: true },
      [{ type: "executeExperience", signedIn: true }, { type: "startCheckout", offerId: pending.offerId, termId: pending.termId }, { type: "clearPending" }],
    ],
    ["denied while the checkout is open changes nothing visible", at("checkout", { signedIn: true }), { type: "ACCESS_DENIED", signedIn: true }, { phase: "checkout" }, []],
    ["provider failed while loading: error", at("loadingOffer"), { type: "PROVIDER_FAILED" }, { phase: "error" }, []],
    ["access failed while checking: error", at("checking"), { type: "ACCESS_FAILED" }, { phase: "error" }, []],
    [
      "login required while signed out: store the pending checkout, open the sign-in modal",
      at("offer", { signedIn: false }),
      { type: "PROVIDER_EVENT", event: { type: "loginRequired", offerId: pending.offerId, termId: pending.termId }, now: 1_000 },
      { phase: "awaitingSignIn", pending },
      [{ type: "savePending", pending }, { type: "openSignIn" }],
    ],
    [
      "authenticated: login success tracked, a forced access check, the checkout resumes 300 ms later",
      at("awaitingSignIn", { signedIn: false, pending, lastReloadAt: 1_900 }),
      { type: "AUTHENTICATED", now: 2_000 },
      { phase: "resuming", signedIn: true, pending, resume: "asking", lastReloadAt: 2_000, askName: true },
      [
        { type: "setProviderUser", signedIn: true },
        { type: "track", name: "loginSuccess" },
        { type: "fetchAccess" },
        { type: "schedule", afterMs: 300, event: { type: "RESUME_CHECKOUT" } },
      ],
    ],
    [
      "after sign-in the reader has access (subscriber, free read): unlocked, the modal hides, no checkout",
      at("resuming", { signedIn: true, pending, resume: "asking" }),
      { type: "ACCESS_GRANTED" },
      { phase: "unlocked", pending: null, resume: null },
      [{ type: "closeSignIn" }, { type: "clearPending" }],
    ],
    [
      "access granted after the 300 ms but before any checkout: still no checkout",
      at("resuming", { signedIn: true, pending, resume: "due" }),
      { type: "ACCESS_GRANTED" },
      { phase: "unlocked", pending: null, resume: null },
      [{ type: "closeSignIn" }, { type: "clearPending" }],
    ],
    ["denied before the 300 ms: wait for them", at("resuming", { signedIn: true, pending, resume: "asking" }), { type: "ACCESS_DENIED", signedIn: true }, { resume: "denied" }, []],
    [
      "300 ms later, access denied: the modal hides and the pending checkout starts",
      at("resuming", { signedIn: true, pending, resume: "denied" }),
      { type: "RESUME_CHECKOUT" },
      { phase: "checkout", pending: null, resume: null },
      [{ type: "closeSignIn" }, { type: "clearPending" }, { type: "startCheckout", offerId: pending.offerId, termId: pending.termId }],
    ],
    ["300 ms later, no answer yet: no checkout, it is due", at("resuming", { signedIn: true, pending, resume: "asking" }), { type: "RESUME_CHECKOUT" }, { resume: "due" }, []],
    [
      "denied after the 300 ms: the checkout starts at once",
      at("resuming", { signedIn: true, pending, resume: "due" }),
      { type: "ACCESS_DENIED", signedIn: true },
      { phase: "checkout", pending: null, resume: null },
      [{ type: "closeSignIn" }, { type: "clearPending" }, { type: "startCheckout", offerId: pending.offerId, termId: pending.termId }],
    ],
    [
      "the access check fails after sign-in: error (retry asks again), no checkout, the pending one kept",
      at("resuming", { signedIn: true, pending, resume: "asking" }),
      { type: "ACCESS_FAILED" },
      { phase: "error", resume: null },
      [{ type: "closeSignIn" }],
    ],
    [
      "signed in elsewhere while the modal waits (closed or not): the same forced check",
      at("awaitingSignIn", { signedIn: false, pending }),
      { type: "SIGNED_IN_ELSEWHERE", now: 7_000 },
      { phase: "resuming", signedIn: true, pending, resume: "asking", lastReloadAt: 7_000, askName: true },
      [
        { type: "setProviderUser", signedIn: true },
        { type: "track", name: "loginSuccess" },
        { type: "fetchAccess" },
        { type: "schedule", afterMs: 300, event: { type: "RESUME_CHECKOUT" } },
      ],
    ],
    ["a late resume after something else happened is ignored", at("unlocked"), { type: "RESUME_CHECKOUT" }, { phase: "unlocked" }, []],
    [
      "authenticated without a pending checkout (header sign-in): reload the gate",
      at("offer", { signedIn: false, lastReloadAt: 0 }),
      { type: "AUTHENTICATED", now: 5_000 },
      { phase: "checking", signedIn: true, lastReloadAt: 5_000 },
      [{ type: "setProviderUser", signedIn: true }, { type: "track", name: "loginSuccess" }, { type: "fetchAccess" }],
    ],
    [
      "signed in elsewhere (access-token poll): reload the gate",
      at("offer", { signedIn: false, lastReloadAt: 0 }),
      { type: "SIGNED_IN_ELSEWHERE", now: 5_000 },
      { phase: "checking", signedIn: true, lastReloadAt: 5_000 },
      [{ type: "setProviderUser", signedIn: true }, { type: "fetchAccess" }],
    ],
    ["signed in elsewhere when already signed in: nothing", at("offer", { signedIn: true }), { type: "SIGNED_IN_ELSEWHERE", now: 5_000 }, {}, []],
    ["experience execute is tracked", at("offer"), { type: "PROVIDER_EVENT", event: { type: "experienceExecute" }, now: 0 }, {}, [{ type: "track", name: "experienceExecute" }]],
    [
      "template shown is tracked",
      at("offer"),
      { type: "PROVIDER_EVENT", event: { type: "showTemplate", templateId: "OT-1" }, now: 0 },
      {},
      [{ type: "track", name: "showTemplate", detail: { templateId: "OT-1" } }],
    ],
    [
      "offer shown is tracked",
      at("offer"),
      { type: "PROVIDER_EVENT", event: { type: "showOffer", offerId: "OF", termIds: ["TM"] }, now: 0 },
      {},
      [{ type: "track", name: "showOffer", detail: { offerId: "OF", termIds: ["TM"] } }],
    ],
    [
      "checkout start is tracked",
      at("offer", { signedIn: true }),
      { type: "PROVIDER_EVENT", event: { type: "checkoutStart", offerId: "OF", termId: "TM" }, now: 0 },
      { phase: "checkout", checkoutState: "form" },
      [{ type: "track", name: "checkoutStart", detail: { offerId: "OF", termId: "TM" } }],
    ],
    [
      "checkout state change is tracked",
      at("checkout"),
      { type: "PROVIDER_EVENT", event: { type: "checkoutStateChange", state: "processing" }, now: 0 },
      { checkoutState: "processing" },
      [{ type: "track", name: "checkoutStateChange", detail: { state: "processing" } }],
    ],
    ["checkout close returns to the offer", at("checkout"), { type: "PROVIDER_EVENT", event: { type: "checkoutClose" }, now: 0 }, { phase: "offer", checkoutState: "closed" }, [{ type: "track", name: "checkoutClose" }]],
    [
      "checkout complete asks the gated route at once, inside the throttle window too",
      at("checkout", { lastReloadAt: 9_900 }),
      { type: "PROVIDER_EVENT", event: { type: "checkoutComplete", offerId: "OF", termId: "TM", subscriptionId: "SB" }, now: 10_000 },
      { phase: "checking", checkoutState: "complete", lastReloadAt: 10_000 },
      [{ type: "track", name: "checkoutComplete", detail: { offerId: "OF", termId: "TM", subscriptionId: "SB" } }, { type: "fetchAccess" }],
    ],
    [
      "checkout complete after a sign-in in this flow: the put-off name step comes back",
      at("checkout", { lastReloadAt: 9_000, askName: true }),
      { type: "PROVIDER_EVENT", event: { type: "checkoutComplete", offerId: "OF", termId: "TM", subscriptionId: "SB" }, now: 10_000 },
      { phase: "checking", checkoutState: "complete", lastReloadAt: 10_000, askName: false },
      [{ type: "track", name: "checkoutComplete", detail: { offerId: "OF", termId: "TM", subscriptionId: "SB" } }, { type: "fetchAccess" }, { type: "askName" }],
    ],
    [
      "checkout closed after a sign-in in this flow: the name step comes back too",
      at("checkout", { askName: true }),
      { type: "PROVIDER_EVENT", event: { type: "checkoutClose" }, now: 0 },
      { phase: "offer", checkoutState: "closed", askName: false },
      [{ type: "track", name: "checkoutClose" }, { type: "askName" }],
    ],
    [
      "no checkout needed after a sign-in in this flow (a free read): unlocked, then the name step",
      at("resuming", { signedIn: true, pending, resume: "asking", askName: true }),
      { type: "ACCESS_GRANTED" },
      { phase: "unlocked", pending: null, resume: null, askName: false },
      [{ type: "closeSignIn" }, { type: "clearPending" }, { type: "askName" }],
    ],
    [
      "the access check fails after a sign-in in this flow: the error, and the name step",
      at("resuming", { signedIn: true, pending, resume: "asking", askName: true }),
      { type: "ACCESS_FAILED" },
      { phase: "error", resume: null, askName: false },
      [{ type: "closeSignIn" }, { type: "askName" }],
    ],
    ["a later unlock (a reload) does not ask again", at("checking", { askName: false }), { type: "ACCESS_GRANTED" }, { phase: "unlocked" }, []],
  ];

  it.each(cases)("%s", (_name, state, event, expected, effects) => {
    const next = gateTransition(state, event);
    expect(next.state).toEqual({ ...state, ...expected });
    expect(next.effects).toEqual(effects);
  });
});

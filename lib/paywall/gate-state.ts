/**
 * The paywall gate as one pure transition function (spec 1 §4 "Paywall flow", §9 timings): state + event → next state
 * + effects. The Zustand store (lib/paywall/store.ts) applies it; the gate island carries the effects out (fetch the
 * gated body, load the provider, open or close the sign-in modal, start the checkout, track).
 *
 * checking ─granted→ unlocked
 *    └denied→ loadingOffer ─ready→ offer ─loginRequired (signed out)→ awaitingSignIn ─authenticated→ resuming
 *                              │                              (forced access check; granted → unlocked, no checkout;
 *                              │                               denied and 300 ms after authentication → checkout)
 *                              └─────────── checkoutStart ──────────────────────────────────────→ checkout
 * checkout ─complete→ checking (the gated route decides) ; checkout ─close→ offer
 *
 * A reader who signed in during the flow with no first name yet (registered through Subscribe) is asked for it once
 * the flow ends: the modal puts the name step off so the checkout starts on time, and `askName` brings it back.
 */
import { GATE_RELOAD_THROTTLE_MS, POST_LOGIN_CHECKOUT_DELAY_MS } from "./constants";
import type { PaywallEventName } from "./analytics";
import type { PendingCheckout } from "./pending-checkout";

export type GatePhase = "idle" | "checking" | "loadingOffer" | "offer" | "awaitingSignIn" | "resuming" | "checkout" | "unlocked" | "error";

export interface GateState {
  /** The gated story. */
  articleId: string;
  phase: GatePhase;
  /** What the last access answer (or the sign-in) said; null before the first answer. */
  signedIn: boolean | null;
  /** The checkout chosen while signed out, resumed after sign-in. */
  pending: PendingCheckout | null;
  providerReady: boolean;
  /** The checkout's own state as the provider reports it (form, processing, error, complete, closed). */
  checkoutState: string | null;
  /** When the gate last asked for access (the reload throttle counts from here). */
  lastReloadAt: number | null;
  /** A reload asked for inside the throttle window, to run when it ends. */
  reloadQueued: boolean;
  /**
   * While resuming after sign-in: the forced access check is out (`asking`), said no (`denied`), or the 300 ms passed
   * before it answered (`due`). The checkout starts only once both the answer is no and the 300 ms have passed.
   */
  resume: "asking" | "denied" | "due" | null;
  /** The reader signed in during this checkout flow: when it ends, the header asks for a missing first name. */
  askName: boolean;
}

export const initialGateState = (articleId: string, pending: PendingCheckout | null = null): GateState => ({
  articleId,
  phase: "idle",
  signedIn: null,
  pending,
  providerReady: false,
  checkoutState: null,
  lastReloadAt: null,
  reloadQueued: false,
  resume: null,
  askName: false,
});

/** Phases of the checkout flow (sign-in for it, the 300 ms after, the checkout itself): no pop-up may show then. */
export const CHECKOUT_FLOW_PHASES: readonly GatePhase[] = ["awaitingSignIn", "resuming", "checkout"];
export const inCheckoutFlow = (phase: GatePhase) => CHECKOUT_FLOW_PHASES.includes(phase);

/** What the provider's runtime reports (the adapter turns its raw events into these). */
export type ProviderEvent =
  | { type: "experienceExecute" }
  | { type: "showTemplate"; templateId: string }
  | { type: "showOffer"; offerId: string; termIds: string[] }
  | { type: "loginRequired"; offerId: string; termId: string }
  | { type: "checkoutStart"; offerId: string; termId: string }
  | { type: "checkoutStateChange"; state: string }
  | { type: "checkoutComplete"; offerId: string; termId: string; subscriptionId: string }
  | { type: "checkoutClose" };

export type GateEvent =
  /** Ask the gated route for access (first load, or a reload: throttled to one per GATE_RELOAD_THROTTLE_MS). */
  | { type: "CHECK_ACCESS"; now: number; force?: boolean }
  | { type: "ACCESS_GRANTED" }
  | { type: "ACCESS_DENIED"; signedIn: boolean }
  | { type: "ACCESS_FAILED" }
  | { type: "PROVIDER_READY" }
  | { type: "PROVIDER_FAILED" }
  | { type: "PROVIDER_EVENT"; event: ProviderEvent; now: number }
  /** The sign-in modal finished authenticating the reader. */
  | { type: "AUTHENTICATED"; now: number }
  /** POST_LOGIN_CHECKOUT_DELAY_MS after authentication. */
  | { type: "RESUME_CHECKOUT" }
  /** The access-token poll found the reader signed in (header, another tab). */
  | { type: "SIGNED_IN_ELSEWHERE"; now: number };

export type GateEffect =
  | { type: "fetchAccess" }
  | { type: "loadProvider" }
  | { type: "executeExperience"; signedIn: boolean }
  | { type: "setProviderUser"; signedIn: boolean }
  | { type: "startCheckout"; offerId: string; termId: string }
  | { type: "savePending"; pending: PendingCheckout }
  | { type: "clearPending" }
  | { type: "askName" }
  | { type: "openSignIn" }
  | { type: "closeSignIn" }
  | { type: "schedule"; afterMs: number; event: GateEvent }
  | { type: "track"; name: PaywallEventName; detail?: Record<string, unknown> };

export interface GateTransition {
  state: GateState;
  effects: GateEffect[];
}

const same = (state: GateState): GateTransition => ({ state, effects: [] });

/** The checkout flow ended (complete, closed, or no checkout needed): the put-off name step comes back, once. */
function flowEnded({ state, effects }: GateTransition): GateTransition {
  return state.askName ? { state: { ...state, askName: false }, effects: [...effects, { type: "askName" }] } : { state, effects };
}

/** Whether a reload at `now` falls inside the throttle window of the last one. */
export function reloadThrottled(lastReloadAt: number | null, now: number, throttleMs = GATE_RELOAD_THROTTLE_MS): boolean {
  return lastReloadAt !== null && now - lastReloadAt < throttleMs;
}

function checkAccess(state: GateState, now: number, force: boolean): GateTransition {
  if (state.phase === "unlocked" || state.phase === "checking") return same(state);
  if (!force && reloadThrottled(state.lastReloadAt, now)) {
    if (state.reloadQueued) return same(state);
    const wait = GATE_RELOAD_THROTTLE_MS - (now - (state.lastReloadAt as number));
    return { state: { ...state, reloadQueued: true }, effects: [{ type: "schedule", afterMs: wait, event: { type: "CHECK_ACCESS", now: now + wait } }] };
  }
  // A reload while the checkout is open asks quietly: the checkout stays until the answer grants access.
  const phase = state.phase === "checkout" || state.phase === "awaitingSignIn" || state.phase === "resuming" ? state.phase : "checking";
  return { state: { ...state, phase, lastReloadAt: now, reloadQueued: false }, effects: [{ type: "fetchAccess" }] };
}

/** After a denial or once the provider is ready: show the offer, or go straight on with a pending checkout. */
function showOfferOrResume(state: GateState): GateTransition {
  const signedIn = state.signedIn === true;
  const effects: GateEffect[] = [{ type: "executeExperience", signedIn }];
  if (signedIn && state.pending) {
    effects.push({ type: "startCheckout", offerId: state.pending.offerId, termId: state.pending.termId }, { type: "clearPending" });
    return { state: { ...state, phase: "checkout", pending: null }, effects };
  }
  return { state: { ...state, phase: "offer" }, effects };
}

/** The pending checkout starts: the modal hides (spec 1 §4). */
function resumeCheckout(state: GateState): GateTransition {
  if (!state.pending) return same({ ...state, resume: null });
  const { offerId, termId } = state.pending;
  return {
    state: { ...state, phase: "checkout", pending: null, resume: null },
    effects: [{ type: "closeSignIn" }, { type: "clearPending" }, { type: "startCheckout", offerId, termId }],
  };
}

function providerEvent(state: GateState, event: ProviderEvent, now: number): GateTransition {
  switch (event.type) {
    case "experienceExecute":
      return { state, effects: [{ type: "track", name: "experienceExecute" }] };
    case "showTemplate":
      return { state, effects: [{ type: "track", name: "showTemplate", detail: { templateId: event.templateId } }] };
    case "showOffer":
      return { state, effects: [{ type: "track", name: "showOffer", detail: { offerId: event.offerId, termIds: event.termIds } }] };
    case "loginRequired": {
      // Spec 1 §4: while signed out, store a pending checkout and open the sign-in modal.
      const pending: PendingCheckout = { articleId: state.articleId, offerId: event.offerId, termId: event.termId, createdAt: now };
      return {
        state: { ...state, phase: "awaitingSignIn", signedIn: false, pending },
        effects: [{ type: "savePending", pending }, { type: "openSignIn" }],
      };
    }
    case "checkoutStart":
      return {
        state: { ...state, phase: "checkout", checkoutState: "form" },
        effects: [{ type: "track", name: "checkoutStart", detail: { offerId: event.offerId, termId: event.termId } }],
      };
    case "checkoutStateChange":
      return { state: { ...state, checkoutState: event.state }, effects: [{ type: "track", name: "checkoutStateChange", detail: { state: event.state } }] };
    case "checkoutClose":
      return flowEnded({ state: { ...state, phase: "offer", checkoutState: "closed" }, effects: [{ type: "track", name: "checkoutClose" }] });
    case "checkoutComplete": {
      // Checkout complete unlocks the story without a reload: the gated route decides, at once (no throttle).
      const asked = checkAccess({ ...state, phase: "offer" }, now, true);
      return flowEnded({
        state: { ...asked.state, checkoutState: "complete" },
        effects: [{ type: "track", name: "checkoutComplete", detail: { offerId: event.offerId, termId: event.termId, subscriptionId: event.subscriptionId } }, ...asked.effects],
      });
    }
  }
}

export function gateTransition(state: GateState, event: GateEvent): GateTransition {
  switch (event.type) {
    case "CHECK_ACCESS":
      return checkAccess(state, event.now, event.force === true);
    case "ACCESS_GRANTED": {
      // A reader who turns out to have access after signing in (a subscriber, a free read) gets no checkout.
      const modalOpen = state.phase === "resuming" || state.phase === "awaitingSignIn";
      const effects: GateEffect[] = [...(modalOpen ? [{ type: "closeSignIn" } as const] : []), ...(state.pending ? [{ type: "clearPending" } as const] : [])];
      const unlocked = { state: { ...state, phase: "unlocked" as const, pending: null, resume: null }, effects };
      return modalOpen ? flowEnded(unlocked) : unlocked;
    }
    case "ACCESS_DENIED": {
      const next = { ...state, signedIn: event.signedIn };
      if (state.phase === "resuming") return state.resume === "due" ? resumeCheckout(next) : same({ ...next, resume: "denied" });
      if (state.phase !== "checking") return same(next);
      if (!state.providerReady) return { state: { ...next, phase: "loadingOffer" }, effects: [{ type: "loadProvider" }] };
      return showOfferOrResume(next);
    }
    case "ACCESS_FAILED":
      // After sign-in, no checkout without a "no" from the gated route: the error's retry asks again (pending kept).
      if (state.phase === "resuming") return flowEnded({ state: { ...state, phase: "error", resume: null }, effects: [{ type: "closeSignIn" }] });
      return state.phase === "checking" ? same({ ...state, phase: "error" }) : same(state);
    case "PROVIDER_READY": {
      const next = { ...state, providerReady: true };
      return state.phase === "loadingOffer" ? showOfferOrResume(next) : same(next);
    }
    case "PROVIDER_FAILED":
      return same({ ...state, phase: state.phase === "loadingOffer" ? "error" : state.phase });
    case "PROVIDER_EVENT":
      return providerEvent(state, event.event, event.now);
    case "AUTHENTICATED": {
      const signedIn = { ...state, signedIn: true };
      const effects: GateEffect[] = [{ type: "setProviderUser", signedIn: true }, { type: "track", name: "loginSuccess" }];
      if (state.phase === "awaitingSignIn" && state.pending) {
        // Spec 1 §4: 300 ms after authentication the modal hides and the pending checkout starts, unless the forced
        // access check says this reader may read the story already (a subscriber, a metered free read).
        return {
          state: { ...signedIn, phase: "resuming", resume: "asking", lastReloadAt: event.now, reloadQueued: false, askName: true },
          effects: [...effects, { type: "fetchAccess" }, { type: "schedule", afterMs: POST_LOGIN_CHECKOUT_DELAY_MS, event: { type: "RESUME_CHECKOUT" } }],
        };
      }
      const reload = checkAccess(signedIn, event.now, false);
      return { state: reload.state, effects: [...effects, ...reload.effects] };
    }
    case "RESUME_CHECKOUT": {
      if (state.phase !== "resuming" || !state.pending) return same(state);
      return state.resume === "denied" ? resumeCheckout(state) : same({ ...state, resume: "due" });
    }
    case "SIGNED_IN_ELSEWHERE": {
      if (state.signedIn === true || state.phase === "unlocked") return same(state);
      if (state.phase === "awaitingSignIn") return gateTransition(state, { type: "AUTHENTICATED", now: event.now });
      const signedIn = { ...state, signedIn: true };
      const reload = checkAccess(signedIn, event.now, false);
      return { state: reload.state, effects: [{ type: "setProviderUser", signedIn: true }, ...reload.effects] };
    }
  }
}

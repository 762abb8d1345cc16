/**
 * The gate's effects in the browser (loaded on demand with the gate): the store over the pure transition function,
 * and the runner that carries out what it asks for — the gated route, the provider's runtime in the offer box, the
 * sign-in modal (lib/auth/modal-events), the pending checkout, timers, the access-token poll, the analytics adapter.
 */
import { askForName, closeSignIn, onModalEvent, requestSignIn, SIGNED_IN_EVENT } from "@/lib/auth/modal-events";
import { mayBeSignedIn } from "@/lib/auth/signed-in-hint";
import { trackPaywallEvent } from "./analytics";
import { ACCESS_TOKEN_POLL_MS } from "./constants";
import type { GateEvent, GateState } from "./gate-state";
import { clearPendingCheckout, loadPendingCheckout, savePendingCheckout } from "./pending-checkout";
import type { PaywallProvider } from "./provider";
import { createGateStore, type EffectRunner } from "./store";

export const CHECKOUT_ENDPOINT = "/api/paywall/checkout";

export type GatedAnswer = { kind: "granted"; html: string } | { kind: "denied"; signedIn: boolean } | { kind: "failed" };

/** Asks the site's gated route; 401 = signed out, 403 = signed in without access. */
export async function fetchGatedBody(articleId: string): Promise<GatedAnswer> {
  try {
    const response = await fetch(`/api/paywall/articles/${encodeURIComponent(articleId)}`, { cache: "no-store", credentials: "same-origin" });
    if (response.status === 401) return { kind: "denied", signedIn: false };
    if (response.status === 403) return { kind: "denied", signedIn: true };
    if (!response.ok) return { kind: "failed" };
    const json = (await response.json()) as { html?: unknown };
    return typeof json.html === "string" ? { kind: "granted", html: json.html } : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

/** Whether the reader signed in meanwhile (another tab sets the signed-in hint this reads first). */
async function signedInNow(): Promise<boolean> {
  if (!mayBeSignedIn(document.cookie)) return false;
  try {
    const response = await fetch("/api/session", { cache: "no-store", credentials: "same-origin" });
    const json = (await response.json()) as { authenticationState?: string };
    return json.authenticationState === "authenticated";
  } catch {
    return false;
  }
}

/** Phases in which the access-token poll asks whether the reader signed in elsewhere. */
export function accessTokenPollDue(state: Pick<GateState, "signedIn" | "phase">, hidden: boolean): boolean {
  // awaitingSignIn: a reader who closed the modal and signed in elsewhere (header, another tab) is picked up too.
  return !hidden && state.signedIn === false && (state.phase === "offer" || state.phase === "checkout" || state.phase === "awaitingSignIn" || state.phase === "error");
}

export function createGateMachine({ articleId, provider }: { articleId: string; provider: PaywallProvider }) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let container: HTMLElement | null = null;
  const runEffect: EffectRunner = (effect, dispatch) => {
    switch (effect.type) {
      case "fetchAccess":
        void fetchGatedBody(articleId).then((answer) => {
          if (answer.kind === "granted") store.getState().unlock(answer.html);
          else dispatch(answer.kind === "denied" ? { type: "ACCESS_DENIED", signedIn: answer.signedIn } : { type: "ACCESS_FAILED" });
        });
        return;
      case "loadProvider":
        provider.load().then(
          () => dispatch({ type: "PROVIDER_READY" }),
          (error: unknown) => {
            console.error(error);
            dispatch({ type: "PROVIDER_FAILED" });
          },
        );
        return;
      case "executeExperience":
        if (container) {
          provider.execute({
            container,
            signedIn: effect.signedIn,
            checkoutEndpoint: CHECKOUT_ENDPOINT,
            onEvent: (event) => dispatch({ type: "PROVIDER_EVENT", event, now: Date.now() }),
          });
        }
        return;
      case "setProviderUser":
        provider.setUser(effect.signedIn);
        return;
      case "startCheckout":
        provider.startCheckout({ offerId: effect.offerId, termId: effect.termId });
        return;
      case "savePending":
        savePendingCheckout(effect.pending);
        return;
      case "clearPending":
        clearPendingCheckout();
        return;
      case "openSignIn":
        // The gate closes the modal itself to start the checkout: the name step waits until the checkout ends.
        requestSignIn({ resumesFlow: true });
        return;
      case "askName":
        askForName();
        return;
      case "closeSignIn":
        closeSignIn();
        return;
      case "schedule": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          dispatch(effect.event);
        }, effect.afterMs);
        timers.add(timer);
        return;
      }
      case "track":
        trackPaywallEvent(effect.name, effect.detail);
        return;
    }
  };
  const store = createGateStore({ articleId, runEffect });
  const dispatch = (event: GateEvent) => store.getState().dispatch(event);

  return {
    store,
    /** Starts the gate with its offer box; returns the cleanup. */
    start(offerBox: HTMLElement): () => void {
      container = offerBox;
      const pending = loadPendingCheckout(articleId, Date.now());
      if (pending) store.setState({ pending });
      const offSignedIn = onModalEvent(SIGNED_IN_EVENT, () => dispatch({ type: "AUTHENTICATED", now: Date.now() }));
      dispatch({ type: "CHECK_ACCESS", now: Date.now() });
      const poll = setInterval(() => {
        if (!accessTokenPollDue(store.getState(), document.hidden)) return;
        void signedInNow().then((yes) => yes && dispatch({ type: "SIGNED_IN_ELSEWHERE", now: Date.now() }));
      }, ACCESS_TOKEN_POLL_MS);
      return () => {
        offSignedIn();
        clearInterval(poll);
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        provider.destroy();
        container = null;
      };
    },
    retry: () => dispatch({ type: "CHECK_ACCESS", now: Date.now(), force: true }),
  };
}

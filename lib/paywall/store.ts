/**
 * The paywall gate's Zustand store: the gate state (lib/paywall/gate-state.ts) changed only through its transition
 * function, plus the unlocked HTML. Effects are handed to the runner the island gives (fetch, provider, modal,
 * analytics), so the store itself stays free of the browser and is tested with a recording runner.
 */
import { createStore } from "zustand/vanilla";
import { gateTransition, initialGateState, type GateEffect, type GateEvent, type GateState } from "./gate-state";
import type { PendingCheckout } from "./pending-checkout";

export interface GateStore extends GateState {
  /** The gated part, once the gated route let this reader have it. */
  html: string | null;
  dispatch(event: GateEvent): void;
  unlock(html: string): void;
}

export type EffectRunner = (effect: GateEffect, dispatch: (event: GateEvent) => void) => void;

export function createGateStore({ articleId, pending = null, runEffect }: { articleId: string; pending?: PendingCheckout | null; runEffect: EffectRunner }) {
  return createStore<GateStore>()((set, get) => {
    const dispatch = (event: GateEvent) => {
      const { state, effects } = gateTransition(get(), event);
      set(state);
      for (const effect of effects) runEffect(effect, dispatch);
    };
    return {
      ...initialGateState(articleId, pending),
      html: null,
      dispatch,
      unlock: (html) => {
        set({ html });
        dispatch({ type: "ACCESS_GRANTED" });
      },
    };
  });
}

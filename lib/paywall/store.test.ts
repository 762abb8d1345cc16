import type { GateEffect, GateEvent } from "./gate-state";
import { createGateStore } from "./store";

/** A recording runner: keeps every effect, and answers the ones a test names by dispatching back. */
function recording(answers: Partial<Record<GateEffect["type"], GateEvent>> = {}) {
  const effects: GateEffect[] = [];
  const runEffect = (effect: GateEffect, dispatch: (event: GateEvent) => void) => {
    effects.push(effect);
    const answer = answers[effect.type];
    if (answer) dispatch(answer);
  };
  return { effects, runEffect };
}

describe("createGateStore", () => {
  it("applies the transition function and hands its effects to the runner, which may dispatch back", () => {
    const runner = recording({ fetchAccess: { type: "ACCESS_DENIED", signedIn: false } });
    const store = createGateStore({ articleId: "rcna1", runEffect: runner.runEffect });
    store.getState().dispatch({ type: "CHECK_ACCESS", now: 1_000 });
    expect(runner.effects.map((e) => e.type)).toEqual(["fetchAccess", "loadProvider"]);
    expect(store.getState()).toMatchObject({ phase: "loadingOffer", signedIn: false, lastReloadAt: 1_000, html: null });
  });

  it("unlock keeps the gated part and moves to unlocked, clearing a pending checkout", () => {
    const pending = { articleId: "rcna1", offerId: "OF", termId: "TM", createdAt: 0 };
    const runner = recording();
    const store = createGateStore({ articleId: "rcna1", pending, runEffect: runner.runEffect });
    store.getState().unlock("<p>the rest</p>");
    expect(store.getState()).toMatchObject({ phase: "unlocked", html: "<p>the rest</p>", pending: null });
    expect(runner.effects).toEqual([{ type: "clearPending" }]);
  });

  it("starts idle with the pending checkout it is given", () => {
    const pending = { articleId: "rcna1", offerId: "OF", termId: "TM", createdAt: 0 };
    const store = createGateStore({ articleId: "rcna1", pending, runEffect: recording().runEffect });
    expect(store.getState()).toMatchObject({ articleId: "rcna1", phase: "idle", pending, html: null });
  });
});

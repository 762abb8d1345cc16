import { adTransition, initialAdSlotState, isProcessing, type AdEvent, type AdLifecycleOptions, type AdSlotState } from "./lifecycle";

const OPTIONS: AdLifecycleOptions = { renderOnView: true, activeTab: true, refreshInterval: 0, recycleOnBreakpoint: true, requestDelayMs: 0 };

/** Runs events from a state; returns the final state and every effect type in order. */
function run(events: AdEvent[], options: Partial<AdLifecycleOptions> = {}, from?: AdSlotState) {
  let state = from ?? initialAdSlotState({ breakpoint: "l", focused: true });
  const effects: string[] = [];
  for (const event of events) {
    const next = adTransition(state, event, { ...OPTIONS, ...options });
    state = next.state;
    effects.push(...next.effects.map((effect) => effect.type));
  }
  return { state, effects };
}

const CREATE: AdEvent[] = [{ type: "CREATE" }, { type: "CREATED" }];
const IN_VIEW: AdEvent = { type: "VIEWPORT", inView: true };
const OUT_OF_VIEW: AdEvent = { type: "VIEWPORT", inView: false };
const FULL_RENDER: AdEvent[] = [...CREATE, IN_VIEW, { type: "REQUESTED" }, { type: "RENDER" }, { type: "RENDERED" }];
const tick = (ms = 1000): AdEvent => ({ type: "TICK", ms });

describe("ad lifecycle (spec 1 §4)", () => {
  it("starts with no status", () => {
    expect(initialAdSlotState({ breakpoint: "s", focused: false })).toMatchObject({ status: null, statuses: {}, inView: false, focused: false });
  });

  it.each([
    [[{ type: "CREATE" }], "creating", ["define"]],
    [CREATE, "created", ["define"]],
    [[...CREATE, IN_VIEW], "requesting", ["define", "request"]],
    [[...CREATE, IN_VIEW, { type: "REQUESTED" }], "requested", ["define", "request", "render"]],
    [[...CREATE, IN_VIEW, { type: "REQUESTED" }, { type: "RENDER" }], "rendering", ["define", "request", "render"]],
    [FULL_RENDER, "rendered", ["define", "request", "render"]],
    [[...FULL_RENDER, { type: "DESTROY" }], "destroying", ["define", "request", "render", "destroy"]],
    [[...FULL_RENDER, { type: "DESTROY" }, { type: "DESTROYED" }], "destroyed", ["define", "request", "render", "destroy"]],
  ] as [AdEvent[], string, string[]][])("goes through the statuses in order: %j → %s", (events, status, effects) => {
    const result = run(events);
    expect(result.state.status).toBe(status);
    expect(result.effects).toEqual(effects);
  });

  it("records every status reached in the cycle", () => {
    expect(Object.keys(run(FULL_RENDER).state.statuses)).toEqual(["creating", "created", "requesting", "requested", "rendering", "rendered"]);
  });

  describe("render on view", () => {
    it("does not request a slot outside the viewport", () => {
      expect(run([...CREATE, OUT_OF_VIEW]).state.status).toBe("created");
    });

    it("requests when the slot enters the viewport", () => {
      const { state, effects } = run([...CREATE, OUT_OF_VIEW, IN_VIEW]);
      expect(state.status).toBe("requesting");
      expect(effects).toEqual(["define", "request"]);
    });

    it("requests at once when created in view", () => {
      const from = initialAdSlotState({ breakpoint: "l", focused: true, inView: true });
      expect(run(CREATE, {}, from).state.status).toBe("requesting");
    });

    it("requests at once without render-on-view, even out of view", () => {
      expect(run(CREATE, { renderOnView: false }).state.status).toBe("requesting");
    });

    it("carries the request delay (article boxinline in news and msnbc)", () => {
      const { effects } = adTransition(run(CREATE).state, IN_VIEW, { ...OPTIONS, requestDelayMs: 2000 });
      expect(effects).toEqual([{ type: "request", delayMs: 2000 }]);
    });
  });

  describe("active tab", () => {
    const unfocused = () => initialAdSlotState({ breakpoint: "l", focused: false });

    it("waits for focus when the tab is not focused", () => {
      const { state, effects } = run([...CREATE, IN_VIEW], {}, unfocused());
      expect(state).toMatchObject({ status: "created", waitingForFocus: true });
      expect(effects).toEqual(["define"]);
    });

    it("renders when focus comes back", () => {
      const { state, effects } = run([...CREATE, IN_VIEW, { type: "FOCUS", focused: true }], {}, unfocused());
      expect(state).toMatchObject({ status: "requesting", waitingForFocus: false });
      expect(effects).toEqual(["define", "request"]);
    });

    it("does not render on focus while out of view", () => {
      expect(run([...CREATE, { type: "FOCUS", focused: true }], {}, unfocused()).state.status).toBe("created");
    });

    it("ignores focus when activeTab is off", () => {
      expect(run([...CREATE, IN_VIEW], { activeTab: false }, unfocused()).state.status).toBe("requesting");
    });
  });

  describe("skips rendering when already processing or requested", () => {
    it.each([
      ["requesting", [...CREATE, IN_VIEW]],
      ["requested", [...CREATE, IN_VIEW, { type: "REQUESTED" }]],
      ["rendering", [...CREATE, IN_VIEW, { type: "REQUESTED" }, { type: "RENDER" }]],
      ["rendered", FULL_RENDER],
    ] as [string, AdEvent[]][])("a slot %s is not requested again when it re-enters the viewport", (status, events) => {
      const { state, effects } = run([...events, OUT_OF_VIEW, IN_VIEW, { type: "FOCUS", focused: true }]);
      expect(state.status).toBe(status);
      expect(effects.filter((effect) => effect === "request")).toHaveLength(1);
    });

    it("is processing while creating, requesting, rendering, recycling and destroying", () => {
      const processing = ["creating", "requesting", "rendering", "recycling", "destroying"];
      for (const status of ["creating", "created", "requesting", "requested", "rendering", "rendered", "recycling", "recycled", "destroying", "destroyed"] as const) {
        expect(isProcessing({ ...initialAdSlotState({ breakpoint: "s", focused: true }), status })).toBe(processing.includes(status));
      }
    });

    it("a failed request stays requested until a recycle", () => {
      const failed = run([...CREATE, IN_VIEW, { type: "REQUEST_FAILED", error: "no ad" }, OUT_OF_VIEW, IN_VIEW]);
      expect(failed.state).toMatchObject({ status: "created", error: "no ad" });
      expect(failed.state.statuses.requested).toBe(true);
      expect(failed.effects.filter((effect) => effect === "request")).toHaveLength(1);
    });
  });

  describe("refresh (recycle on the refresh-interval timer)", () => {
    it("never refreshes with a refresh interval of 0", () => {
      expect(run([...FULL_RENDER, ...Array.from({ length: 120 }, () => tick())]).state.status).toBe("rendered");
    });

    it("recycles after the interval in view and focused, then requests again", () => {
      const ticks = Array.from({ length: 29 }, () => tick());
      const before = run([...FULL_RENDER, ...ticks], { refreshInterval: 30 });
      expect(before.state).toMatchObject({ status: "rendered", refreshElapsedMs: 29_000 });
      const at = run([tick()], { refreshInterval: 30 }, before.state);
      expect(at.state.status).toBe("recycling");
      expect(at.effects).toEqual(["clear"]);
      const recycled = run([{ type: "RECYCLED" }], { refreshInterval: 30 }, at.state);
      expect(recycled.state.status).toBe("requesting");
      expect(recycled.state.statuses).toEqual({ created: true, recycled: true, requesting: true });
      expect(recycled.effects).toEqual(["request"]);
    });

    it("pauses the timer out of view", () => {
      const { state } = run([...FULL_RENDER, tick(), OUT_OF_VIEW, ...Array.from({ length: 60 }, () => tick())], { refreshInterval: 30 });
      expect(state).toMatchObject({ status: "rendered", refreshElapsedMs: 1000 });
    });

    it("pauses the timer while the tab is not focused", () => {
      const { state } = run([...FULL_RENDER, tick(), { type: "FOCUS", focused: false }, ...Array.from({ length: 60 }, () => tick())], { refreshInterval: 30 });
      expect(state).toMatchObject({ status: "rendered", refreshElapsedMs: 1000 });
    });

    it("waits for view again after a recycle that finds the slot out of view", () => {
      const recycling = run([...FULL_RENDER, tick(30_000)], { refreshInterval: 30 });
      const recycled = run([OUT_OF_VIEW, { type: "RECYCLED" }], { refreshInterval: 30 }, recycling.state);
      expect(recycled.state.status).toBe("recycled");
      expect(run([IN_VIEW], { refreshInterval: 30 }, recycled.state).state.status).toBe("requesting");
    });

    it("does not tick before the ad is rendered", () => {
      expect(run([...CREATE, IN_VIEW, tick(60_000)], { refreshInterval: 30 }).state.status).toBe("requesting");
    });
  });

  describe("recycle on breakpoint", () => {
    it("recycles a rendered ad when the window crosses a breakpoint", () => {
      const { state, effects } = run([...FULL_RENDER, { type: "BREAKPOINT", breakpoint: "s" }]);
      expect(state).toMatchObject({ status: "recycling", breakpoint: "s" });
      expect(effects.at(-1)).toBe("clear");
    });

    it("requests the new size after the recycle", () => {
      const { state } = run([...FULL_RENDER, { type: "BREAKPOINT", breakpoint: "s" }, { type: "RECYCLED" }]);
      expect(state).toMatchObject({ status: "requesting", requestedBreakpoint: "s" });
    });

    it("does nothing when the breakpoint stays the same", () => {
      expect(run([...FULL_RENDER, { type: "BREAKPOINT", breakpoint: "l" }]).state.status).toBe("rendered");
    });

    it("does not recycle when recycleOnBreakpoint is off", () => {
      expect(run([...FULL_RENDER, { type: "BREAKPOINT", breakpoint: "s" }], { recycleOnBreakpoint: false }).state.status).toBe("rendered");
    });

    it("recycles an ad that was requested at the old breakpoint as soon as it renders", () => {
      const { state } = run([...CREATE, IN_VIEW, { type: "BREAKPOINT", breakpoint: "xl" }, { type: "REQUESTED" }, { type: "RENDER" }, { type: "RENDERED" }]);
      expect(state.status).toBe("recycling");
    });

    it("only records the breakpoint before the first render", () => {
      expect(run([...CREATE, { type: "BREAKPOINT", breakpoint: "m" }]).state).toMatchObject({ status: "created", breakpoint: "m" });
    });
  });

  describe("destroy", () => {
    it("clears all statuses", () => {
      const { state } = run([...FULL_RENDER, { type: "DESTROY" }, { type: "DESTROYED" }]);
      expect(state).toMatchObject({ status: "destroyed", statuses: {}, renderedBreakpoint: null, refreshElapsedMs: 0 });
    });

    it("ignores a request that answers after the destroy", () => {
      const { state, effects } = run([...CREATE, IN_VIEW, { type: "DESTROY" }, { type: "DESTROYED" }, { type: "REQUESTED" }, tick(60_000)], { refreshInterval: 1 });
      expect(state.status).toBe("destroyed");
      expect(effects).toEqual(["define", "request", "destroy"]);
    });

    it("ignores a destroy before create and a second destroy", () => {
      expect(run([{ type: "DESTROY" }]).effects).toEqual([]);
      expect(run([...CREATE, { type: "DESTROY" }, { type: "DESTROY" }]).effects).toEqual(["define", "destroy"]);
    });

    it("can be created again after a destroy", () => {
      expect(run([...FULL_RENDER, { type: "DESTROY" }, { type: "DESTROYED" }, { type: "CREATE" }]).state.status).toBe("creating");
    });
  });

  it.each([
    ["CREATED before CREATE", [{ type: "CREATED" }]],
    ["REQUESTED while created", [...CREATE, { type: "REQUESTED" }]],
    ["RENDER while requesting", [...CREATE, IN_VIEW, { type: "RENDER" }]],
    ["RENDERED while requested", [...CREATE, IN_VIEW, { type: "REQUESTED" }, { type: "RENDERED" }]],
    ["RECYCLED while rendered", [...FULL_RENDER, { type: "RECYCLED" }]],
    ["DESTROYED while rendered", [...FULL_RENDER, { type: "DESTROYED" }]],
    ["CREATE while rendered", [...FULL_RENDER, { type: "CREATE" }]],
  ] as [string, AdEvent[]][])("ignores an event out of turn: %s", (_, events) => {
    const before = run(events.slice(0, -1));
    const after = run(events.slice(-1), {}, before.state);
    expect(after.state.status).toBe(before.state.status);
    expect(after.effects).toEqual([]);
  });
});

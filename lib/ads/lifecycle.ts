/**
 * Spec 1 §4 ad lifecycle as an explicit state machine: one pure transition function from a slot's state
 * and an event to its next state and the effects the runtime must carry out. Nothing here touches the DOM.
 *
 *   (none) ─CREATE→ creating ─CREATED→ created ─(in view, focused)→ requesting ─REQUESTED→ requested
 *          ─RENDER→ rendering ─RENDERED→ rendered ─(refresh tick | breakpoint)→ recycling ─RECYCLED→ recycled
 *          ─(in view, focused)→ requesting …          any ─DESTROY→ destroying ─DESTROYED→ destroyed
 */
import type { Breakpoint } from "./constants";

export const AD_STATUSES = [
  "creating",
  "created",
  "requesting",
  "requested",
  "rendering",
  "rendered",
  "recycling",
  "recycled",
  "destroying",
  "destroyed",
] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export interface AdSlotState {
  /** The current status; null before the slot is created. */
  status: AdStatus | null;
  /** Every status reached since the slot was (re)created or recycled; destroy clears them all. */
  statuses: Partial<Record<AdStatus, true>>;
  inView: boolean;
  focused: boolean;
  /** The window's breakpoint now, the one the ad in flight was requested at, and the one it was rendered at. */
  breakpoint: Breakpoint;
  requestedBreakpoint: Breakpoint | null;
  renderedBreakpoint: Breakpoint | null;
  /** Time the rendered ad has spent in view in a focused tab since it was rendered (the refresh timer). */
  refreshElapsedMs: number;
  /** In view but the tab is not focused: renders when focus comes back. */
  waitingForFocus: boolean;
  /** The last request's failure, if any. */
  error: string | null;
}

export interface AdLifecycleOptions {
  renderOnView: boolean;
  activeTab: boolean;
  /** Seconds; 0 never refreshes. */
  refreshInterval: number;
  recycleOnBreakpoint: boolean;
  requestDelayMs: number;
}

export type AdEvent =
  | { type: "CREATE" }
  | { type: "CREATED" }
  | { type: "VIEWPORT"; inView: boolean }
  | { type: "FOCUS"; focused: boolean }
  | { type: "REQUESTED" }
  | { type: "REQUEST_FAILED"; error: string }
  | { type: "RENDER" }
  | { type: "RENDERED" }
  | { type: "TICK"; ms: number }
  | { type: "BREAKPOINT"; breakpoint: Breakpoint }
  | { type: "RECYCLED" }
  | { type: "DESTROY" }
  | { type: "DESTROYED" };

/** What the runtime does for a transition; each ends by dispatching the matching event. */
export type AdEffect =
  | { type: "define" } // → CREATED
  | { type: "request"; delayMs: number } // → REQUESTED | REQUEST_FAILED
  | { type: "render" } // → RENDER, then RENDERED
  | { type: "clear"; reason: "refresh" | "breakpoint" } // → RECYCLED
  | { type: "destroy" }; // → DESTROYED

export interface AdTransition {
  state: AdSlotState;
  effects: AdEffect[];
}

export function initialAdSlotState(input: { breakpoint: Breakpoint; focused: boolean; inView?: boolean }): AdSlotState {
  return {
    status: null,
    statuses: {},
    inView: input.inView ?? false,
    focused: input.focused,
    breakpoint: input.breakpoint,
    requestedBreakpoint: null,
    renderedBreakpoint: null,
    refreshElapsedMs: 0,
    waitingForFocus: false,
    error: null,
  };
}

const enter = (state: AdSlotState, status: AdStatus, changes: Partial<AdSlotState> = {}): AdSlotState => ({
  ...state,
  ...changes,
  status,
  statuses: { ...(changes.statuses ?? state.statuses), [status]: true },
});

const same = (state: AdSlotState): AdTransition => ({ state, effects: [] });

/** Busy with a create, request, render, recycle or destroy: a render must not start now. */
export function isProcessing(state: AdSlotState): boolean {
  return state.status === "creating" || state.status === "requesting" || state.status === "rendering" || state.status === "recycling" || state.status === "destroying";
}

/**
 * Spec 1 §4: an ad renders when it is in the viewport (or at once when it does not render on view),
 * waits for focus when the tab lacks it (activeTab), and is skipped when already processing or requested.
 */
function maybeRequest(state: AdSlotState, options: AdLifecycleOptions): AdTransition {
  if (state.status !== "created" && state.status !== "recycled") return same(state);
  if (isProcessing(state) || state.statuses.requested) return same(state);
  if (options.renderOnView && !state.inView) return same({ ...state, waitingForFocus: false });
  if (options.activeTab && !state.focused) return same({ ...state, waitingForFocus: true });
  return {
    state: enter(state, "requesting", { waitingForFocus: false, requestedBreakpoint: state.breakpoint, error: null }),
    effects: [{ type: "request", delayMs: options.requestDelayMs }],
  };
}

/** Starts a recycle of a rendered ad: clear it, then request a fresh one. */
function recycle(state: AdSlotState, reason: "refresh" | "breakpoint"): AdTransition {
  return { state: enter(state, "recycling", { refreshElapsedMs: 0 }), effects: [{ type: "clear", reason }] };
}

const wantsBreakpointRecycle = (state: AdSlotState, options: AdLifecycleOptions) =>
  options.recycleOnBreakpoint && state.renderedBreakpoint !== null && state.renderedBreakpoint !== state.breakpoint;

export function adTransition(state: AdSlotState, event: AdEvent, options: AdLifecycleOptions): AdTransition {
  switch (event.type) {
    case "CREATE":
      if (state.status !== null && state.status !== "destroyed") return same(state);
      return { state: enter(state, "creating", { statuses: {}, error: null }), effects: [{ type: "define" }] };

    case "CREATED":
      if (state.status !== "creating") return same(state);
      return maybeRequest(enter(state, "created"), options);

    case "VIEWPORT":
      if (state.status === null || state.status === "destroying" || state.status === "destroyed") return same({ ...state, inView: event.inView });
      return maybeRequest({ ...state, inView: event.inView }, options);

    case "FOCUS": {
      const next = { ...state, focused: event.focused };
      if (!event.focused || state.status === null || state.status === "destroying" || state.status === "destroyed") return same(next);
      return maybeRequest(next, options);
    }

    case "REQUESTED":
      if (state.status !== "requesting") return same(state);
      return { state: enter(state, "requested"), effects: [{ type: "render" }] };

    case "REQUEST_FAILED":
      // Stays requested (so scrolling does not hammer the ad server) until a recycle or a new create.
      if (state.status !== "requesting") return same(state);
      return same({ ...enter(state, "created"), statuses: { ...state.statuses, created: true, requested: true }, error: event.error });

    case "RENDER":
      if (state.status !== "requested") return same(state);
      return same(enter(state, "rendering"));

    case "RENDERED": {
      if (state.status !== "rendering") return same(state);
      const rendered = enter(state, "rendered", { renderedBreakpoint: state.requestedBreakpoint, refreshElapsedMs: 0 });
      // The window crossed a breakpoint while this ad was on its way: swap it for one of the right size.
      return wantsBreakpointRecycle(rendered, options) ? recycle(rendered, "breakpoint") : same(rendered);
    }

    case "TICK": {
      // The refresh timer runs only for a rendered ad that refreshes, while it is in view and the tab is focused.
      if (state.status !== "rendered" || options.refreshInterval <= 0 || !state.inView || !state.focused) return same(state);
      const elapsed = state.refreshElapsedMs + event.ms;
      if (elapsed >= options.refreshInterval * 1000) return recycle(state, "refresh");
      return same({ ...state, refreshElapsedMs: elapsed });
    }

    case "BREAKPOINT": {
      if (event.breakpoint === state.breakpoint) return same(state);
      const next = { ...state, breakpoint: event.breakpoint };
      return next.status === "rendered" && wantsBreakpointRecycle(next, options) ? recycle(next, "breakpoint") : same(next);
    }

    case "RECYCLED":
      if (state.status !== "recycling") return same(state);
      return maybeRequest(
        enter(state, "recycled", { statuses: { created: true }, requestedBreakpoint: null, renderedBreakpoint: null, refreshElapsedMs: 0 }),
        options,
      );

    case "DESTROY":
      if (state.status === null || state.status === "destroying" || state.status === "destroyed") return same(state);
      return { state: enter(state, "destroying", { waitingForFocus: false }), effects: [{ type: "destroy" }] };

    case "DESTROYED":
      if (state.status !== "destroying") return same(state);
      // Spec 1 §4: destroy clears all statuses.
      return same({
        ...state,
        status: "destroyed",
        statuses: {},
        requestedBreakpoint: null,
        renderedBreakpoint: null,
        refreshElapsedMs: 0,
        waitingForFocus: false,
        error: null,
      });
  }
}

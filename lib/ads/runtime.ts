/**
 * The ad-slot manager in the browser, loaded on demand once the page is idle: finds the server's reserved
 * slots, keeps each slot's lifecycle in the store, and turns viewport, focus, timer and resize signals into
 * lifecycle events, and lifecycle effects into provider calls.
 */
import { AD_REFRESH_TICK_MS, BREAKPOINTS, BREAKPOINT_NAMES, breakpointFor } from "./constants";
import { initialAdSlotState, type AdEffect, type AdEvent } from "./lifecycle";
import { createHouseProvider, type AdCreative, type AdProvider } from "./provider";
import { admantxUrl, assertGlobalConfig, assertSlot, resolvePreprocessors, runPreprocessors, type AdGlobalConfig, type Preprocessor, type PreprocessorResult } from "./setup";
import { parseSlotDataset, sizesAt, viewportMarginPx, type Targeting } from "./slots";
import { createAdStore } from "./store";
import { adGroup, audienceTargeting, cableProviderTargeting, pageTargeting, slotTargeting, CABLE_RETURN_HOST_SESSION_KEY, TV_PROVIDER_STORAGE_KEY } from "./targeting";

export interface AdRuntimeOptions {
  config: AdGlobalConfig | null;
  /** Accessible name of a house creative. */
  creativeAlt: string;
  provider?: AdProvider;
  root?: ParentNode;
}

/** The site's pass-throughs to the ad server (the embedded upstream by default). */
export const AD_CREATIVE_PATH = "/api/ads/creative";
export const AD_CONTENT_TARGETING_PATH = "/api/ads/content-targeting";

function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The preprocessors a page may name in its config. */
export const PREPROCESSORS: Record<string, Preprocessor> = {
  cable: () =>
    cableProviderTargeting({
      cookie: document.cookie,
      storedProvider: storage("localStorage")?.getItem(TV_PROVIDER_STORAGE_KEY) ?? null,
      referrer: document.referrer,
      sessionReturnHost: storage("sessionStorage")?.getItem(CABLE_RETURN_HOST_SESSION_KEY) ?? null,
    }),
  audience: () => {
    const session = storage("sessionStorage");
    const group = adGroup(session?.getItem("adg") ?? null, Math.random());
    session?.setItem("adg", group);
    return { ...audienceTargeting(storage("localStorage") ?? { getItem: () => null }), adg: group };
  },
  admantx: async (config) => {
    const response = await fetch(admantxUrl(AD_CONTENT_TARGETING_PATH, config.canonicalUrl, config.publisherKey));
    if (!response.ok) throw new Error(`content targeting answered ${response.status}`);
    const body = (await response.json()) as { admants?: unknown };
    return Array.isArray(body.admants) ? { admants: body.admants.filter((a): a is string => typeof a === "string") } : {};
  },
};

const report = (error: unknown) => console.error(error);

/** Dispatched on the document whenever a slot's lifecycle status changes. */
export const AD_STATUS_EVENT = "ads:status";
export interface AdStatusDetail {
  /** The slot element's id (`ad-{pos}`). */
  id: string;
  slot: string;
  status: string;
}

/** Starts the ads of the page; the returned function destroys every slot and stops listening. */
export function startAds(options: AdRuntimeOptions): () => void {
  let config: AdGlobalConfig;
  let preprocessors: Preprocessor[];
  try {
    config = assertGlobalConfig(options.config);
    preprocessors = resolvePreprocessors(config.preprocessors, PREPROCESSORS);
  } catch (error) {
    report(error);
    return () => {};
  }
  const root = options.root ?? document;
  const provider =
    options.provider ?? createHouseProvider({ creativeUrl: AD_CREATIVE_PATH, language: config.language, alt: options.creativeAlt, clickUrl: "/" });
  const store = createAdStore();
  const elements = new Map<string, HTMLElement>();
  const creatives = new Map<string, AdCreative>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const observers: IntersectionObserver[] = [];
  let stopped = false;
  let extraTargeting: Promise<PreprocessorResult> | null = null;
  const preprocess = () =>
    (extraTargeting ??= runPreprocessors(preprocessors, config).then((result) => {
      result.errors.forEach(report);
      return result;
    }));

  const focusedNow = () => document.visibilityState === "visible" && document.hasFocus();
  const page: Targeting = pageTargeting(config);

  const boxOf = (element: HTMLElement) => element.querySelector<HTMLElement>("[data-ad-box]") ?? element;

  /**
   * Applies an event; the slot element shows its status (`data-ad-status`, `data-ad-in-view`) and every
   * status change is announced as an `ads:status` event on the document, for analytics and viewability hooks.
   */
  function dispatch(id: string, event: AdEvent) {
    const before = store.getState().slots[id]?.state;
    const effects = store.getState().dispatch(id, event);
    const element = elements.get(id);
    const state = store.getState().slots[id]?.state;
    if (element && state?.status && state !== before) {
      if (state.inView !== before?.inView || !before?.status) element.dataset.adInView = String(state.inView);
      if (state.status !== before?.status) {
        element.dataset.adStatus = state.status;
        document.dispatchEvent(new CustomEvent<AdStatusDetail>(AD_STATUS_EVENT, { detail: { id, slot: element.dataset.adSlot ?? "", status: state.status } }));
      }
    }
    for (const effect of effects) run(id, effect);
  }

  const later = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  function run(id: string, effect: AdEffect) {
    const element = elements.get(id);
    const entry = store.getState().slots[id];
    if (!element || !entry) return;
    switch (effect.type) {
      case "define":
        queueMicrotask(() => dispatch(id, { type: "CREATED" }));
        return;
      case "request":
        later(async () => {
          try {
            const { targeting } = await preprocess();
            const current = store.getState().slots[id];
            if (!current || current.state.status !== "requesting") return;
            const creative = await provider.request({
              slot: entry.config.slot,
              pos: entry.pos,
              sizes: sizesAt(entry.config.sizes, current.state.breakpoint),
              targeting: slotTargeting(page, targeting, entry.config.targeting, document.referrer),
              correlator: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
            });
            if (!creative) return dispatch(id, { type: "REQUEST_FAILED", error: "no ad" });
            creatives.set(id, creative);
            dispatch(id, { type: "REQUESTED" });
          } catch (error) {
            dispatch(id, { type: "REQUEST_FAILED", error: error instanceof Error ? error.message : String(error) });
          }
        }, effect.delayMs);
        return;
      case "render": {
        const creative = creatives.get(id);
        dispatch(id, { type: "RENDER" });
        if (!creative) return dispatch(id, { type: "RENDERED" });
        provider
          .render(boxOf(element), creative)
          .catch(report)
          .finally(() => dispatch(id, { type: "RENDERED" }));
        return;
      }
      case "clear":
        provider.clear(boxOf(element));
        creatives.delete(id);
        queueMicrotask(() => dispatch(id, { type: "RECYCLED" }));
        return;
      case "destroy":
        provider.clear(boxOf(element));
        creatives.delete(id);
        dispatch(id, { type: "DESTROYED" });
        return;
    }
  }

  const breakpoint = () => breakpointFor(window.innerWidth);
  const focused = focusedNow();
  root.querySelectorAll<HTMLElement>("[data-ad-slot]").forEach((element, index) => {
    try {
      const parsed = parseSlotDataset(element.dataset);
      const { slot } = assertSlot(element, parsed?.slot);
      if (!parsed) return;
      const id = element.id || `${slot}#${index}`;
      elements.set(id, element);
      store.getState().add(id, {
        config: parsed,
        pos: typeof parsed.targeting.pos === "string" ? parsed.targeting.pos : `slot${index + 1}`,
        state: initialAdSlotState({ breakpoint: breakpoint(), focused }),
      });
      const margin = viewportMarginPx(parsed, window.innerHeight);
      const observer = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1];
          if (last) dispatch(id, { type: "VIEWPORT", inView: last.isIntersecting });
        },
        { rootMargin: `${margin}px 0px ${margin}px 0px` },
      );
      observer.observe(element);
      observers.push(observer);
      dispatch(id, { type: "CREATE" });
    } catch (error) {
      report(error);
    }
  });

  const all = (event: AdEvent) => {
    if (!stopped) for (const id of elements.keys()) dispatch(id, event);
  };
  const onFocus = () => all({ type: "FOCUS", focused: focusedNow() });
  const onBlur = () => all({ type: "FOCUS", focused: false });
  const onVisibility = () => all({ type: "FOCUS", focused: focusedNow() });
  window.addEventListener("focus", onFocus);
  window.addEventListener("blur", onBlur);
  document.addEventListener("visibilitychange", onVisibility);
  const tick = setInterval(() => all({ type: "TICK", ms: AD_REFRESH_TICK_MS }), AD_REFRESH_TICK_MS);
  const queries = BREAKPOINT_NAMES.filter((name) => BREAKPOINTS[name] > 0).map((name) => window.matchMedia(`(min-width: ${BREAKPOINTS[name]}px)`));
  const onResize = () => all({ type: "BREAKPOINT", breakpoint: breakpoint() });
  queries.forEach((query) => query.addEventListener("change", onResize));

  return () => {
    all({ type: "DESTROY" });
    stopped = true;
    observers.forEach((observer) => observer.disconnect());
    timers.forEach(clearTimeout);
    clearInterval(tick);
    window.removeEventListener("focus", onFocus);
    window.removeEventListener("blur", onBlur);
    document.removeEventListener("visibilitychange", onVisibility);
    queries.forEach((query) => query.removeEventListener("change", onResize));
  };
}

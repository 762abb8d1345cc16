/**
 * The one analytics adapter of the paywall (spec 1 §4 "Tracked paywall events"). Every tracked event goes through
 * `trackPaywallEvent`, which hands it to the sink: by default a `newsroom:track` event on window (the same channel the
 * account store reports authentication changes on), where an analytics tag can listen. Tests and other sinks replace it.
 */
export const PAYWALL_EVENTS = [
  "checkoutStart",
  "checkoutComplete",
  "checkoutClose",
  "checkoutStateChange",
  "showTemplate",
  "showOffer",
  "loginSuccess",
  "experienceExecute",
] as const;
export type PaywallEventName = (typeof PAYWALL_EVENTS)[number];

/** The window event name; equal to lib/auth/store.ts TRACKING_EVENT (not imported: that module is the modal's chunk). */
export const PAYWALL_TRACKING_EVENT = "newsroom:track";

export interface PaywallAnalyticsEvent {
  name: `paywall.${PaywallEventName}`;
  /** performance.now() when tracked. */
  at: number;
  [key: string]: unknown;
}

export type PaywallAnalyticsSink = (event: PaywallAnalyticsEvent) => void;

const windowSink: PaywallAnalyticsSink = (event) => {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(PAYWALL_TRACKING_EVENT, { detail: event }));
};

let sink: PaywallAnalyticsSink = windowSink;

/** Replaces the sink (a production analytics tag, or a test); returns a function that restores the previous one. */
export function setPaywallAnalyticsSink(next: PaywallAnalyticsSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export function paywallAnalyticsEvent(name: PaywallEventName, detail: Record<string, unknown> = {}, at = 0): PaywallAnalyticsEvent {
  return { ...detail, name: `paywall.${name}`, at };
}

export function trackPaywallEvent(name: PaywallEventName, detail: Record<string, unknown> = {}): void {
  sink(paywallAnalyticsEvent(name, detail, typeof performance === "undefined" ? 0 : performance.now()));
}

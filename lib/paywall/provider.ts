/**
 * The paywall provider adapter. The gate talks to a `PaywallProvider` only; the default one loads a runtime script
 * (the embedded upstream's, or a production provider's given by PAYWALL_SCRIPT_URL) with the brand's `aid`, waits for
 * it to become ready (polled every PAYWALL_READINESS_POLL_MS, for at most SCRIPT_LOAD_TIMEOUT_MS), and maps its raw
 * events to typed `ProviderEvent`s. A provider with another browser API (a `tp`-style queue) plugs in as another
 * implementation of the same interface.
 */
import { FALLBACK_ANIMATION_FRAME_MS, PAYWALL_READINESS_POLL_MS, SCRIPT_LOAD_TIMEOUT_MS } from "./constants";
import type { ProviderEvent } from "./gate-state";

export interface PaywallProvider {
  /** Loads the runtime; resolves once it is ready, rejects when it fails or times out. */
  load(): Promise<void>;
  /** Shows the offer in `container`; events come back through `onEvent`. */
  execute(options: { container: HTMLElement; signedIn: boolean; checkoutEndpoint: string; onEvent(event: ProviderEvent): void }): void;
  setUser(signedIn: boolean): void;
  startCheckout(selection: { offerId: string; termId: string }): void;
  destroy(): void;
}

/** The browser API of a runtime in the embedded provider's shape (`window.NewsroomPaywall`). */
export interface PaywallRuntimeApi {
  ready: boolean;
  failed?: boolean;
  execute(config: { container: HTMLElement; user: { signedIn: boolean }; checkoutEndpoint: string; onEvent(raw: unknown): void }): void;
  setUser(user: { signedIn: boolean }): void;
  startCheckout(selection: { offerId: string; termId: string }): void;
  destroy(): void;
}

type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: unknown) => void; now: () => number };
const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Polls `check` every `pollMs` until it says "ready" (resolve) or "failed" (reject), or `timeoutMs` passes (reject).
 * The first check runs at once.
 */
export function waitUntilReady(
  check: () => "ready" | "failed" | "waiting",
  { pollMs = PAYWALL_READINESS_POLL_MS, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS, timers = realTimers }: { pollMs?: number; timeoutMs?: number; timers?: Timers } = {},
): Promise<void> {
  const started = timers.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      const status = check();
      if (status === "ready") return resolve();
      if (status === "failed") return reject(new Error("paywall runtime failed"));
      if (timers.now() - started >= timeoutMs) return reject(new Error(`paywall runtime not ready after ${timeoutMs} ms`));
      timers.setTimeout(tick, pollMs);
    };
    tick();
  });
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** A runtime's raw event as a typed ProviderEvent, or null for anything unknown or malformed. */
export function toProviderEvent(raw: unknown): ProviderEvent | null {
  if (!raw || typeof raw !== "object") return null;
  const event = raw as Record<string, unknown>;
  switch (event.type) {
    case "experienceExecute":
    case "checkoutClose":
      return { type: event.type };
    case "showTemplate":
      return { type: "showTemplate", templateId: str(event.templateId) };
    case "showOffer":
      return { type: "showOffer", offerId: str(event.offerId), termIds: Array.isArray(event.termIds) ? event.termIds.map(str) : [] };
    case "loginRequired":
    case "checkoutStart":
      return str(event.offerId) && str(event.termId) ? { type: event.type, offerId: str(event.offerId), termId: str(event.termId) } : null;
    case "checkoutStateChange":
      return { type: "checkoutStateChange", state: str(event.state) };
    case "checkoutComplete":
      return { type: "checkoutComplete", offerId: str(event.offerId), termId: str(event.termId), subscriptionId: str(event.subscriptionId) };
    default:
      return null;
  }
}

/** Adds the script once (by src); resolves on load, rejects on error. */
function addScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-paywall-runtime="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === "true") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement("script");
    script.addEventListener("load", () => {
      script.dataset.loaded = "true";
      resolve();
    });
    script.addEventListener("error", () => reject(new Error(`paywall runtime failed to load: ${src}`)));
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.paywallRuntime = src;
      document.head.appendChild(script);
    }
  });
}

/** The default provider: a runtime script exposing `window[globalName]` in the embedded provider's shape. */
export function scriptPaywallProvider({ scriptSrc, globalName = "NewsroomPaywall" }: { scriptSrc: string; globalName?: string }): PaywallProvider {
  const api = () => (window as unknown as Record<string, PaywallRuntimeApi | undefined>)[globalName];
  return {
    async load() {
      const started = Date.now();
      await addScript(scriptSrc);
      await waitUntilReady(() => (api()?.ready ? "ready" : api()?.failed ? "failed" : "waiting"), {
        timeoutMs: Math.max(0, SCRIPT_LOAD_TIMEOUT_MS - (Date.now() - started)),
      });
    },
    execute({ container, signedIn, checkoutEndpoint, onEvent }) {
      api()?.execute({
        container,
        user: { signedIn },
        checkoutEndpoint,
        onEvent: (raw) => {
          const event = toProviderEvent(raw);
          if (event) onEvent(event);
        },
      });
    },
    setUser: (signedIn) => api()?.setUser({ signedIn }),
    startCheckout: (selection) => api()?.startCheckout(selection),
    destroy: () => api()?.destroy(),
  };
}

/**
 * One animation frame: requestAnimationFrame where there is one and the page is visible (rAF does not run in a
 * hidden tab), else a FALLBACK_ANIMATION_FRAME_MS timeout.
 */
export function nextFrame(
  callback: () => void,
  env: { requestAnimationFrame?: (cb: () => void) => unknown; hidden?: boolean; setTimeout: (cb: () => void, ms: number) => unknown },
): void {
  if (env.requestAnimationFrame && !env.hidden) env.requestAnimationFrame(callback);
  else env.setTimeout(callback, FALLBACK_ANIMATION_FRAME_MS);
}

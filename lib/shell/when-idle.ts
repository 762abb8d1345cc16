/** Where the browser has no requestIdleCallback (Safari): this long after asking, unless the caller says otherwise. */
export const IDLE_FALLBACK_MS = 200;

/**
 * Runs `callback` once the browser is idle, and at the latest after `timeoutMs`: work a reader does not wait for
 * stays out of the tasks that start the page (hydration and its effects), which would otherwise block input.
 * The returned function cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number, fallbackMs = IDLE_FALLBACK_MS): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(handle);
}

/**
 * Once the browser is idle (at the latest after `timeoutMs`), loads a module with `load` and starts it with `start`,
 * which returns how to stop it. The returned function cancels what has not begun and stops what has: a module that
 * arrives after that is not started.
 */
export function startWhenIdle<Loaded>(load: () => Promise<Loaded>, start: (loaded: Loaded) => () => void, timeoutMs: number): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const cancel = whenIdle(() => {
    load()
      .then((loaded) => {
        if (!stopped) stop = start(loaded);
      })
      .catch((error: unknown) => console.error(error));
  }, timeoutMs);
  return () => {
    stopped = true;
    cancel();
    stop?.();
  };
}

/**
 * What the bundled code (route handlers, the attempt limits) tells the operators' metrics (server/metrics.mjs) about.
 * Next bundles those modules apart from the server's own, so they meet on a global: server/serve.mjs listens, and
 * where nothing listens (`next dev`, unit tests) an event goes nowhere.
 */
const LISTENER = Symbol.for("newsroom.opsEvents");

/** Tells the listener, if any, that `name` happened (`labels` from closed lists only). */
export function opsEvent(name, labels = {}) {
  globalThis[LISTENER]?.(name, labels);
}

/** Makes `listener(name, labels)` the one listener of this process's events. */
export function listenToOpsEvents(listener) {
  globalThis[LISTENER] = listener;
}

/**
 * Lets a finished server render be collected. React ends every render by aborting its cache signal
 * (`cacheSignal()`) with an Error, and V8 keeps an Error's stack as frames until something reads it,
 * each frame holding its receiver: here the Immediate the render finished in. Node leaves a run
 * Immediate linked to the rest of its batch, each Immediate holding the async context (the render) it
 * was made in; and a long-lived timer or socket re-armed during a render (undici's shared clock, a
 * pooled upstream connection) holds that render. From one held render the links reached nearly every
 * render after it, with the upstream answers each one parsed: the heap grew with every page rendered.
 * Reading the stack once turns the frames into a string and cuts the link.
 */
export function releaseOnAbort(signal) {
  signal?.addEventListener("abort", () => void signal.reason?.stack, { once: true });
}

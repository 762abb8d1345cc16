/**
 * How many requests Next works on at once in one instance (RENDER_CONCURRENCY). A page rendered on demand holds its
 * upstream answers and its HTML in memory until it is sent: fifty readers asking fifty never-seen fronts at once would
 * hold fifty of them. Past the limit, requests wait their turn in arrival order; the two cores render faster for it
 * (fewer renders in flight, so their objects die young and V8's collector copies less: 8 against 16 cut the server's
 * CPU per never-seen page by a tenth), and the memory an instance needs no longer grows with its readers. Route handlers (`/api/…`: polls, sessions,
 * sign-ins) and the build's static files are cheap and never wait behind renders.
 */
import { positiveNumber } from "./memory.mjs";

export const renderConcurrency = (env = process.env) => positiveNumber(env.RENDER_CONCURRENCY, 8);

/** Requests that go straight to Next. */
export const passesGate = (url = "/") => url.startsWith("/api/") || url.startsWith("/_next/static/");

export function createRenderGate(limit) {
  let active = 0;
  const waiting = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    /** Runs `work(done)` now or when a slot frees; `done` gives the slot back (once). */
    enter(work) {
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        release();
      };
      if (active < limit) {
        active++;
        work(done);
      } else waiting.push(() => work(done));
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

// Run by finished-render.test.ts as `node --expose-gc finished-render.fixture.mjs [released]`: renders in
// miniature, as React and Node hold them, and prints which renders' data is still alive after a full GC.
import { AsyncLocalStorage } from "node:async_hooks";
import { releaseOnAbort } from "./finished-render.mjs";

const released = process.argv[2] === "released";
const renderStorage = new AsyncLocalStorage();
// A long-lived timer that has fired once, like undici's clock: re-armed during a render, it holds that render.
const clock = setTimeout(() => {}, 1);
await new Promise((resolve) => setTimeout(resolve, 5));

function render(id) {
  const store = { data: Array.from({ length: 1000 }, () => ({ id })), cacheController: new AbortController() };
  if (released) releaseOnAbort(store.cacheController.signal);
  return renderStorage.run(store, () => {
    clock.refresh();
    return new Promise((resolve) =>
      setImmediate(() => {
        // React's end of a render: its cache signal aborted from the Immediate the render finished in.
        store.cacheController.abort(new Error("This render completed successfully."));
        resolve(new WeakRef(store.data));
      }),
    );
  });
}

const renders = await Promise.all([1, 2, 3, 4, 5].map(render));
await new Promise((resolve) => setTimeout(resolve, 20));
globalThis.gc();
await new Promise((resolve) => setImmediate(resolve));
globalThis.gc();
clock.unref();
console.log(JSON.stringify(renders.flatMap((ref, index) => (ref.deref() ? [index + 1] : []))));

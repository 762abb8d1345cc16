import { AsyncLocalStorage } from "node:async_hooks";

// What Next's server runtime provides (next/dist/server/node-environment-baseline): its request stores
// (lib/api/render-scope.ts) are AsyncLocalStorage instances made from this global.
(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage = AsyncLocalStorage;

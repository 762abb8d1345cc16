import { test as base, type BrowserContext, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, with every navigation (`goto`, `reload`, back and forward; not one that waits only for
 * `"commit"`) also waiting until React has hydrated the page's root. A page's scripts load after its first frame
 * (server/first-paint-scripts.mjs), often after the `load` event a navigation waits for; a test that clicked or typed
 * before then met the server HTML alone.
 */
export const test = base.extend<object, { startedPages: void }>({
  context: async ({ context }, provide) => {
    await provide(waitingForNext(context));
  },
  startedPages: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => waitingForNext(await newContext(options));
      await provide();
    },
    { scope: "worker", auto: true },
  ],
});

/**
 * Whether the page has no Next client (no inline data: a page without JavaScript, an API answer) or React has
 * hydrated its root. React listens from the moment it starts hydrating, but a click that reaches the page before
 * the root's first commit is dropped when the root cannot hydrate at once (its code or data still on the way); from
 * the commit on, React hydrates what a click reaches before it dispatches it.
 */
export const nextStarted = () => {
  if (!(self as unknown as { __next_f?: unknown }).__next_f) return true;
  const container = Object.entries(document).find(([key]) => key.startsWith("__reactContainer$"))?.[1] as
    | { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } }
    | undefined;
  return container?.stateNode.current.memoizedState?.isDehydrated === false;
};

function waitingForNext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitForNextOn(page);
  context.on("page", waitForNextOn);
  return context;
}

function waitForNextOn(page: Page) {
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        // `waitUntil: "commit"` asks for nothing more than the answer.
        if (args.some((arg) => (arg as { waitUntil?: string } | undefined)?.waitUntil === "commit")) return response;
        // A page without JavaScript never starts; its test reads the server HTML.
        await page.waitForFunction(nextStarted, undefined, { timeout: 10_000, polling: 50 }).catch(() => undefined);
        return response;
      },
    });
  }
}

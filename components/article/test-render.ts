/**
 * Test support for the article components: a stand-in for next-intl/server that reads the real
 * message files, and a renderer that runs async server components the way the server does.
 */
import { prerender } from "react-dom/static";
import type { ReactElement } from "react";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const MESSAGES: Record<string, unknown> = { en, es };

function lookup(messages: unknown, path: string): string {
  const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
  if (typeof value !== "string") throw new Error(`Missing message ${path}`);
  return value;
}

/**
 * `getTranslations` for tests: plain `{name}` placeholders, which is all these texts use. A call
 * with only a namespace (as shared components make) gets English.
 */
export function intlServerMock() {
  return {
    getTranslations: async (options: string | { locale: string; namespace: string }) => {
      const { locale, namespace } = typeof options === "string" ? { locale: "en", namespace: options } : options;
      const t = (key: string, values: Record<string, unknown> = {}) =>
        lookup(MESSAGES[locale], `${namespace}.${key}`).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
      // `t.raw`: the message as written (plural patterns and all).
      return Object.assign(t, { raw: (key: string) => lookup(MESSAGES[locale], `${namespace}.${key}`) });
    },
  };
}

/** Renders a server component tree (async components included) to HTML and mounts it in the document. */
export async function renderServer(element: ReactElement): Promise<HTMLElement> {
  // Fizz schedules work with setImmediate, which jsdom does not have.
  globalThis.setImmediate ??= ((callback: () => void) => setTimeout(callback, 0)) as unknown as typeof setImmediate;
  const { prelude } = await prerender(element);
  const container = document.createElement("div");
  container.innerHTML = await new Response(prelude).text();
  document.body.replaceChildren(container);
  return container;
}

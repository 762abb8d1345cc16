"use client";

import { use } from "react";
import { BRAND_LINK_KEPT, splitAtBrandLink } from "@/lib/format/brand-link";
import { displayNameOf } from "@/lib/verticals/display-names";

type ErrorText = { title: string; body: string };
let errorText: Promise<ErrorText> | undefined;
/**
 * The messages are fetched only when this page shows: a static import would put every text of the site into every page's
 * first-load JS. They are precompiled at build (next.config.ts), so they are read through the translator.
 */
const loadErrorText = () =>
  (errorText ??= Promise.all([import("@/messages/en.json"), import("next-intl")]).then(([messages, { createTranslator }]) => {
    const t = createTranslator({ locale: "en", messages: messages.default, namespace: "errors.unexpected" });
    return { title: t("title"), body: t.markup("body", BRAND_LINK_KEPT) };
  }));

/**
 * Last resort when the root layout itself fails in the browser: spec 1 §8's second 500 text. No providers are available,
 * so the texts are read directly.
 */
export default function GlobalError() {
  const text = use(loadErrorText());
  const [before, after] = splitAtBrandLink(text.body);
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>{text.title}</h1>
        <p>
          {before}
          <a href="/">{displayNameOf(undefined)}</a>
          {after}
        </p>
      </body>
    </html>
  );
}

import { escapeHtml } from "@/lib/format/escape-html";

/**
 * Markup the server draws as one string (issue 24): a static part of a page (footer, menus, tease lists) is one
 * `dangerouslySetInnerHTML` for React, not an element tree to serialise into the RSC payload, render and hydrate.
 * Only `html` and `trustedHtml` make one, so every text that reaches the page has been escaped or vouched for.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** What `html` takes in a slot: texts and numbers are escaped; nothing, null and false draw nothing. */
export type HtmlValue = SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

const valueHtml = (value: HtmlValue): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(valueHtml).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
};

/** A template of markup whose slots are escaped (as text, or inside a quoted attribute value). */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] as string;
  for (let i = 0; i < values.length; i++) out += valueHtml(values[i] as HtmlValue) + strings[i + 1];
  return new SafeHtml(out);
}

/** Markup already made safe elsewhere (editorial HTML through the sanitiser's allowlist). */
export const trustedHtml = (markup: string) => new SafeHtml(markup);

/** Props that set an element's content to `markup`. */
export const innerHtml = (markup: SafeHtml) => ({ dangerouslySetInnerHTML: { __html: markup.value } });

"use client";

import { useId } from "react";
import type { SoftOptInTexts } from "./soft-opt-in-texts";

/**
 * The web-notification soft opt-in: a small, non-modal card fixed at the bottom of the window (it covers nothing
 * the reader is reading for long and moves nothing), a labelled region that takes no focus (the shell announces it
 * politely). "Allow alerts" asks the browser; "Not now" (or Escape while focus is in the card) counts as an opt-out,
 * after which the rule waits 2 weeks before asking again. Escape elsewhere (a menu, a modal) is not an answer.
 */
export function SoftOptInPrompt({ texts, onAnswer }: { texts: SoftOptInTexts; onAnswer: (allowed: boolean) => void }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) onAnswer(false);
      }}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-lg border border-neutral-200 bg-white p-4 text-neutral-900 shadow-xl m:right-6 m:left-auto"
    >
      <h2 id={`${id}-title`} className="font-bold">
        {texts.title}
      </h2>
      <p id={`${id}-body`} className="mt-1 text-sm text-neutral-800">
        {texts.body}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" onClick={() => onAnswer(false)} className="h-9 rounded px-3 text-sm font-semibold underline">
          {texts.notNow}
        </button>
        <button type="button" onClick={() => onAnswer(true)} className="h-9 rounded bg-brand px-3 text-sm font-semibold text-on-brand">
          {texts.allow}
        </button>
      </div>
    </section>
  );
}

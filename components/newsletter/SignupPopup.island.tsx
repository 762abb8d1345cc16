"use client";

import { useEffect, useId, useState } from "react";
import { releaseDialogTurn, requestDialogTurn, useDialogShown } from "@/lib/dialogs/store";
import { POPUP_DISMISSED_KEY, SCROLL_DEBOUNCE_MS, scrollRatio, shouldShowPopup } from "@/lib/newsletter/popup";
import { NewsletterSignup, type NewsletterSignupProps } from "./NewsletterSignup.island";

function dismissedAt(): number | null {
  const stored = Number(window.localStorage.getItem(POPUP_DISMISSED_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/**
 * The newsletter sign-up popup: a non-modal panel that opens once the reader is halfway down the
 * article, and stays away for a while after it is closed. It is a pop-up for the page's dialog coordinator
 * (lib/dialogs): with another dialog open when it comes due it gives up for this page, and it gives way to a
 * sign-in or checkout the reader starts while it shows.
 */
export function SignupPopup({ title, description, closeLabel, ...signup }: NewsletterSignupProps & { title: string; description: string; closeLabel: string }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const shown = useDialogShown("newsletterPopup") && open;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const ratio = scrollRatio({ scrollY: window.scrollY, viewportHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight });
      if (shouldShowPopup({ scrollRatio: ratio, dismissedAt: dismissedAt(), now: Date.now() })) {
        setOpen(requestDialogTurn("newsletterPopup"));
        window.removeEventListener("scroll", onScroll);
      }
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A reader may have scrolled before this island hydrated: the scroll events they made are gone.
    onScroll();
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      releaseDialogTurn("newsletterPopup");
    };
  }, []);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shown]);

  function close() {
    window.localStorage.setItem(POPUP_DISMISSED_KEY, String(Date.now()));
    setOpen(false);
    releaseDialogTurn("newsletterPopup");
  }

  if (!shown) return null;
  return (
    <div role="dialog" aria-labelledby={titleId} className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-accent bg-white p-4 shadow-2xl m:inset-x-auto m:bottom-4 m:right-4 m:w-[26rem] m:rounded m:border">
      <div className="mb-2 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button type="button" onClick={close} className="rounded px-2 text-2xl leading-none" aria-label={closeLabel}>
          ×
        </button>
      </div>
      <p className="mb-3 text-sm text-neutral-700">{description}</p>
      <NewsletterSignup {...signup} />
    </div>
  );
}

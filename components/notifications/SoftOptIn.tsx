"use client";

import { useCallback, useEffect, useState } from "react";
import { releaseDialogTurn, requestDialogTurn, useDialogShown } from "@/lib/dialogs/store";
import {
  parseRecord,
  recordEvent,
  scheduleSoftOptIn,
  SOFT_OPT_IN_DELAY_MS,
  SOFT_OPT_IN_STORAGE_KEY,
  type BrowserPermission,
  type SoftOptInEvent,
} from "@/lib/notifications/soft-opt-in";
import type { SoftOptInTexts } from "./soft-opt-in-texts";
import { SoftOptInPrompt } from "./SoftOptInPrompt";

function permission(): BrowserPermission {
  return typeof Notification === "undefined" ? "unsupported" : (Notification.permission as BrowserPermission);
}

function readRecord() {
  try {
    return parseRecord(localStorage.getItem(SOFT_OPT_IN_STORAGE_KEY));
  } catch {
    return parseRecord(null);
  }
}

function record(event: SoftOptInEvent) {
  try {
    localStorage.setItem(SOFT_OPT_IN_STORAGE_KEY, JSON.stringify(recordEvent(readRecord(), event)));
  } catch {
    // Storage refused (private mode): the prompt may ask again, nothing breaks.
  }
}

/**
 * The web-notification soft opt-in, loaded (as its own chunk) by the shell once a page where it applies has been
 * open for 8 s: applies the rule of lib/notifications/soft-opt-in (the delay already spent), shows the prompt and
 * remembers the reader's answer in localStorage.
 */
export function SoftOptIn({ texts }: { texts: SoftOptInTexts }) {
  const [asked, setAsked] = useState(false);
  // A pop-up for the page's dialog coordinator (lib/dialogs): it gives way to a sign-in or checkout the reader starts.
  const shown = useDialogShown("softOptIn") && asked;

  useEffect(() => {
    return scheduleSoftOptIn({
      read: readRecord,
      permission,
      now: Date.now,
      // The shell waited the 8 s before loading this.
      sincePageLoad: () => SOFT_OPT_IN_DELAY_MS,
      show: () => {
        // Another dialog open (a sign-in, a checkout, the TV provider panel, the newsletter pop-up): not now, and it
        // does not count as an ask.
        if (!requestDialogTurn("softOptIn")) return;
        record({ type: "asked" });
        setAsked(true);
      },
    });
  }, []);
  useEffect(() => () => releaseDialogTurn("softOptIn"), []);

  const answer = useCallback((allowed: boolean) => {
    record(allowed ? { type: "optedIn" } : { type: "optedOut", at: Date.now() });
    setAsked(false);
    releaseDialogTurn("softOptIn");
    if (allowed && typeof Notification !== "undefined") void Notification.requestPermission().catch(() => {});
  }, []);

  return shown ? <SoftOptInPrompt texts={texts} onAnswer={answer} /> : null;
}

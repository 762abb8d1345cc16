"use client";

import { useCallback, useEffect, useState } from "react";
import {
  parseRecord,
  recordEvent,
  scheduleSoftOptIn,
  softOptInApplies,
  SOFT_OPT_IN_STORAGE_KEY,
  type BrowserPermission,
  type SoftOptInEvent,
} from "@/lib/notifications/soft-opt-in";
import type { VerticalSlug } from "@/lib/verticals/verticals";
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
 * The web-notification soft opt-in, loaded (as its own chunk) only on the pages where it applies: applies the rule
 * of lib/notifications/soft-opt-in, counting its 8 s from the page load (`pageStart`, on the performance clock),
 * then shows the prompt and remembers the reader's answer in localStorage.
 */
export function SoftOptIn({ texts, vertical, pageStart }: { texts: SoftOptInTexts; vertical: VerticalSlug; pageStart: number }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!softOptInApplies(vertical, location.pathname)) return;
    return scheduleSoftOptIn({
      read: readRecord,
      permission,
      now: Date.now,
      sincePageLoad: () => performance.now() - pageStart,
      show: () => {
        record({ type: "asked" });
        setShown(true);
      },
    });
  }, [vertical, pageStart]);

  const answer = useCallback((allowed: boolean) => {
    record(allowed ? { type: "optedIn" } : { type: "optedOut", at: Date.now() });
    setShown(false);
    if (allowed && typeof Notification !== "undefined") void Notification.requestPermission().catch(() => {});
  }, []);

  return shown ? <SoftOptInPrompt texts={texts} onAnswer={answer} /> : null;
}

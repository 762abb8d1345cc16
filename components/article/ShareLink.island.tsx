"use client";

import { useEffect, useRef, useState } from "react";

/** How long the button reads "Copied". */
export const COPIED_RESET_MS = 2000;

export interface ShareLinkLabels {
  copyLink: string;
  copied: string;
  shareLinkCopied: string;
  shareLinkFallback: string;
}

type ShareStatus = "idle" | "copied" | "fallback";

/**
 * Copies the page's canonical URL. Where the clipboard is unavailable (insecure context, denied
 * permission) it shows the URL in a read-only field, selected, for the reader to copy by hand.
 * Texts come from the server, so the island ships no message catalogue.
 */
export function ShareLink({ url, labels }: { url: string; labels: ShareLinkLabels }) {
  const [status, setStatus] = useState<ShareStatus>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (status === "fallback") field.current?.focus();
  }, [status]);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      setStatus("fallback");
      field.current?.focus();
      return;
    }
    setStatus("copied");
    timer.current = setTimeout(() => setStatus("idle"), COPIED_RESET_MS);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={copy}
        className="rounded-full border border-neutral-400 px-4 py-1.5 text-sm font-semibold hover:border-accent"
      >
        {status === "copied" ? labels.copied : labels.copyLink}
      </button>
      {status === "fallback" && (
        <label className="flex flex-wrap items-center gap-2 text-sm">
          {labels.shareLinkFallback}
          <input
            ref={field}
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded border border-neutral-400 px-2 py-1"
          />
        </label>
      )}
      <span role="status" aria-live="polite" className="sr-only">
        {status === "copied" ? labels.shareLinkCopied : ""}
      </span>
    </div>
  );
}

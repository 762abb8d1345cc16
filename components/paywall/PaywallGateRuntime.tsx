"use client";

import { useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { releaseDialogTurn, requestDialogTurn } from "@/lib/dialogs/store";
import { createGateMachine } from "@/lib/paywall/gate-machine";
import { inCheckoutFlow } from "@/lib/paywall/gate-state";
import { nextFrame, scriptPaywallProvider } from "@/lib/paywall/provider";
import { GATE_BOX_CLASS, GATED_BODY_CLASS, type PaywallGateProps } from "./PaywallGate.island";

export type PaywallGateRuntimeProps = PaywallGateProps;

/** The gate (loaded on demand): its store and effects (lib/paywall/gate-machine.ts), and what the reader sees. */
export function PaywallGateRuntime({ articleId, scriptSrc, texts }: PaywallGateRuntimeProps) {
  const offerBox = useRef<HTMLDivElement>(null);
  const gated = useRef<HTMLDivElement>(null);
  const [machine] = useState(() => createGateMachine({ articleId, provider: scriptPaywallProvider({ scriptSrc }) }));
  const state = useStore(machine.store);

  useEffect(() => (offerBox.current ? machine.start(offerBox.current) : undefined), [machine]);

  // From Subscribe to the checkout's end the page's dialog turn is the checkout's: no pop-up meanwhile (lib/dialogs).
  const checkoutFlow = inCheckoutFlow(state.phase);
  useEffect(() => {
    if (!checkoutFlow) return;
    requestDialogTurn("checkout");
    return () => releaseDialogTurn("checkout");
  }, [checkoutFlow]);

  // Unlocked: the reader continues where the teaser ended (one frame later, once the part is in the page).
  const unlocked = state.phase === "unlocked" && state.html !== null;
  // A modal open then (the name step after a checkout) keeps focus until it closes; the story takes it after.
  useEffect(() => {
    if (!unlocked) return;
    const focusStory = () =>
      nextFrame(() => gated.current?.focus({ preventScroll: true }), {
        requestAnimationFrame: typeof window.requestAnimationFrame === "function" ? (callback) => window.requestAnimationFrame(callback) : undefined,
        hidden: document.hidden,
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      });
    const modal = document.querySelector("dialog[open]");
    if (!modal) return focusStory();
    modal.addEventListener("close", focusStory, { once: true });
    return () => modal.removeEventListener("close", focusStory);
  }, [unlocked]);

  const waiting = state.phase === "idle" || state.phase === "checking" || state.phase === "loadingOffer";
  return (
    <>
      <div
        ref={gated}
        tabIndex={unlocked ? -1 : undefined}
        className={`${GATED_BODY_CLASS} outline-none`}
        dangerouslySetInnerHTML={{ __html: unlocked ? (state.html as string) : "" }}
      />
      <p className="sr-only" aria-live="polite">
        {unlocked ? texts.unlocked : ""}
      </p>
      <section aria-label={texts.regionLabel} className={GATE_BOX_CLASS} aria-busy={waiting} hidden={unlocked}>
        {waiting && <p className="text-neutral-700">{texts.loading}</p>}
        {state.phase === "error" && (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{texts.error}</p>
            <button type="button" className="rounded-full border border-neutral-900 px-4 py-2 font-semibold" onClick={machine.retry}>
              {texts.retry}
            </button>
          </div>
        )}
        {/* The provider's runtime renders the offer and the checkout here; React never renders children into it. */}
        <div ref={offerBox} hidden={waiting || state.phase === "error"} />
      </section>
    </>
  );
}

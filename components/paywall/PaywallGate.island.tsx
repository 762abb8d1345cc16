"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { whenIdle } from "@/lib/shell/when-idle";
import type { PaywallTexts } from "./paywall-texts";
import type { PaywallGateRuntimeProps } from "./PaywallGateRuntime";

export interface PaywallGateProps {
  articleId: string;
  /** The provider's runtime with the brand's aid. */
  scriptSrc: string;
  texts: PaywallTexts;
}

/** Without requestIdleCallback (Safari): this long after mounting. */
const IDLE_FALLBACK_MS = 1500;

export const GATED_BODY_CLASS = "paywall-gated flex max-w-[680px] flex-col gap-5 font-serif text-lg leading-relaxed";
export const GATE_BOX_CLASS = "flex min-h-96 max-w-[680px] flex-col justify-center font-sans";

/**
 * The paywall gate's eager part (a few hundred bytes): the gated part's empty place (`.paywall-gated`, named by the
 * JSON-LD) and a reserved box, in the shared HTML. The gate itself (store, provider adapter, flow) loads when the
 * page is idle or the box comes near the viewport, whichever is first.
 */
export function PaywallGate(props: PaywallGateProps) {
  const box = useRef<HTMLDivElement>(null);
  const [Runtime, setRuntime] = useState<ComponentType<PaywallGateRuntimeProps> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("./PaywallGateRuntime").then((module) => setRuntime(() => module.PaywallGateRuntime));
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: "600px 0px" });
    observer.observe(element);
    const cancelIdle = whenIdle(load, 4000, IDLE_FALLBACK_MS);
    return () => {
      started = true;
      observer.disconnect();
      cancelIdle();
    };
  }, []);

  return (
    <div ref={box} data-paywall-gate={props.articleId}>
      {Runtime ? (
        <Runtime {...props} />
      ) : (
        <>
          <div className={GATED_BODY_CLASS} />
          <section aria-label={props.texts.regionLabel} className={GATE_BOX_CLASS}>
            <p className="text-neutral-700">{props.texts.loading}</p>
          </section>
        </>
      )}
    </div>
  );
}

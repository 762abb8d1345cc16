"use client";

import { useId, useRef, useSyncExternalStore, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { clampSlideIndex, keyStep, parseSlideHash, slideId, swipeStep } from "@/lib/slideshow/slide-index";

export interface SlideshowLabels {
  region: string;
  previous: string;
  next: string;
  /** "N of M" for every slide, in order. */
  counters: readonly string[];
}

/** Fired after the slideshow rewrites the hash: replaceState fires no hashchange. */
const SLIDE_CHANGE = "slideshow:change";

function subscribe(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  window.addEventListener(SLIDE_CHANGE, onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener(SLIDE_CHANGE, onChange);
  };
}

const BUTTON =
  "rounded-full border-2 border-neutral-900 px-4 py-2 font-semibold hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:border-neutral-300 aria-disabled:text-neutral-500 aria-disabled:hover:bg-transparent";

/**
 * One slide at a time over server-rendered slides: previous/next buttons, arrow keys, swipe. The URL
 * hash `#slide-N` is the state, so a shared link opens at its slide. Without JavaScript (see the
 * noscript style of SlideshowArticle) every slide shows and the controls hide.
 */
export function Slideshow({ slides, labels }: { slides: readonly ReactNode[]; labels: SlideshowLabels }) {
  const count = slides.length;
  const listId = useId();
  const current = useSyncExternalStore(
    subscribe,
    () => parseSlideHash(window.location.hash, count) ?? 0,
    () => 0,
  );
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const show = (index: number) => {
    const target = clampSlideIndex(index, count);
    if (target === current) return;
    window.history.replaceState(null, "", `#${slideId(target)}`);
    window.dispatchEvent(new Event(SLIDE_CHANGE));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    show(current + step);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start) show(current + swipeStep(event.clientX - start.x, event.clientY - start.y));
  };

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} onKeyDown={onKeyDown} data-slideshow className="flex flex-col gap-4">
      <div data-slideshow-controls className="flex items-center justify-between gap-4">
        <button type="button" className={BUTTON} aria-controls={listId} aria-disabled={current === 0} onClick={() => show(current - 1)}>
          <span aria-hidden="true">←</span> <span className="max-m:sr-only">{labels.previous}</span>
        </button>
        <p aria-live="polite" aria-atomic="true" className="font-semibold whitespace-nowrap tabular-nums">
          {labels.counters[current]}
        </p>
        <button type="button" className={BUTTON} aria-controls={listId} aria-disabled={current === count - 1} onClick={() => show(current + 1)}>
          <span className="max-m:sr-only">{labels.next}</span> <span aria-hidden="true">→</span>
        </button>
      </div>
      <ol
        id={listId}
        className="flex touch-pan-y flex-col gap-10"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {slides.map((slide, index) => (
          <li key={index} data-slide className={index === current ? undefined : "hidden"}>
            {slide}
          </li>
        ))}
      </ol>
    </section>
  );
}

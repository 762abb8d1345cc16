"use client";

import Image from "next/image";
import { useEffect, useReducer, useRef } from "react";
import { useDelayedLoader } from "@/components/shell/useDelayedLoader";
import { FEED_PRELOAD_MARGIN_PX, feedReducer, initialFeedState, type FeedAction, type FeedPage, type FeedState } from "@/lib/article/recommendation-feed";

export interface FeedTexts {
  title: string;
  loading: string;
  error: string;
  retry: string;
}

/**
 * "More to read" under an article (`taboolafeed=true`): nothing loads until the reader comes within
 * FEED_PRELOAD_MARGIN_PX of the feed; then a page of the brand's stories at a time, each time they near its end.
 */
export function RecommendationFeed({ articleId, texts }: { articleId: string; texts: FeedTexts }) {
  const [state, dispatch] = useReducer((current: FeedState, action: FeedAction) => feedReducer(current, action, articleId), undefined, initialFeedState);
  const endRef = useRef<HTMLDivElement>(null);
  const showLoader = useDelayedLoader(state.status === "loading");

  useEffect(() => {
    const end = endRef.current;
    if (!end || state.status !== "idle") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && dispatch({ type: "nearEnd" }), {
      rootMargin: `0px 0px ${FEED_PRELOAD_MARGIN_PX}px 0px`,
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [state.status, state.page]);

  useEffect(() => {
    if (state.status !== "loading") return;
    let live = true;
    fetch(`/api/recommendations/feed?page=${state.page + 1}`)
      .then((response) => (response.ok ? (response.json() as Promise<FeedPage>) : Promise.reject(new Error(String(response.status)))))
      .then((result) => live && dispatch({ type: "loaded", result }))
      .catch(() => live && dispatch({ type: "failed" }));
    return () => {
      live = false;
    };
  }, [state.status, state.page]);

  return (
    <section aria-labelledby="recommendation-feed" className="mx-auto max-w-6xl px-4 py-8" data-feed-loader={state.loaderLoaded ? "loaded" : "waiting"}>
      <h2 id="recommendation-feed" className="mb-4 border-t-4 border-accent pt-3 text-2xl font-black">
        {texts.title}
      </h2>
      <ul className="grid gap-6 m:grid-cols-2 l:grid-cols-4">
        {state.items.map((item) => (
          <li key={item.id}>
            <article className="flex flex-col gap-2">
              {item.image && (
                <a href={item.href} tabIndex={-1} aria-hidden="true" className="relative block aspect-video overflow-hidden bg-neutral-200">
                  <Image src={item.image.url} alt={item.image.alt} fill sizes="(min-width: 1000px) 260px, (min-width: 758px) 50vw, 100vw" className="object-cover" />
                </a>
              )}
              {item.unibrow && <p className="text-xs font-bold tracking-wide text-neutral-600 uppercase">{item.unibrow}</p>}
              <h3 className="font-serif text-base font-semibold leading-snug">
                <a href={item.href} className="hover:underline">
                  {item.headline}
                </a>
              </h3>
            </article>
          </li>
        ))}
      </ul>
      <div ref={endRef} role="status" className="min-h-6 py-4 text-center text-sm text-neutral-700">
        {showLoader && texts.loading}
        {state.status === "error" && (
          <>
            {texts.error}{" "}
            <button type="button" onClick={() => dispatch({ type: "retry" })} className="font-semibold underline">
              {texts.retry}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

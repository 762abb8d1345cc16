"use client";

import { useEffect } from "react";
import { useStore } from "zustand";
import type { SavedContentType } from "@/lib/api/schemas/mynews";
import { whenIdle } from "@/lib/shell/when-idle";
import { savedStore, shownIds, signedOutByHint } from "@/lib/saved/store";

export type SaveButtonStyle = "withText" | "contentTypeShape";

export interface SaveButtonProps {
  contentId: string;
  contentType: SavedContentType;
  buttonStyle: SaveButtonStyle;
  texts: { save: string; saved: string };
  /** Names the item for assistive technology where several buttons share a page (teases). */
  itemName?: string;
  size?: "tease" | "page";
}

let stateScheduled = false;
const actions = () => import("@/lib/saved/actions");

/** The saved state of every button on the page is asked once, when the page is idle (signed out, nothing is asked). */
function scheduleStateLoad(): void {
  if (stateScheduled) return;
  stateScheduled = true;
  whenIdle(() => signedOutByHint() || void actions().then((module) => module.loadBookmarkStates()), 2000);
}

/** Bookmark ribbon (articles, videos) or heart (recipes, products): the today brand's content-type shapes. */
function Shape({ contentType, filled }: { contentType: SavedContentType; filled: boolean }) {
  const heart = contentType === "recipe" || contentType === "product";
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
      <path
        strokeLinejoin="round"
        d={heart ? "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" : "M6 3h12v18l-6-4.5L6 21z"}
      />
    </svg>
  );
}

/**
 * A save button in reserved space: server HTML shows "Save"; the reader's saved state fills in when the page is
 * idle (`data-state` turns from "loading" to "known"). The calls (and the sign-in on a signed-out click) load on
 * demand from lib/saved/actions.
 */
export function SaveButton({ contentId, contentType, buttonStyle, texts, itemName, size = "page" }: SaveButtonProps) {
  const saved = useStore(savedStore, (state) => state.bookmarks[contentId] === true);
  // The reader's state is known once the state call answered: signed out, or this item's value arrived.
  const known = useStore(savedStore, (state) => state.authenticationState === "unauthenticated" || (state.authenticationState === "authenticated" && contentId in state.bookmarks));
  useEffect(() => {
    shownIds.add(contentId);
    scheduleStateLoad();
  }, [contentId]);

  const label = saved ? texts.saved : texts.save;
  const onClick = () => void actions().then((module) => module.toggleBookmark(contentId, contentType));
  const name = itemName ? <span className="sr-only">: {itemName}</span> : null;

  if (buttonStyle === "contentTypeShape") {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={onClick}
        data-save-button={contentId}
        data-state={known ? "known" : "loading"}
        className={`inline-flex shrink-0 items-center justify-center rounded-full border border-current text-accent ${size === "tease" ? "size-9" : "size-10"}`}
      >
        <Shape contentType={contentType} filled={saved} />
        <span className="sr-only">{label}</span>
        {name}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={onClick}
      data-save-button={contentId}
      data-state={known ? "known" : "loading"}
      className="inline-flex h-9 min-w-24 shrink-0 items-center justify-center gap-1.5 rounded-full border border-current px-3 text-sm font-semibold"
    >
      <Shape contentType="article" filled={saved} />
      <span>{label}</span>
      {name}
    </button>
  );
}

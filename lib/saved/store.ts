/**
 * The saved-items Zustand store: the state of lib/saved/saved-state.ts, changed only through its reducer
 * (`dispatchTo` in ./actions). This module is eager (the save buttons read it) and stays tiny; the reducer and the
 * calls load when the page is idle or on the first click. Content pages share `savedStore` (written only in the
 * browser); /account/saved makes one per render from its server data.
 */
import { createStore } from "zustand/vanilla";
import { mayBeSignedIn } from "@/lib/auth/signed-in-hint";
import { initialSavedState } from "./initial-state";
import type { SavedState } from "./saved-state";

export const createSavedStore = (initial: Partial<SavedState> = {}) => createStore<SavedState>()(() => initialSavedState(initial));

export type SavedStore = ReturnType<typeof createSavedStore>;

export const savedStore = createSavedStore();

/**
 * Whether the reader is signed out by the signed-in hint's absence (lib/auth/signed-in-hint); if so, a store that knew
 * nothing yet takes the reducer's SIGN_OUT state here, so a signed-out page view loads neither the calls nor the reducer.
 */
export function signedOutByHint(store: SavedStore = savedStore): boolean {
  if (mayBeSignedIn(document.cookie)) return false;
  if (store.getState().authenticationState === "initial") store.setState(initialSavedState({ authenticationState: "unauthenticated" }), true);
  return true;
}

/** Content ids the page's save buttons show; the state of all of them is asked in one call. */
export const shownIds = new Set<string>();

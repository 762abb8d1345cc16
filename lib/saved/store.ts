/**
 * The saved-items Zustand store: the state of lib/saved/saved-state.ts, changed only through its reducer
 * (`dispatchTo` in ./actions). This module is eager (the save buttons read it) and stays tiny; the reducer and the
 * calls load when the page is idle or on the first click. Content pages share `savedStore` (written only in the
 * browser); /account/saved makes one per render from its server data.
 */
import { createStore } from "zustand/vanilla";
import { initialSavedState } from "./initial-state";
import type { SavedState } from "./saved-state";

export const createSavedStore = (initial: Partial<SavedState> = {}) => createStore<SavedState>()(() => initialSavedState(initial));

export type SavedStore = ReturnType<typeof createSavedStore>;

export const savedStore = createSavedStore();

/** Content ids the page's save buttons show; the state of all of them is asked in one call. */
export const shownIds = new Set<string>();

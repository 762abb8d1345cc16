/**
 * The saved-items Zustand store: the state of lib/saved/saved-state.ts, changed only through its reducer. This
 * module is eager (the save buttons read it) and stays tiny; the calls live in ./actions, loaded when the page is
 * idle or on the first click. Content pages share `savedStore` (written only in the browser); /account/saved makes
 * one per render from its server data.
 */
import { createStore } from "zustand/vanilla";
import { initialSavedState, savedReducer, type SavedAction, type SavedState } from "./saved-state";

export interface SavedStoreState extends SavedState {
  dispatch(action: SavedAction): void;
}

export const createSavedStore = (initial: Partial<SavedState> = {}) =>
  createStore<SavedStoreState>()((set) => ({
    ...initialSavedState(initial),
    dispatch: (action) => set((state) => savedReducer(state, action)),
  }));

export type SavedStore = ReturnType<typeof createSavedStore>;

export const savedStore = createSavedStore();

/** Content ids the page's save buttons show; the state of all of them is asked in one call. */
export const shownIds = new Set<string>();

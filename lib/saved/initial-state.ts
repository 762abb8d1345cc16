/** The saved-items state before anything is known (kept apart from the reducer: the eager store needs only this). */
import type { SavedList, SavedState } from "./saved-state";

export const EMPTY_LIST: SavedList = { data: [], pageInfo: { nextPage: null } };

export function initialSavedState(overrides: Partial<SavedState> = {}): SavedState {
  return {
    authenticationState: "initial",
    bookmarks: {},
    savedList: EMPTY_LIST,
    filterType: "all",
    history: EMPTY_LIST,
    recommendations: { data: [] },
    customer: null,
    user: null,
    loading: false,
    ...overrides,
  };
}

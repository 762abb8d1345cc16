/**
 * The customer's saved-items state (spec 2 §3 "Customer", §4 "Bookmarks and history") and its one transition
 * function. The bookmark map is keyed by contentId with true or false.
 * - Create bookmark: true at once, then the server's value.
 * - Delete bookmark: false at once; on failure re-check with the server; on success the item leaves the saved list.
 * - Bookmark paging merges by contentId when a cursor is given; history paging appends with a cursor, else replaces.
 * - Sign-out resets authentication state, bookmarks, customer and user.
 */
import type { Teasable } from "@/lib/api/schemas/content";
import type { Customer, FilterType, SavedEntry } from "@/lib/api/schemas/mynews";
import { EMPTY_LIST, initialSavedState } from "./initial-state";

export { initialSavedState };

export type AuthenticationState = "initial" | "authenticated" | "unauthenticated";

export interface SavedList {
  data: SavedEntry[];
  pageInfo: { nextPage: string | null };
}

export interface SavedState {
  authenticationState: AuthenticationState;
  /** contentId → saved? (only ids the page asked about or the reader changed). */
  bookmarks: Record<string, boolean>;
  /** The saved list of /account/saved, for `filterType`. */
  savedList: SavedList;
  filterType: FilterType;
  history: SavedList;
  recommendations: { data: Teasable[] };
  customer: Customer | null;
  user: { id: string } | null;
  loading: boolean;
}

export type SavedAction =
  | { type: "SET_AUTHENTICATION_STATE"; authenticationState: AuthenticationState; userId?: string }
  | { type: "BOOKMARK_STATES"; bookmarks: Record<string, boolean> }
  | { type: "CREATE_BOOKMARK_PENDING"; contentId: string }
  | { type: "CREATE_BOOKMARK_DONE"; contentId: string; bookmarked: boolean }
  | { type: "DELETE_BOOKMARK_PENDING"; contentId: string }
  | { type: "DELETE_BOOKMARK_SUCCESS"; contentId: string }
  /** The server's answer to a re-check after a failed delete (or any later check). */
  | { type: "BOOKMARK_CHECKED"; contentId: string; bookmarked: boolean }
  | { type: "BOOKMARKS_PAGE"; filterType: FilterType; page: SavedList; cursor: string | null }
  | { type: "HISTORY_PAGE"; page: SavedList; cursor: string | null }
  | { type: "RECOMMENDATIONS"; data: Teasable[] }
  | { type: "CUSTOMER"; customer: Customer }
  | { type: "SET_LOADING"; loading: boolean }
  | { type: "SIGN_OUT" };

/** Bookmark paging: with a cursor, the page is merged into the list by contentId (a later copy replaces an earlier one in place); without, it replaces it. */
export function mergeBookmarksPage(current: SavedList, page: SavedList, cursor: string | null): SavedList {
  if (!cursor) return page;
  const incoming = new Map(page.data.map((entry) => [entry.contentId, entry]));
  const kept = current.data.map((entry) => incoming.get(entry.contentId) ?? entry);
  const known = new Set(current.data.map((entry) => entry.contentId));
  return { data: [...kept, ...page.data.filter((entry) => !known.has(entry.contentId))], pageInfo: page.pageInfo };
}

/** History paging: with a cursor, the page is appended; without, it replaces the list. */
export function appendHistoryPage(current: SavedList, page: SavedList, cursor: string | null): SavedList {
  return cursor ? { data: [...current.data, ...page.data], pageInfo: page.pageInfo } : page;
}

const setBookmark = (state: SavedState, contentId: string, value: boolean): SavedState => ({ ...state, bookmarks: { ...state.bookmarks, [contentId]: value } });

export function savedReducer(state: SavedState, action: SavedAction): SavedState {
  switch (action.type) {
    case "SET_AUTHENTICATION_STATE":
      if (action.authenticationState === "unauthenticated") return savedReducer(state, { type: "SIGN_OUT" });
      return {
        ...state,
        authenticationState: action.authenticationState,
        user: action.userId ? { id: action.userId } : state.user,
        loading: action.authenticationState === "initial" ? state.loading : false,
      };
    case "BOOKMARK_STATES":
      return { ...state, bookmarks: { ...state.bookmarks, ...action.bookmarks } };
    case "CREATE_BOOKMARK_PENDING":
      return setBookmark(state, action.contentId, true);
    case "CREATE_BOOKMARK_DONE":
      return setBookmark(state, action.contentId, action.bookmarked);
    case "DELETE_BOOKMARK_PENDING":
      return setBookmark(state, action.contentId, false);
    case "DELETE_BOOKMARK_SUCCESS": {
      const next = setBookmark(state, action.contentId, false);
      return { ...next, savedList: { ...state.savedList, data: state.savedList.data.filter((entry) => entry.contentId !== action.contentId) } };
    }
    case "BOOKMARK_CHECKED":
      return setBookmark(state, action.contentId, action.bookmarked);
    case "BOOKMARKS_PAGE": {
      const base = action.filterType === state.filterType ? state.savedList : EMPTY_LIST;
      const savedList = mergeBookmarksPage(base, action.page, action.cursor);
      const seen = Object.fromEntries(action.page.data.map((entry) => [entry.contentId, true]));
      return { ...state, filterType: action.filterType, savedList, bookmarks: { ...state.bookmarks, ...seen } };
    }
    case "HISTORY_PAGE":
      return { ...state, history: appendHistoryPage(state.history, action.page, action.cursor) };
    case "RECOMMENDATIONS":
      return { ...state, recommendations: { data: action.data } };
    case "CUSTOMER":
      return { ...state, customer: action.customer };
    case "SET_LOADING":
      return { ...state, loading: action.loading };
    case "SIGN_OUT":
      return initialSavedState({ authenticationState: "unauthenticated" });
  }
}

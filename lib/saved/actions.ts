/**
 * What the saved-items islands do, loaded on demand (when the page is idle or on the first click): ask the site's
 * `/api/saved/…` routes and move the store (lib/saved/store.ts) through the spec's transitions.
 */
import type { Teasable } from "@/lib/api/schemas/content";
import type { Customer, FilterType, SavedContentType } from "@/lib/api/schemas/mynews";
import { onSession, requestSignIn } from "@/lib/auth/modal-events";
import { zipCodeDecision } from "./customer";
import { clearPendingSave, setPendingSave, takePendingSave } from "./pending-save";
import { savedReducer, type SavedAction, type SavedList } from "./saved-state";
import { savedStore, shownIds, signedOutByHint, type SavedStore } from "./store";

type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

async function call<T>(path: string, method: "GET" | "POST" | "DELETE" = "GET", body?: unknown): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
    const json = (await response.json().catch(() => null)) as { success?: boolean; data?: T; error?: { user_message?: string | null } } | null;
    if (response.ok && json?.success) return { ok: true, data: json.data as T };
    return { ok: false, status: response.status, message: json?.error?.user_message ?? null };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}

/** The one way the store changes: the spec's transition function. */
export const dispatchTo = (store: SavedStore, action: SavedAction) => store.setState((state) => savedReducer(state, action), true);
const dispatch = (action: SavedAction) => dispatchTo(savedStore, action);

let stateLoad: Promise<void> | null = null;

/**
 * Asks once which of the page's items are saved (and whether the reader is signed in); then runs a pending save.
 * Without the signed-in hint the reader is signed out, and nothing is asked.
 */
export function loadBookmarkStates(): Promise<void> {
  stateLoad ??= (async () => {
    if (signedOutByHint()) return;
    const ids = [...shownIds].slice(0, 100);
    const answer = await call<{ authenticated: boolean; userId?: string; bookmarks: Record<string, boolean> }>(
      `/api/saved/state?ids=${ids.map(encodeURIComponent).join(",")}`,
    );
    if (!answer.ok) {
      stateLoad = null;
      return;
    }
    dispatch({
      type: "SET_AUTHENTICATION_STATE",
      authenticationState: answer.data.authenticated ? "authenticated" : "unauthenticated",
      userId: answer.data.userId,
    });
    dispatch({ type: "BOOKMARK_STATES", bookmarks: answer.data.bookmarks });
    if (answer.data.authenticated) await runPendingSave();
  })();
  return stateLoad;
}

let customerLoad: Promise<void> | null = null;

/** The signed-in reader's customer record (zip code), asked once per page: after sign-in or when a page needs it. */
export function loadCustomer(): Promise<void> {
  customerLoad ??= (async () => {
    await loadBookmarkStates();
    if (savedStore.getState().authenticationState !== "authenticated") {
      customerLoad = null;
      return;
    }
    const answer = await call<Customer>("/api/saved/customer");
    if (answer.ok) dispatch({ type: "CUSTOMER", customer: answer.data });
    else customerLoad = null;
  })();
  return customerLoad;
}

async function runPendingSave(): Promise<void> {
  const pending = takePendingSave();
  if (pending) await createBookmark(pending.contentId, pending.contentType);
}

/** The server's word on one item, after a failed change. */
async function recheck(contentId: string, store: SavedStore = savedStore): Promise<void> {
  const answer = await call<{ bookmarks: Record<string, boolean> }>(`/api/saved/state?ids=${encodeURIComponent(contentId)}`);
  const bookmarked = answer.ok ? answer.data.bookmarks[contentId] : undefined;
  if (bookmarked !== undefined) dispatchTo(store, { type: "BOOKMARK_CHECKED", contentId, bookmarked });
}

function askToSignIn(contentId: string, contentType: SavedContentType): void {
  setPendingSave({ contentId, contentType });
  requestSignIn();
}

/** Create bookmark: saved at once, then the server's value. */
export async function createBookmark(contentId: string, contentType: SavedContentType): Promise<void> {
  dispatch({ type: "CREATE_BOOKMARK_PENDING", contentId });
  const answer = await call<{ bookmarked: boolean }>("/api/saved/bookmarks", "POST", { contentId, contentType });
  if (answer.ok) return dispatch({ type: "CREATE_BOOKMARK_DONE", contentId, bookmarked: answer.data.bookmarked });
  dispatch({ type: "CREATE_BOOKMARK_DONE", contentId, bookmarked: false });
  if (answer.status === 401) {
    dispatch({ type: "SET_AUTHENTICATION_STATE", authenticationState: "unauthenticated" });
    return askToSignIn(contentId, contentType);
  }
  await recheck(contentId);
}

/** Delete bookmark: unsaved at once; on failure re-check with the server; on success it leaves the saved list. */
export async function deleteBookmark(contentId: string, store: SavedStore = savedStore): Promise<boolean> {
  dispatchTo(store, { type: "DELETE_BOOKMARK_PENDING", contentId });
  const answer = await call(`/api/saved/bookmarks?contentId=${encodeURIComponent(contentId)}`, "DELETE");
  if (answer.ok) {
    dispatchTo(store, { type: "DELETE_BOOKMARK_SUCCESS", contentId });
    return true;
  }
  await recheck(contentId, store);
  return false;
}

/** A save button's click. Signed out: the sign-in modal opens and the save happens after sign-in. */
export async function toggleBookmark(contentId: string, contentType: SavedContentType): Promise<void> {
  if (savedStore.getState().authenticationState === "initial") await loadBookmarkStates();
  const state = savedStore.getState();
  if (state.authenticationState !== "authenticated") return askToSignIn(contentId, contentType);
  if (state.bookmarks[contentId]) await deleteBookmark(contentId);
  else await createBookmark(contentId, contentType);
}

/** One page of saved items: with a cursor merged into the list, without it replacing it. */
export async function loadBookmarksPage(filterType: FilterType, cursor: string | null, store: SavedStore = savedStore): Promise<boolean> {
  const query = new URLSearchParams({ filterType, ...(cursor ? { cursor } : {}) });
  const answer = await call<SavedList>(`/api/saved/bookmarks?${query}`);
  if (answer.ok) dispatchTo(store, { type: "BOOKMARKS_PAGE", filterType, page: answer.data, cursor });
  return answer.ok;
}

/** One page of history: appended with a cursor, replacing without. */
export async function loadHistoryPage(cursor: string | null, store: SavedStore = savedStore): Promise<boolean> {
  const answer = await call<SavedList>(`/api/saved/history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
  if (answer.ok) dispatchTo(store, { type: "HISTORY_PAGE", page: answer.data, cursor });
  return answer.ok;
}

export async function loadRecommendations(store: SavedStore = savedStore): Promise<void> {
  const answer = await call<{ data: Teasable[] }>("/api/saved/recommendations");
  if (answer.ok) dispatchTo(store, { type: "RECOMMENDATIONS", data: answer.data.data });
}

/** Saving the customer needs a zip code (else nothing happens); the answer is the customer fetched again. */
export async function saveZipCode(input: string, store: SavedStore = savedStore): Promise<"nothing" | "invalid" | "saved" | "failed"> {
  const decision = zipCodeDecision(input);
  if (decision.kind !== "save") return decision.kind;
  const answer = await call<Customer>("/api/saved/customer", "POST", { zipCode: decision.zipCode });
  if (!answer.ok) return "failed";
  dispatchTo(store, { type: "CUSTOMER", customer: answer.data });
  return "saved";
}

/** The history beacon of an opened article, video or recipe: sent only for a signed-in reader (kept alive if they leave at once). */
export async function recordHistory(contentId: string, contentType: SavedContentType): Promise<void> {
  await loadBookmarkStates();
  if (savedStore.getState().authenticationState !== "authenticated") return;
  await fetch("/api/saved/history", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ contentId, contentType }),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}

// Sign-in in the modal: ask again (user, pending save), then fetch the customer; sign-out: reset bookmarks, customer and user.
if (typeof window !== "undefined") {
  onSession((announced) => {
    const known = savedStore.getState().authenticationState;
    if (announced === "unauthenticated") {
      if (known === "authenticated") {
        dispatch({ type: "SIGN_OUT" });
        clearPendingSave();
        customerLoad = null;
      }
      return;
    }
    // "initial": the page's own state load is under way and will tell.
    if (known === "unauthenticated") {
      stateLoad = null;
      customerLoad = null;
      void loadCustomer();
    }
  });
}

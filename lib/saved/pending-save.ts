/**
 * "Save after sign-in": a signed-out reader's save waits here (sessionStorage, so it survives the modal's steps
 * and a reload in the same tab) until the session is authenticated, then runs once. Kept apart from the account
 * store so other "do X after sign-in" actions can sit beside it.
 */
import type { SavedContentType } from "@/lib/api/schemas/mynews";

export const PENDING_SAVE_KEY = "newsroom.pendingSave";
/** A pending save older than this is dropped (the reader gave up signing in). */
export const PENDING_SAVE_TTL_MS = 30 * 60 * 1000;

export interface PendingSave {
  contentId: string;
  contentType: SavedContentType;
  at: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function setPendingSave(save: Omit<PendingSave, "at">, now = Date.now()): void {
  storage()?.setItem(PENDING_SAVE_KEY, JSON.stringify({ ...save, at: now }));
}

export function clearPendingSave(): void {
  storage()?.removeItem(PENDING_SAVE_KEY);
}

/** The pending save if there is a fresh one, removed as it is taken. */
export function takePendingSave(now = Date.now()): PendingSave | null {
  const raw = storage()?.getItem(PENDING_SAVE_KEY);
  if (!raw) return null;
  clearPendingSave();
  try {
    const save = JSON.parse(raw) as PendingSave;
    if (typeof save.contentId !== "string" || typeof save.contentType !== "string" || typeof save.at !== "number") return null;
    return now - save.at <= PENDING_SAVE_TTL_MS && save.at <= now ? save : null;
  } catch {
    return null;
  }
}

/**
 * The pending checkout (spec 1 §4): the offer a signed-out reader chose, kept while they sign in, so the checkout can
 * start once they are authenticated, also across a reload of the page. Its own module, independent of the account
 * store: the sign-in modal only announces "signed in" (lib/auth/modal-events.ts) and any feature can resume its own
 * pending action on that.
 */
import { PENDING_CHECKOUT_TTL_MS } from "./constants";

export interface PendingCheckout {
  articleId: string;
  offerId: string;
  termId: string;
  /** When it was stored (ms). */
  createdAt: number;
}

/** sessionStorage key: the tab's own, gone when the tab closes. */
export const PENDING_CHECKOUT_KEY = "newsroom.paywall.pendingCheckout";

const ID = /^[A-Za-z0-9_.:-]{1,80}$/;

/** The stored pending checkout for this story, if it is well-formed and not older than the TTL; else null. */
export function parsePendingCheckout(raw: string | null, articleId: string, now: number, ttlMs = PENDING_CHECKOUT_TTL_MS): PendingCheckout | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { articleId: id, offerId, termId, createdAt } = value as Record<string, unknown>;
  if (id !== articleId || typeof offerId !== "string" || typeof termId !== "string" || typeof createdAt !== "number") return null;
  if (!ID.test(offerId) || !ID.test(termId)) return null;
  if (createdAt > now || now - createdAt > ttlMs) return null;
  return { articleId: id, offerId, termId, createdAt };
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadPendingCheckout(articleId: string, now: number, store: StorageLike | null = storage()): PendingCheckout | null {
  try {
    return parsePendingCheckout(store?.getItem(PENDING_CHECKOUT_KEY) ?? null, articleId, now);
  } catch {
    return null;
  }
}

export function savePendingCheckout(pending: PendingCheckout, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or refused: the checkout still resumes in this page.
  }
}

export function clearPendingCheckout(store: StorageLike | null = storage()): void {
  try {
    store?.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // nothing to clear
  }
}

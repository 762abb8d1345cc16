/**
 * Window events between islands that do not share a store: a request to open the sign-in modal (any island may
 * ask; the header's account button owns the modal) and an announcement of the session after the header asked
 * `/api/session` (on load and after every sign-in or sign-out in the modal).
 */
export const SIGN_IN_REQUEST_EVENT = "newsroom:sign-in-request";
export const SESSION_EVENT = "newsroom:session";

export type AnnouncedState = "authenticated" | "unauthenticated";

export function requestSignIn(): void {
  window.dispatchEvent(new Event(SIGN_IN_REQUEST_EVENT));
}

export function announceSession(authenticationState: AnnouncedState): void {
  window.dispatchEvent(new CustomEvent<AnnouncedState>(SESSION_EVENT, { detail: authenticationState }));
}

/** Listens to session announcements; returns the unsubscribe function. */
export function onSession(listener: (state: AnnouncedState) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AnnouncedState>).detail);
  window.addEventListener(SESSION_EVENT, handle);
  return () => window.removeEventListener(SESSION_EVENT, handle);
}

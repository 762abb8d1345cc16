/**
 * Window events between features and the header's account modal, so a feature can ask for sign-in and resume its own
 * pending action afterwards without touching the account store (the paywall's pending checkout, saved items, …):
 * - `newsroom:open-sign-in`: open the sign-in modal (`resumesFlow`: the feature resumes a flow of its own after sign-in and
 *   closes the modal, so a missing first name is asked once that flow ends: the paywall's checkout);
 * - `newsroom:close-sign-in`: close it;
 * - `newsroom:signed-in`: the modal authenticated the reader and has no step left (its gate is hidden, spec 2 §2), or
 *   only the name step, which a `resumesFlow` sign-in puts off;
 * - `newsroom:ask-name`: the flow that put the name step off has ended; the header asks for the name if still missing;
 * - `newsroom:session`: the header asked `/api/session` (on load and after every sign-in or sign-out) and says the state.
 */
export const OPEN_SIGN_IN_EVENT = "newsroom:open-sign-in";
export const CLOSE_SIGN_IN_EVENT = "newsroom:close-sign-in";
export const SIGNED_IN_EVENT = "newsroom:signed-in";

const fire = (name: string) => {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(name));
};

export const ASK_NAME_EVENT = "newsroom:ask-name";

export interface SignInRequest {
  resumesFlow?: boolean;
}

export function requestSignIn(request: SignInRequest = {}): void {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent<SignInRequest>(OPEN_SIGN_IN_EVENT, { detail: request }));
}
export const closeSignIn = () => fire(CLOSE_SIGN_IN_EVENT);
export const announceSignedIn = () => fire(SIGNED_IN_EVENT);
export const askForName = () => fire(ASK_NAME_EVENT);

/** Listens for sign-in requests; returns the function that stops listening. */
export function onSignInRequest(listener: (request: SignInRequest) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SignInRequest | null>).detail ?? {});
  window.addEventListener(OPEN_SIGN_IN_EVENT, handle);
  return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, handle);
}

/** Listens for one of these events; returns the function that stops listening. */
export function onModalEvent(name: typeof CLOSE_SIGN_IN_EVENT | typeof SIGNED_IN_EVENT | typeof ASK_NAME_EVENT, listener: () => void): () => void {
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

export const SESSION_EVENT = "newsroom:session";
export type AnnouncedState = "authenticated" | "unauthenticated";

export function announceSession(authenticationState: AnnouncedState): void {
  window.dispatchEvent(new CustomEvent<AnnouncedState>(SESSION_EVENT, { detail: authenticationState }));
}

/** Listens to session announcements; returns the function that stops listening. */
export function onSession(listener: (state: AnnouncedState) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AnnouncedState>).detail);
  window.addEventListener(SESSION_EVENT, handle);
  return () => window.removeEventListener(SESSION_EVENT, handle);
}

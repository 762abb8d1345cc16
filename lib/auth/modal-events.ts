/**
 * Window events between features and the header's account modal, so a feature can ask for sign-in and resume its own
 * pending action afterwards without touching the account store (the paywall's pending checkout, saved items, …):
 * - `newsroom:open-sign-in`: open the sign-in modal;
 * - `newsroom:close-sign-in`: close it;
 * - `newsroom:signed-in`: the modal authenticated the reader and has no step left (its gate is hidden, spec 2 §2).
 */
export const OPEN_SIGN_IN_EVENT = "newsroom:open-sign-in";
export const CLOSE_SIGN_IN_EVENT = "newsroom:close-sign-in";
export const SIGNED_IN_EVENT = "newsroom:signed-in";

const fire = (name: string) => {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(name));
};

export const requestSignIn = () => fire(OPEN_SIGN_IN_EVENT);
export const closeSignIn = () => fire(CLOSE_SIGN_IN_EVENT);
export const announceSignedIn = () => fire(SIGNED_IN_EVENT);

/** Listens for one of these events; returns the function that stops listening. */
export function onModalEvent(name: typeof OPEN_SIGN_IN_EVENT | typeof CLOSE_SIGN_IN_EVENT | typeof SIGNED_IN_EVENT, listener: () => void): () => void {
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

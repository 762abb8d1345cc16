/**
 * The signed-in hint: a cookie page scripts can read, set and cleared beside the HttpOnly session cookies
 * (lib/auth/session.ts). It holds no secret and the server never trusts it; its absence lets a signed-out reader's
 * page skip asking `/api/session` and `/api/saved/state`. A session whose hint was lost is found when its reader asks
 * to sign in (the header asks `/api/session` then), and that answer sets the hint again.
 */
export const SIGNED_IN_HINT_COOKIE = "signed_in";

/** Whether a browser with these cookies (`document.cookie`) may hold a session; false means signed out, no need to ask. */
export function mayBeSignedIn(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * The account flow's screens and their rules (spec 2 §2 "Account flow", §4 "Login success screen").
 * Screen values are the spec's second naming; the store's names (START, VERIFY_OTC, …) are constants for them.
 */
export const SCREENS = [
  "start",
  "loginPassword",
  "createAccount",
  "socialRegistration",
  "verifyOneTimeCode",
  "loginWithOneTimeCode",
  "userName",
  "registrationSuccess",
  "loginSuccess",
  "nbcuProfile",
] as const;
export type Screen = (typeof SCREENS)[number];

export const START: Screen = "start";
export const LOGIN_SUCCESS: Screen = "loginSuccess";
export const USER_NAME: Screen = "userName";
export const VERIFY_OTC: Screen = "verifyOneTimeCode";
export const SOCIAL_REGISTRATION: Screen = "socialRegistration";
export const REGISTRATION_SUCCESS: Screen = "registrationSuccess";

/** Back navigation: where each screen's back button leads; screens without one have no back button. */
export const BACK_SCREEN: Partial<Record<Screen, Screen>> = {
  loginPassword: "start",
  createAccount: "start",
  nbcuProfile: "start",
  loginWithOneTimeCode: "loginPassword",
  registrationSuccess: "userName",
};

export function backScreen(screen: Screen): Screen | null {
  return BACK_SCREEN[screen] ?? null;
}

/** The flow's own group of steps (spec 2 §2; its purpose is not shown). */
export const FLOW_STEPS: readonly Screen[] = ["loginPassword", "createAccount", "verifyOneTimeCode", "userName", "registrationSuccess", "socialRegistration"];

/**
 * Screens that keep the gate up after the reader is authenticated: the steps that still follow sign-in
 * (the spec does not show the list; docs/decisions.md).
 */
export const PROTECTED_SCREENS: readonly Screen[] = ["verifyOneTimeCode", "userName", "socialRegistration", "registrationSuccess"];

export type AuthenticationState = "initial" | "unauthenticated" | "authenticated";

/** showGate: shown by default; hidden when authenticated (unless on a protected screen) and on the login-success screen. */
export function showGate(authenticationState: AuthenticationState, screen: Screen): boolean {
  if (screen === LOGIN_SUCCESS) return false;
  if (authenticationState === "authenticated" && !PROTECTED_SCREENS.includes(screen)) return false;
  return true;
}

/** After sign-in: email not verified → VERIFY_OTC; verified without a first name → USER_NAME; else LOGIN_SUCCESS. */
export function loginSuccessScreen(user: { email_verified: boolean; first_name?: string | null }): Screen {
  if (!user.email_verified) return VERIFY_OTC;
  if (!user.first_name?.trim()) return USER_NAME;
  return LOGIN_SUCCESS;
}

/**
 * Whether the name step is put off: a feature that resumes its own flow after sign-in (the paywall's checkout starts
 * 300 ms after authentication, spec 1 §4) gets the reader at once, and asks for the name when its flow ends.
 * Only the name waits: an unverified email still verifies first (the reader is not signed in before that).
 */
export function nameStepPutOff(authenticationState: AuthenticationState, screen: Screen, resumesFlow: boolean): boolean {
  return resumesFlow && authenticationState === "authenticated" && screen === USER_NAME;
}

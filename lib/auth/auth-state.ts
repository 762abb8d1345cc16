/**
 * The auth store's state and every transition of spec 2 §4 ("Authentication state", "Login success screen",
 * "Other transitions") as one pure reducer. The store (lib/auth/store.ts) only dispatches these actions.
 * The access token itself never reaches the browser: it lives in an HttpOnly cookie (docs/decisions.md).
 */
import type { IdentityUser } from "@/lib/api/schemas/auth";
import {
  LOGIN_SUCCESS,
  PROTECTED_SCREENS,
  REGISTRATION_SUCCESS,
  SOCIAL_REGISTRATION,
  START,
  USER_NAME,
  VERIFY_OTC,
  backScreen,
  loginSuccessScreen,
  showGate,
  type AuthenticationState,
  type Screen,
} from "./screens";

export type SignInType = "login" | "registration";

export interface SocialState {
  idToken: string;
  firstName: string | null;
  platform: string;
  isNewUser: boolean;
}

export type AuthUser = Omit<IdentityUser, "user_id"> & { user_id: string };

export interface AuthState {
  user: AuthUser | null;
  social: SocialState | null;
  newsletterSubscriptions: string[];
  hasSubscribedToAll: boolean;
  error: string | null;
  loading: boolean;
  brand: string;
  showAuthenticationModal: boolean;
  isOverlay: boolean;
  screen: Screen;
  signInType: SignInType;
  authenticationState: AuthenticationState;
  showGate: boolean;
  pageView: string | null;
  /** The email the flow is working with (start → password, code or registration screens). */
  email: string;
}

export const DEFAULT_BRAND = "today";

export function initialAuthState(brand = DEFAULT_BRAND): AuthState {
  return {
    user: null,
    social: null,
    newsletterSubscriptions: [],
    hasSubscribedToAll: false,
    error: null,
    loading: true,
    brand,
    showAuthenticationModal: false,
    isOverlay: true,
    screen: START,
    signInType: "login",
    authenticationState: "initial",
    showGate: true,
    pageView: null,
    email: "",
  };
}

export type AuthAction =
  | { type: "SET_SCREEN"; screen: Screen }
  | { type: "BACK" }
  | { type: "SET_EMAIL"; email: string }
  | { type: "SHOW_MODAL"; show: boolean }
  | { type: "SET_LOADING"; loading: boolean }
  | { type: "SET_ERROR"; error: string | null }
  | { type: "SET_AUTHENTICATION_STATE"; authenticationState: AuthenticationState; user?: AuthUser | null }
  /** Password or one-time-code sign-in succeeded. */
  | { type: "LOGIN_SUCCESS"; user: AuthUser }
  | { type: "SOCIAL_LOGIN_NEW_USER"; idToken: string; firstName: string | null; platform: string }
  | { type: "SOCIAL_LOGIN_EXISTING_USER"; user: AuthUser }
  | { type: "SOCIAL_REGISTRATION_SUCCESS"; user: AuthUser }
  | { type: "REGISTRATION_SUCCESS"; email: string }
  | { type: "PROFILE_UPDATE_SUCCESS"; user: AuthUser }
  | { type: "SIGN_OUT_SUCCESS" }
  | { type: "SIGN_OUT_FAILURE"; error: string }
  | { type: "SET_SUBSCRIPTIONS"; newsletterSubscriptions: string[]; hasSubscribedToAll?: boolean };

/** Every screen change clears the error; the gate follows the screen. */
function goTo(state: AuthState, screen: Screen, extra: Partial<AuthState> = {}): AuthState {
  const next = { ...state, ...extra, screen, error: null };
  return { ...next, showGate: showGate(next.authenticationState, screen) };
}

/** Authentication state (spec 2 §4): any state other than initial stops loading; unauthenticated resets everything. */
function setAuthenticationState(state: AuthState, authenticationState: AuthenticationState, user?: AuthUser | null): AuthState {
  if (authenticationState === "unauthenticated") {
    return { ...initialAuthState(state.brand), authenticationState, loading: false, showAuthenticationModal: state.showAuthenticationModal };
  }
  const next: AuthState = {
    ...state,
    authenticationState,
    loading: authenticationState === "initial" ? state.loading : false,
    user: user === undefined ? state.user : user,
  };
  if (authenticationState === "authenticated") {
    return { ...next, showGate: PROTECTED_SCREENS.includes(state.screen) ? next.showGate : false };
  }
  return next;
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "SET_SCREEN":
      return goTo(state, action.screen);
    case "BACK": {
      const back = backScreen(state.screen);
      return back ? goTo(state, back) : state;
    }
    case "SET_EMAIL":
      return { ...state, email: action.email };
    case "SHOW_MODAL":
      return action.show ? { ...state, showAuthenticationModal: true } : { ...state, showAuthenticationModal: false, error: null };
    case "SET_LOADING":
      return { ...state, loading: action.loading };
    case "SET_ERROR":
      return { ...state, error: action.error, loading: false };
    case "SET_AUTHENTICATION_STATE":
      return setAuthenticationState(state, action.authenticationState, action.user);
    case "LOGIN_SUCCESS": {
      const signedIn = setAuthenticationState(state, "authenticated", action.user);
      return goTo(signedIn, loginSuccessScreen(action.user));
    }
    case "SOCIAL_LOGIN_NEW_USER":
      return goTo(state, SOCIAL_REGISTRATION, {
        social: { idToken: action.idToken, firstName: action.firstName, platform: action.platform, isNewUser: true },
        loading: false,
      });
    case "SOCIAL_LOGIN_EXISTING_USER": {
      const signedIn = setAuthenticationState(state, "authenticated", action.user);
      return action.user.first_name?.trim() ? goTo(signedIn, LOGIN_SUCCESS, { signInType: "login" }) : goTo(signedIn, USER_NAME, { signInType: "login" });
    }
    case "SOCIAL_REGISTRATION_SUCCESS": {
      const signedIn = setAuthenticationState({ ...state, social: null }, "authenticated", action.user);
      return action.user.first_name?.trim()
        ? goTo(signedIn, REGISTRATION_SUCCESS, { signInType: "registration" })
        : goTo(signedIn, USER_NAME, { signInType: "registration" });
    }
    case "REGISTRATION_SUCCESS":
      return goTo(state, VERIFY_OTC, { signInType: "registration", email: action.email, loading: false });
    case "PROFILE_UPDATE_SUCCESS":
      return goTo(state, state.signInType === "registration" ? REGISTRATION_SUCCESS : LOGIN_SUCCESS, { user: action.user, loading: false });
    case "SIGN_OUT_SUCCESS":
      return goTo(setAuthenticationState(state, "unauthenticated"), START);
    case "SIGN_OUT_FAILURE":
      return { ...state, error: action.error, loading: false };
    case "SET_SUBSCRIPTIONS":
      return {
        ...state,
        newsletterSubscriptions: action.newsletterSubscriptions,
        hasSubscribedToAll: action.hasSubscribedToAll ?? state.hasSubscribedToAll,
      };
  }
}

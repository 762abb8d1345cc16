/**
 * The account modal's Zustand store: the spec's auth state (lib/auth/auth-state.ts) changed only through its
 * reducer, with actions that call the site's own account routes (app/api/account/…). Loaded on demand with the
 * modal and the account page's newsletter list; never part of an article's first-load JS.
 */
import { createStore } from "zustand/vanilla";
import type { IdentityUser } from "@/lib/api/schemas/auth";
import {
  subscribeToAll,
  toggleSubscription,
  unsubscribeFromAll,
  type SubscriptionChange,
  type SubscriptionsState,
} from "@/lib/newsletter/subscriptions";
import { authReducer, initialAuthState, type AuthAction, type AuthState, type AuthUser } from "./auth-state";
import { filterProfilePayload, filterRegistrationPayload } from "./payloads";

/** The spec's fallback texts (spec 2 §8), in the reader's language. */
export interface AuthFallbackTexts {
  login: string;
  verify: string;
  codeRequest: string;
  register: string;
  fetchSubscriptions: string;
  updateSubscriptions: string;
  signOut: string;
  profile: string;
}

export interface AuthStore extends AuthState {
  dispatch(action: AuthAction): void;
  submitEmail(email: string): Promise<void>;
  signIn(password: string): Promise<void>;
  register(input: { password: string; first_name?: string; last_name?: string }): Promise<void>;
  requestCode(next?: "loginWithOneTimeCode"): Promise<boolean>;
  verifyCode(code: string): Promise<void>;
  socialSignIn(idToken: string, platform: string): Promise<void>;
  socialRegister(firstName: string): Promise<void>;
  updateProfile(fields: Record<string, unknown>): Promise<void>;
  signOut(): Promise<void>;
  loadSubscriptions(): Promise<void>;
  toggleNewsletter(newsletterId: string): Promise<void>;
  subscribeAll(): Promise<void>;
  unsubscribeAll(): Promise<void>;
}

type Envelope<T> = { success: true; data: T } | { success: false; error?: { user_message?: string | null } };

/** A call to the site's account routes: the envelope, or a failure without a message (the caller falls back). */
export async function accountCall<T>(path: string, method: "GET" | "POST" | "PATCH", body?: unknown): Promise<Envelope<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
    const json = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (json && typeof json === "object" && "success" in json) return json;
    return { success: false };
  } catch {
    return { success: false };
  }
}

const messageOf = (answer: { error?: { user_message?: string | null } }, fallback: string) => answer.error?.user_message || fallback;

/** Fired on every authentication-state change (spec 2 §4 "a tracking event fires"). */
export const TRACKING_EVENT = "newsroom:track";
function track(name: string, detail: Record<string, unknown>): void {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(TRACKING_EVENT, { detail: { name, ...detail } }));
}

export interface AuthStoreOptions {
  brand: string;
  texts: AuthFallbackTexts;
  initial?: Partial<AuthState>;
  /** Called after the reader signs in, completes the profile or signs out (the header refreshes). */
  onSessionChange?: () => void;
}

export function createAuthStore({ brand, texts, initial, onSessionChange }: AuthStoreOptions) {
  return createStore<AuthStore>()((set, get) => {
    const dispatch = (action: AuthAction) => {
      const before = get().authenticationState;
      set((state) => authReducer(state, action));
      const after = get().authenticationState;
      if (after !== before && after !== "initial") track("authenticationState", { authenticationState: after });
    };
    const busy = () => dispatch({ type: "SET_LOADING", loading: true });
    const fail = (answer: { error?: { user_message?: string | null } }, fallback: string) => dispatch({ type: "SET_ERROR", error: messageOf(answer, fallback) });

    /** Optimistic newsletter change: show `next` at once, send `subscriptions`, revert to what was before on failure. */
    const changeSubscriptions = async (change: SubscriptionChange) => {
      const before: SubscriptionsState = { newsletterSubscriptions: get().newsletterSubscriptions, hasSubscribedToAll: get().hasSubscribedToAll };
      dispatch({ type: "SET_SUBSCRIPTIONS", newsletterSubscriptions: [...change.next.newsletterSubscriptions], hasSubscribedToAll: change.next.hasSubscribedToAll });
      set({ error: null });
      const answer = await accountCall<{ subscriptions: string[] }>("/api/account/newsletters", "PATCH", { subscriptions: change.subscriptions });
      if (!answer.success) {
        dispatch({ type: "SET_SUBSCRIPTIONS", newsletterSubscriptions: [...before.newsletterSubscriptions], hasSubscribedToAll: before.hasSubscribedToAll });
        dispatch({ type: "SET_ERROR", error: texts.updateSubscriptions });
      }
    };

    return {
      ...initialAuthState(brand),
      ...initial,
      dispatch,

      submitEmail: async (email) => {
        dispatch({ type: "SET_EMAIL", email: email.trim() });
        busy();
        const answer = await accountCall<{ exists: boolean }>("/api/account/lookup", "POST", { email: email.trim() });
        if (!answer.success) return fail(answer, texts.login);
        dispatch({ type: "SET_LOADING", loading: false });
        dispatch({ type: "SET_SCREEN", screen: answer.data.exists ? "loginPassword" : "createAccount" });
      },

      signIn: async (password) => {
        busy();
        const answer = await accountCall<{ user: IdentityUser }>("/api/account/signin", "POST", { email: get().email, password });
        if (!answer.success) return fail(answer, texts.login);
        dispatch({ type: "SET_LOADING", loading: false });
        dispatch({ type: "LOGIN_SUCCESS", user: answer.data.user as AuthUser });
        onSessionChange?.();
      },

      register: async (input) => {
        busy();
        const payload = filterRegistrationPayload({ email: get().email, ...input });
        const answer = await accountCall("/api/account/register", "POST", payload);
        if (!answer.success) return fail(answer, texts.register);
        dispatch({ type: "REGISTRATION_SUCCESS", email: get().email });
      },

      requestCode: async (next) => {
        busy();
        const answer = await accountCall("/api/account/otp/request", "POST", { email: get().email });
        if (!answer.success) {
          fail(answer, texts.codeRequest);
          return false;
        }
        dispatch({ type: "SET_LOADING", loading: false });
        if (next) dispatch({ type: "SET_SCREEN", screen: next });
        return true;
      },

      verifyCode: async (code) => {
        busy();
        const answer = await accountCall<{ user: IdentityUser }>("/api/account/otp/verify", "POST", { email: get().email, one_time_code: code.trim() });
        if (!answer.success) return fail(answer, texts.verify);
        dispatch({ type: "SET_LOADING", loading: false });
        dispatch({ type: "LOGIN_SUCCESS", user: answer.data.user as AuthUser });
        onSessionChange?.();
      },

      socialSignIn: async (idToken, platform) => {
        busy();
        const answer = await accountCall<{ isNewUser: boolean; firstName?: string | null; user?: IdentityUser }>("/api/account/social", "POST", {
          id_token: idToken,
          platform,
        });
        if (!answer.success) return fail(answer, texts.login);
        if (answer.data.isNewUser || !answer.data.user) {
          dispatch({ type: "SOCIAL_LOGIN_NEW_USER", idToken, firstName: answer.data.firstName ?? null, platform });
          return;
        }
        dispatch({ type: "SET_LOADING", loading: false });
        dispatch({ type: "SOCIAL_LOGIN_EXISTING_USER", user: answer.data.user as AuthUser });
        onSessionChange?.();
      },

      socialRegister: async (firstName) => {
        const social = get().social;
        if (!social) return;
        busy();
        const answer = await accountCall<{ user: IdentityUser }>("/api/account/social", "POST", {
          id_token: social.idToken,
          platform: social.platform,
          first_name: firstName.trim(),
        });
        if (!answer.success) return fail(answer, texts.register);
        dispatch({ type: "SET_LOADING", loading: false });
        dispatch({ type: "SOCIAL_REGISTRATION_SUCCESS", user: answer.data.user as AuthUser });
        onSessionChange?.();
      },

      updateProfile: async (fields) => {
        busy();
        const answer = await accountCall<{ user: IdentityUser }>("/api/account/profile", "PATCH", filterProfilePayload(fields));
        if (!answer.success) return fail(answer, texts.profile);
        dispatch({ type: "PROFILE_UPDATE_SUCCESS", user: answer.data.user as AuthUser });
        onSessionChange?.();
      },

      signOut: async () => {
        busy();
        const answer = await accountCall("/api/account/signout", "POST", {});
        if (!answer.success) return dispatch({ type: "SIGN_OUT_FAILURE", error: messageOf(answer, texts.signOut) });
        dispatch({ type: "SIGN_OUT_SUCCESS" });
        onSessionChange?.();
      },

      loadSubscriptions: async () => {
        const answer = await accountCall<{ subscriptions: string[] }>("/api/account/newsletters", "GET");
        if (!answer.success) return fail(answer, texts.fetchSubscriptions);
        dispatch({ type: "SET_SUBSCRIPTIONS", newsletterSubscriptions: answer.data.subscriptions });
      },

      toggleNewsletter: (newsletterId) => changeSubscriptions(toggleSubscription(get(), newsletterId)),

      subscribeAll: async () => {
        const change = subscribeToAll(get());
        if ("skipped" in change) {
          dispatch({ type: "SET_SUBSCRIPTIONS", newsletterSubscriptions: [...change.skipped.newsletterSubscriptions], hasSubscribedToAll: true });
          return;
        }
        await changeSubscriptions(change);
      },

      unsubscribeAll: async () => {
        const change = unsubscribeFromAll(get());
        if (change) await changeSubscriptions(change);
      },
    };
  });
}

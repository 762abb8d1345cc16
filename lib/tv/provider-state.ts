/** TV provider state (spec 2 §4 "TV provider") as one reducer: the island's store changes only through it. */
import { TEMP_PASS_PROVIDER_ID, type TvErrorCode } from "./constants";

export interface TvProviderState {
  /** False by default. */
  authenticated: boolean;
  /** The provider the reader is authenticated with (or the temp pass provider). */
  providerId: string | null;
  /** Set when authenticated with the temp-pass provider. */
  tempPassActive: boolean;
  /** A token, or null when not authorised. */
  authorization: string | null;
  /** The provider chosen in the panel; cleared while it loads. */
  selectedProvider: string | null;
  loadingProvider: string | null;
  providerSelectVisible: boolean;
  providerFrameVisible: boolean;
  error: TvErrorCode | null;
}

export const initialTvProviderState: TvProviderState = {
  authenticated: false,
  providerId: null,
  tempPassActive: false,
  authorization: null,
  selectedProvider: null,
  loadingProvider: null,
  providerSelectVisible: false,
  providerFrameVisible: false,
  error: null,
};

export type TvProviderAction =
  | { type: "TOGGLE_PROVIDER_SELECT"; visible?: boolean }
  | { type: "TOGGLE_PROVIDER_FRAME"; visible?: boolean }
  | { type: "SELECT_PROVIDER"; providerId: string }
  | { type: "PROVIDER_LOADED"; providerId: string }
  | { type: "SET_AUTHENTICATED"; authenticated: boolean; providerId: string | null }
  | { type: "SET_AUTHORIZATION"; token: string | null; error?: TvErrorCode | null }
  | { type: "SET_ERROR"; error: TvErrorCode | null }
  | { type: "SIGNED_OUT" };

export function tvProviderReducer(state: TvProviderState, action: TvProviderAction): TvProviderState {
  switch (action.type) {
    case "TOGGLE_PROVIDER_SELECT":
      return { ...state, providerSelectVisible: action.visible ?? !state.providerSelectVisible, error: null };
    case "TOGGLE_PROVIDER_FRAME":
      return { ...state, providerFrameVisible: action.visible ?? !state.providerFrameVisible };
    case "SELECT_PROVIDER":
      // Selecting a provider clears the selected one while loading; the frame opens on the provider's login page.
      return { ...state, selectedProvider: null, loadingProvider: action.providerId, providerSelectVisible: false, providerFrameVisible: true, error: null };
    case "PROVIDER_LOADED":
      if (state.loadingProvider !== action.providerId) return state;
      return { ...state, selectedProvider: action.providerId, loadingProvider: null };
    case "SET_AUTHENTICATED":
      if (!action.authenticated) return { ...state, authenticated: false, providerId: null, tempPassActive: false, authorization: null };
      return {
        ...state,
        authenticated: true,
        providerId: action.providerId,
        // Setting true marks a temp pass active if the provider equals the temp-pass provider.
        tempPassActive: action.providerId === TEMP_PASS_PROVIDER_ID,
        providerSelectVisible: false,
        providerFrameVisible: false,
      };
    case "SET_AUTHORIZATION":
      return { ...state, authorization: action.token, error: action.token ? null : (action.error ?? state.error) };
    case "SET_ERROR":
      return { ...state, error: action.error };
    case "SIGNED_OUT":
      return { ...initialTvProviderState };
  }
}

/** The stream plays only when authorised. */
export const canPlay = (state: TvProviderState): boolean => state.authenticated && state.authorization !== null;

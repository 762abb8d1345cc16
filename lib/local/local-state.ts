/**
 * Local news state (spec 2 §3 "Local", §4 "Local news"): the zip lookup fills the location; a failed lookup clears
 * city and state and sets the news error "Zip code not found."; reset restores the defaults.
 */
export const ZIP_NOT_FOUND = "Zip code not found.";

export interface LocalLocation {
  postal_code: string;
  city: string;
  state_code: string;
  latitude: number | null;
  longitude: number | null;
}

export interface LocalState {
  zip: string;
  location: LocalLocation;
  /** The news error: "Zip code not found." after a failed lookup, null otherwise. */
  newsError: string | null;
  loading: boolean;
}

export const DEFAULT_LOCATION: LocalLocation = { postal_code: "", city: "", state_code: "", latitude: null, longitude: null };
export const INITIAL_LOCAL_STATE: LocalState = { zip: "", location: DEFAULT_LOCATION, newsError: null, loading: false };

export type LocalAction =
  | { type: "lookupStarted"; zip: string }
  | { type: "lookupSucceeded"; location: LocalLocation }
  | { type: "lookupFailed" }
  | { type: "reset" };

export function localReducer(state: LocalState, action: LocalAction): LocalState {
  switch (action.type) {
    case "lookupStarted":
      return { ...state, zip: action.zip, newsError: null, loading: true };
    case "lookupSucceeded":
      return { ...state, location: action.location, newsError: null, loading: false };
    case "lookupFailed":
      return { ...state, location: { ...state.location, city: "", state_code: "" }, newsError: ZIP_NOT_FOUND, loading: false };
    case "reset":
      return INITIAL_LOCAL_STATE;
  }
}

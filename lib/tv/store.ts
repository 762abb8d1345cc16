import { createStore } from "zustand/vanilla";
import { initialTvProviderState, tvProviderReducer, type TvProviderAction, type TvProviderState } from "./provider-state";

export interface TvStore extends TvProviderState {
  dispatch(action: TvProviderAction): void;
}

/** The live TV island's store: the spec's provider state, changed only through the pure reducer. */
export function createTvStore(initial: TvProviderState = initialTvProviderState) {
  return createStore<TvStore>()((set) => ({
    ...initial,
    dispatch: (action) => set((state) => tvProviderReducer(state, action)),
  }));
}

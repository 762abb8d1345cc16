import { createStore } from "zustand/vanilla";
import { liveBlogReducer, type LiveBlogAction, type LiveBlogState } from "./reducer";

export interface LiveBlogStore extends LiveBlogState {
  dispatch(action: LiveBlogAction): void;
}

/** One live blog's store: the spec's state, changed only through the pure reducer. */
export function createLiveBlogStore(initial: LiveBlogState) {
  return createStore<LiveBlogStore>()((set) => ({
    ...initial,
    dispatch: (action) => set((state) => liveBlogReducer(state, action)),
  }));
}

/** The ad slots' store: every slot's configuration and lifecycle state, changed only through `adTransition`. */
import { createStore } from "zustand/vanilla";
import { adTransition, type AdEffect, type AdEvent, type AdSlotState } from "./lifecycle";
import type { AdSlotConfig } from "./slots";

export interface AdSlotEntry {
  config: AdSlotConfig;
  /** Position name (`pos`). */
  pos: string;
  state: AdSlotState;
}

export interface AdStore {
  slots: Record<string, AdSlotEntry>;
  add(id: string, entry: AdSlotEntry): void;
  /** Applies an event to one slot; returns the effects the runtime must carry out. */
  dispatch(id: string, event: AdEvent): AdEffect[];
  remove(id: string): void;
}

export function createAdStore() {
  return createStore<AdStore>()((set, get) => ({
    slots: {},
    add: (id, entry) => set((store) => ({ slots: { ...store.slots, [id]: entry } })),
    dispatch(id, event) {
      const entry = get().slots[id];
      if (!entry) return [];
      const { state, effects } = adTransition(entry.state, event, entry.config);
      if (state !== entry.state) set((store) => ({ slots: { ...store.slots, [id]: { ...entry, state } } }));
      return effects;
    },
    remove: (id) =>
      set((store) => {
        const slots = { ...store.slots };
        delete slots[id];
        return { slots };
      }),
  }));
}

/**
 * Paid content on a front (spec 1 §4, spec 2 §4): the first package that offers paid (native-ad)
 * items sets the paid-content position; later sets are ignored, so a front carries one paid
 * placement. A front without any sets hasNoPaidContent.
 */
export interface PaidContentState {
  /** Index, in reading order, of the package that holds the front's paid content. */
  paidContentPosition: number | null;
  hasNoPaidContent: boolean;
}

export type PaidContentAction = { type: "setPaidContentPosition"; position: number } | { type: "setHasNoPaidContent" };

export const INITIAL_PAID_CONTENT: PaidContentState = { paidContentPosition: null, hasNoPaidContent: false };

export function paidContentReducer(state: PaidContentState, action: PaidContentAction): PaidContentState {
  switch (action.type) {
    case "setPaidContentPosition":
      return state.paidContentPosition === null ? { ...state, paidContentPosition: action.position } : state;
    case "setHasNoPaidContent":
      return { ...state, hasNoPaidContent: true };
  }
}

interface PackageLike {
  items: readonly { item: { nativeAd?: boolean } }[];
}

export const isPaidItem = (entry: { item: { nativeAd?: boolean } }) => entry.item.nativeAd === true;

/** Where a front's paid content goes: each package holding paid items asks for the position, in reading order. */
export function placePaidContent(packages: readonly PackageLike[]): PaidContentState {
  const state = packages.reduce<PaidContentState>(
    (current, pkg, position) => (pkg.items.some(isPaidItem) ? paidContentReducer(current, { type: "setPaidContentPosition", position }) : current),
    INITIAL_PAID_CONTENT,
  );
  return state.paidContentPosition === null ? paidContentReducer(state, { type: "setHasNoPaidContent" }) : state;
}

/** A package's items with paid items kept only at the paid-content position. */
export function withPaidContentPlaced<T extends { item: { nativeAd?: boolean } }>(items: readonly T[], position: number, state: PaidContentState): T[] {
  return position === state.paidContentPosition ? [...items] : items.filter((entry) => !isPaidItem(entry));
}

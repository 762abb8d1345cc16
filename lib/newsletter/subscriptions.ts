/**
 * Account newsletter subscriptions (spec 2 §3 "Newsletters", §4 "Newsletter subscriptions").
 * Pure rules: the store applies them optimistically and reverts to the previous list on failure.
 */

/** The eight newsletters of the account catalogue, in the spec's order, with their titles. */
export const ACCOUNT_NEWSLETTERS = [
  { newsletterId: "sub_today", title: "This is TODAY" },
  { newsletterId: "sub_food", title: "TODAY Food" },
  { newsletterId: "sub_starttodaywellness", title: "Start TODAY" },
  { newsletterId: "sub_ontheshow", title: "TODAY On the Show" },
  { newsletterId: "sub_parenting", title: "TODAY Parents" },
  { newsletterId: "sub_stuffwelove", title: "Stuff We Love" },
  { newsletterId: "sub_bookclub", title: "Read with Jenna" },
  { newsletterId: "sub_todayupdates", title: "Today updates" },
] as const;

export type NewsletterId = (typeof ACCOUNT_NEWSLETTERS)[number]["newsletterId"];
export const NEWSLETTER_IDS: readonly NewsletterId[] = ACCOUNT_NEWSLETTERS.map((newsletter) => newsletter.newsletterId);

export function isNewsletterId(value: string): value is NewsletterId {
  return (NEWSLETTER_IDS as readonly string[]).includes(value);
}

/** Spec 2 §8. */
export const FETCH_SUBSCRIPTIONS_FAILED = "Failed to fetch subscriptions";
export const UPDATE_SUBSCRIPTIONS_FAILED = "Failed to update subscriptions";

export interface SubscriptionsState {
  newsletterSubscriptions: readonly string[];
  hasSubscribedToAll: boolean;
}

/** What a change sends (`subscriptions`: newsletter id → subscribed) and the state to show at once; null when skipped. */
export interface SubscriptionChange {
  subscriptions: Record<string, boolean>;
  next: SubscriptionsState;
}

/** Toggle: subscribed → removed and hasSubscribedToAll cleared; otherwise added. */
export function toggleSubscription(state: SubscriptionsState, newsletterId: string): SubscriptionChange {
  const subscribed = state.newsletterSubscriptions.includes(newsletterId);
  return subscribed
    ? {
        subscriptions: { [newsletterId]: false },
        next: { newsletterSubscriptions: state.newsletterSubscriptions.filter((id) => id !== newsletterId), hasSubscribedToAll: false },
      }
    : {
        subscriptions: { [newsletterId]: true },
        next: { ...state, newsletterSubscriptions: [...state.newsletterSubscriptions, newsletterId] },
      };
}

/** Subscribe-all: skipped when the user already has every newsletter, which only sets hasSubscribedToAll. */
export function subscribeToAll(state: SubscriptionsState, catalogue: readonly string[] = NEWSLETTER_IDS): SubscriptionChange | { skipped: SubscriptionsState } {
  if (catalogue.every((id) => state.newsletterSubscriptions.includes(id))) {
    return { skipped: { ...state, hasSubscribedToAll: true } };
  }
  return {
    subscriptions: Object.fromEntries(catalogue.map((id) => [id, true])),
    next: { newsletterSubscriptions: [...new Set([...state.newsletterSubscriptions, ...catalogue])], hasSubscribedToAll: true },
  };
}

/** Unsubscribe-all: skipped when the list is empty. */
export function unsubscribeFromAll(state: SubscriptionsState): SubscriptionChange | null {
  if (state.newsletterSubscriptions.length === 0) return null;
  return {
    subscriptions: Object.fromEntries(state.newsletterSubscriptions.map((id) => [id, false])),
    next: { newsletterSubscriptions: [], hasSubscribedToAll: false },
  };
}

/** Newsletter content load (spec 2 §4): pending, then success or error; loaded on both, error only on failure. */
export interface NewsletterLoadState {
  loading: boolean;
  loaded: boolean;
  error: boolean;
}
export type NewsletterLoadEvent = "pending" | "success" | "error";

export function newsletterLoad(state: NewsletterLoadState, event: NewsletterLoadEvent): NewsletterLoadState {
  switch (event) {
    case "pending":
      return { ...state, loading: true };
    case "success":
      return { loading: false, loaded: true, error: false };
    case "error":
      return { loading: false, loaded: true, error: true };
  }
}

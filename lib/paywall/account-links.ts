/**
 * Subscription and account links per brand (spec 2 §6): news has subscriptions with an account subscription link, and
 * extended account links dashboard and subscription; today has the dashboard link. Derived from the brand table's
 * flags (subscriptions: news; gated content: today, news), so a brand gets them by its flags.
 */
import type { Vertical } from "@/lib/verticals/verticals";

export type AccountLinkKey = "dashboard" | "subscription";

export const ACCOUNT_LINK_PATHS: Readonly<Record<AccountLinkKey, string>> = {
  dashboard: "/account",
  subscription: "/account/subscription",
};

export function extendedAccountLinks(vertical: Pick<Vertical, "flags">): AccountLinkKey[] {
  const links: AccountLinkKey[] = [];
  if (vertical.flags.gatedContent || vertical.flags.subscriptions) links.push("dashboard");
  if (vertical.flags.subscriptions) links.push("subscription");
  return links;
}

/** The account subscription link, for brands with subscriptions; null elsewhere. */
export function subscriptionLink(vertical: Pick<Vertical, "flags">): string | null {
  return vertical.flags.subscriptions ? ACCOUNT_LINK_PATHS.subscription : null;
}

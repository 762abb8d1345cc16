/**
 * The two account backends (spec 2 §3, §6): bedrock for today, and for news when its subscriptions flag is on;
 * forgerock-type otherwise. They name the signed-in user's fields differently.
 */
import type { AccountBackend, Vertical } from "@/lib/verticals/verticals";

/** The brand table's rule (`flags.accountBackend`) for this view: `featureFlag=false` turns subscriptions' bedrock off. */
export function accountBackendFor(vertical: Pick<Vertical, "flags">, featureFlagsEnabled = true): AccountBackend {
  const rule = vertical.flags.accountBackend;
  if (rule !== "bedrockWithSubscriptions") return rule;
  return vertical.flags.subscriptions && featureFlagsEnabled ? "bedrock" : "forgerock";
}

export interface BedrockSignedInUser {
  first_name: string | null;
  user_id: string;
  zipcode: string | null;
}
export interface ForgerockSignedInUser {
  givenName: string | null;
  customerId: string;
  zipCode: string | null;
}
export type SignedInUser = BedrockSignedInUser | ForgerockSignedInUser;

/** The signed-in user in the backend's own field names. */
export function signedInUser(
  backend: AccountBackend,
  user: { user_id: string; first_name?: string | null; zipcode?: string | null },
): SignedInUser {
  return backend === "bedrock"
    ? { first_name: user.first_name ?? null, user_id: user.user_id, zipcode: user.zipcode ?? null }
    : { givenName: user.first_name ?? null, customerId: user.user_id, zipCode: user.zipcode ?? null };
}

/** First name of a signed-in user of either backend. */
export function signedInFirstName(user: SignedInUser): string | null {
  return "user_id" in user ? user.first_name : user.givenName;
}

import { accountBackendFor } from "@/lib/auth/account-backend";
import type { Vertical } from "@/lib/verticals/verticals";

/**
 * My-news (saved items, history, recommendations, zip code) is only for bedrock accounts (spec 1 §6): elsewhere no
 * Save button shows and `/account/saved` is a 404.
 */
export function myNewsEnabled(vertical: Pick<Vertical, "slug" | "flags">): boolean {
  return accountBackendFor(vertical) === "bedrock";
}

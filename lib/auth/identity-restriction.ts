import type { Publisher } from "@/lib/verticals/verticals";

/**
 * Spec 1 §5: an identity from a publisher restricted to msnbc may not pass into non-msnbc content or the
 * reverse — the restriction exists when exactly one side is msnbc.
 */
export function identityPasses(identityPublisher: Publisher, contentPublisher: Publisher): boolean {
  return (identityPublisher === "msnbc") === (contentPublisher === "msnbc");
}

import type { Publisher } from "@/lib/verticals/verticals";
import { identityPasses } from "./identity-restriction";

describe("identity restriction (spec 1 §5): restricted when exactly one side is msnbc", () => {
  it.each<[Publisher, Publisher, boolean]>([
    ["msnbc", "msnbc", true],
    ["msnbc", "nbcnews", false],
    ["msnbc", "today", false],
    ["today", "msnbc", false],
    ["nbcnews", "msnbc", false],
    ["today", "nbcnews", true],
    ["telemundo", "today", true],
  ])("identity of %s into %s content → %s", (identity, content, passes) => {
    expect(identityPasses(identity, content)).toBe(passes);
  });
});

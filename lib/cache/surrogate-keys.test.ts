import { resolveRoute } from "@/lib/routing/resolve-route";
import { pageSurrogateKeys } from "./surrogate-keys";

const keysOf = (path: string) => pageSurrogateKeys("news", resolveRoute(path.split("/").filter(Boolean)));

describe("pageSurrogateKeys", () => {
  test.each([
    ["/politics/some-story-rcna123", ["article:rcna123", "brand:news"]],
    ["/politics/live-blog/x-rlna900000", ["article:rlna900000", "brand:news"]],
    ["/meet-the-press/blog/a-post-ncpn55", ["article:ncpn55", "brand:news"]],
    ["/food/pasta-tdrp12", ["recipe:tdrp12", "brand:news"]],
    ["/", ["list:news", "brand:news"]],
    ["/politics", ["list:news", "brand:news"]],
    ["/author/jane-doe-ncpr1", ["list:news", "brand:news"]],
    ["/live", ["brand:news"]],
  ])("%s: %j", (path, keys) => {
    expect(keysOf(path)).toEqual(keys);
  });

  test("a path no page has names its brand only", () => {
    expect(pageSurrogateKeys("today", null)).toEqual(["brand:today"]);
  });
});

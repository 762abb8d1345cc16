import { cableProviderTargeting } from "@/lib/ads/targeting";
import { cableVisitor, type CableVisitorInput } from "./cable-visitor";

const input = (changes: Partial<CableVisitorInput>): CableVisitorInput => ({ cookie: "", storedProvider: null, referrer: "", ...changes });

describe("cable-provider visitors (spec 1 §6)", () => {
  test.each<[string, Partial<CableVisitorInput>, ReturnType<typeof cableVisitor>]>([
    ["an ordinary reader", {}, { kind: "none" }],
    ["a referrer from elsewhere", { referrer: "https://www.google.com/" }, { kind: "none" }],
    ["the tvProvider cookie", { cookie: "a=1; tvProvider=xfinity" }, { kind: "provider", returnHost: null }],
    ["the remembered provider", { storedProvider: "cableco" }, { kind: "provider", returnHost: null }],
    ["a referrer on xfinity.com", { referrer: "https://www.xfinity.com/stream" }, { kind: "provider", returnHost: "xfinity.com" }],
    ["a referrer on comcast.net", { referrer: "https://my.comcast.net/" }, { kind: "provider", returnHost: "comcast.net" }],
    ["a look-alike host", { referrer: "https://notxfinity.com/" }, { kind: "none" }],
    ["an empty tvProvider cookie", { cookie: "tvProvider=" }, { kind: "none" }],
  ])("%s", (_name, changes, expected) => {
    expect(cableVisitor(input(changes))).toEqual(expected);
  });

  test("the header bar and the ad targeting tag always agree", () => {
    for (const changes of [{}, { cookie: "tvProvider=x" }, { referrer: "https://xfinity.com/" }, { referrer: "https://example.com/" }]) {
      const visitor = cableVisitor(input(changes));
      expect(visitor.kind === "provider").toBe("xfinity" in cableProviderTargeting(input(changes)));
    }
  });
});

import { cableProviderTargeting } from "@/lib/ads/targeting";
import { cableVisitor, type CableVisitorInput } from "./cable-visitor";

const input = (changes: Partial<CableVisitorInput>): CableVisitorInput => ({ cookie: "", storedProvider: null, referrer: "", sessionReturnHost: null, ...changes });

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
    ["a later page of a referrer-only visit", { sessionReturnHost: "xfinity.com" }, { kind: "provider", returnHost: "xfinity.com" }],
    ["a new referrer wins over the remembered host", { referrer: "https://comcast.net/", sessionReturnHost: "xfinity.com" }, { kind: "provider", returnHost: "comcast.net" }],
    ["a remembered host that is no provider's", { sessionReturnHost: "example.com" }, { kind: "none" }],
  ])("%s", (_name, changes, expected) => {
    expect(cableVisitor(input(changes))).toEqual(expected);
  });

  test.each<[string, Partial<CableVisitorInput>, Record<string, string>]>([
    ["an ordinary reader", {}, {}],
    ["the tvProvider cookie", { cookie: "tvProvider=x" }, { xfinity: "true" }],
    ["a provider referrer", { referrer: "https://xfinity.com/" }, { xfinity: "true" }],
    ["a later page of a referrer-only visit", { sessionReturnHost: "comcast.net" }, { xfinity: "true" }],
    ["another referrer", { referrer: "https://example.com/" }, {}],
  ])("the ad targeting tag for %s", (_name, changes, expected) => {
    expect(cableProviderTargeting(input(changes))).toEqual(expected);
  });
});

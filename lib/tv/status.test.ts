import type { TvAuthorizeResponse } from "@/lib/api/schemas/tv";
import { failedAuthorization, isProviderId, shownProvider, SIGNED_OUT_STATUS, toTvStatus, tvCookieAttributes } from "./status";

const provider = {
  id: "Comcast_SSO",
  displayName: "Xfinity",
  featured: true,
  logoColor: "https://up/logo.svg",
  logo2xWhite: "https://up/white.svg",
  freewheelHash: "ab",
  loginUrl: "https://up/login/Comcast_SSO",
};

describe("toTvStatus", () => {
  it("keeps the provider's public fields, the authorization and the error code", () => {
    const answer: TvAuthorizeResponse = {
      provider,
      authorization: null,
      tempPass: null,
      errorCode: "Z100",
    };
    expect(toTvStatus(answer)).toEqual({
      provider: { id: "Comcast_SSO", displayName: "Xfinity", logoColor: "https://up/logo.svg" },
      authorization: null,
      tempPass: null,
      errorCode: "Z100",
    });
  });
});

describe("failedAuthorization", () => {
  const shown = { id: "Summit_Broadband", displayName: "Summit Broadband", logoColor: "x" };
  it.each([
    [401, { status: SIGNED_OUT_STATUS, signOut: true }],
    [503, { status: { ...SIGNED_OUT_STATUS, provider: shown, errorCode: "Z130" }, signOut: false }],
    [500, { status: { ...SIGNED_OUT_STATUS, provider: shown, errorCode: "Z130" }, signOut: false }],
    [undefined, { status: { ...SIGNED_OUT_STATUS, provider: shown, errorCode: "Z130" }, signOut: false }],
  ])("status %s", (status, expected) => {
    expect(failedAuthorization(status, shown)).toEqual(expected);
  });
});

describe("shownProvider: a single provider (tve/mvpd/{vertical}/id/{id}) for the id the cookie names", () => {
  it.each([
    ["found", "Comcast_SSO", provider, { id: "Comcast_SSO", displayName: "Xfinity", logoColor: "https://up/logo.svg" }],
    ["lookup failed: the id alone", "Comcast_SSO", null, { id: "Comcast_SSO", displayName: "Comcast_SSO", logoColor: "" }],
    ["another provider answered: the id alone", "Dish", provider, { id: "Dish", displayName: "Dish", logoColor: "" }],
    ["no cookie", undefined, null, null],
    ["a cookie that is no id", "<script>", provider, null],
  ] as const)("%s", (_, id, looked, expected) => {
    expect(shownProvider(id, looked)).toEqual(expected);
  });
});

describe("tvCookieAttributes: SameSite=Lax, Secure outside localhost", () => {
  it.each([
    ["msnbc.localhost:3000", false],
    ["localhost:3000", false],
    ["127.0.0.1:3000", false],
    ["www.msnbc.com", true],
    ["msnbc.com.localhost.evil.example", true],
    [null, true],
  ])("%s → secure %s", (host, secure) => {
    expect(tvCookieAttributes(host)).toEqual({ sameSite: "lax", secure, path: "/" });
  });
});

describe("isProviderId", () => {
  it.each([
    ["Comcast_SSO", true],
    ["TempPass", true],
    ["a b", false],
    ["x;y=1", false],
    ["", false],
  ])("%s → %s", (value, expected) => {
    expect(isProviderId(value)).toBe(expected);
  });
});

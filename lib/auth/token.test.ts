import { decodeTokenClaims, isTokenExpired, tokenDecision } from "./token";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (payload: object) => `${b64({ alg: "ES256", typ: "JWT" })}.${b64(payload)}.c2ln`;
const EXP = 1_800_000_000; // seconds

describe("token expiry (spec 2 §5): expired when now ≥ exp × 1000", () => {
  it.each([
    ["a millisecond before exp", EXP * 1000 - 1, false],
    ["exactly at exp × 1000", EXP * 1000, true],
    ["after exp", EXP * 1000 + 1, true],
  ])("%s", (_, now, expired) => {
    expect(isTokenExpired(jwt({ sub: "u1", exp: EXP }), now)).toBe(expired);
  });

  it.each([["not-a-jwt"], ["a.b.c"], [""], [`${b64({})}.${b64({ sub: "u1" })}.x`]])("an undecodable token (or one without exp) %j counts as expired", (token) => {
    expect(isTokenExpired(token, 0)).toBe(true);
  });

  it("reads sub and exp", () => {
    expect(decodeTokenClaims(jwt({ sub: "u1", exp: EXP }))).toEqual({ sub: "u1", exp: EXP });
  });
});

describe("token refresh (spec 2 §4)", () => {
  it.each([
    ["no stored token", undefined, { kind: "unauthenticated" }],
    ["an empty token", "", { kind: "unauthenticated" }],
    ["a token without subject", jwt({ exp: EXP }), { kind: "unauthenticated" }],
    ["an undecodable token (no subject)", "garbage", { kind: "unauthenticated" }],
    ["a valid unexpired token", jwt({ sub: "u1", exp: EXP }), { kind: "authenticated", userId: "u1" }],
    ["an expired token", jwt({ sub: "u1", exp: EXP - 10 }), { kind: "refresh", userId: "u1" }],
  ])("%s", (_, token, decision) => {
    expect(tokenDecision(token, (EXP - 5) * 1000)).toEqual(decision);
  });
});

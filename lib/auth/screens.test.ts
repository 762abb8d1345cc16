import { backScreen, loginSuccessScreen, nameStepPutOff, showGate, type AuthenticationState, type Screen } from "./screens";

describe("back navigation (spec 2 §2)", () => {
  it.each<[Screen, Screen | null]>([
    ["loginPassword", "start"],
    ["createAccount", "start"],
    ["nbcuProfile", "start"],
    ["loginWithOneTimeCode", "loginPassword"],
    ["registrationSuccess", "userName"],
    ["start", null],
    ["verifyOneTimeCode", null],
    ["loginSuccess", null],
  ])("%s goes back to %s", (screen, back) => {
    expect(backScreen(screen)).toBe(back);
  });
});

describe("showGate (spec 2 §2)", () => {
  it.each<[Parameters<typeof showGate>[0], Screen, boolean]>([
    ["initial", "start", true],
    ["unauthenticated", "loginPassword", true],
    ["authenticated", "start", false],
    ["authenticated", "userName", true],
    ["authenticated", "verifyOneTimeCode", true],
    ["authenticated", "loginSuccess", false],
    ["unauthenticated", "loginSuccess", false],
  ])("%s on %s → %s", (state, screen, shown) => {
    expect(showGate(state, screen)).toBe(shown);
  });
});

describe("login success screen (spec 2 §4)", () => {
  it.each([
    [{ email_verified: false, first_name: "Ann" }, "verifyOneTimeCode"],
    [{ email_verified: false, first_name: null }, "verifyOneTimeCode"],
    [{ email_verified: true, first_name: null }, "userName"],
    [{ email_verified: true, first_name: "  " }, "userName"],
    [{ email_verified: true, first_name: "Ann" }, "loginSuccess"],
  ])("%j → %s", (user, screen) => {
    expect(loginSuccessScreen(user)).toBe(screen);
  });
});

describe("nameStepPutOff: a sign-in for a flow that resumes (the paywall's checkout) asks for the name after it", () => {
  it.each<[AuthenticationState, Screen, boolean, boolean]>([
    ["authenticated", "userName", true, true],
    ["authenticated", "userName", false, false],
    ["authenticated", "verifyOneTimeCode", true, false],
    ["authenticated", "socialRegistration", true, false],
    ["unauthenticated", "userName", true, false],
    ["authenticated", "loginSuccess", true, false],
  ])("%s on %s, flow resumes %p → %p", (state, screen, resumesFlow, putOff) => {
    expect(nameStepPutOff(state, screen, resumesFlow)).toBe(putOff);
  });
});

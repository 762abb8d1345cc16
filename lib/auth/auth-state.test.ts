import { authReducer, initialAuthState, type AuthAction, type AuthState, type AuthUser } from "./auth-state";
import type { Screen } from "./screens";

const user = (over: Partial<AuthUser> = {}): AuthUser => ({ user_id: "u1", email: "ann@example.com", email_verified: true, first_name: "Ann", ...over });
const at = (screen: Screen, over: Partial<AuthState> = {}): AuthState => ({ ...initialAuthState(), screen, error: "old error", ...over });
const run = (state: AuthState, ...actions: AuthAction[]) => actions.reduce(authReducer, state);

describe("authentication state (spec 2 §4)", () => {
  it("initial keeps loading; any other state stops it", () => {
    expect(run(initialAuthState(), { type: "SET_AUTHENTICATION_STATE", authenticationState: "initial" }).loading).toBe(true);
    expect(run(initialAuthState(), { type: "SET_AUTHENTICATION_STATE", authenticationState: "authenticated" }).loading).toBe(false);
    expect(run(initialAuthState(), { type: "SET_AUTHENTICATION_STATE", authenticationState: "unauthenticated" }).loading).toBe(false);
  });

  it("unauthenticated fully resets the store", () => {
    const dirty = at("userName", { user: user(), newsletterSubscriptions: ["sub_today"], hasSubscribedToAll: true, signInType: "registration", email: "x@y.z" });
    const next = run(dirty, { type: "SET_AUTHENTICATION_STATE", authenticationState: "unauthenticated" });
    expect(next).toEqual({ ...initialAuthState(), loading: false, authenticationState: "unauthenticated" });
  });

  it.each<[Screen, boolean]>([
    ["start", false],
    ["loginPassword", false],
    ["userName", true],
    ["verifyOneTimeCode", true],
  ])("authenticated on %s: gate shown → %s (hidden unless protected)", (screen, gate) => {
    expect(run(at(screen), { type: "SET_AUTHENTICATION_STATE", authenticationState: "authenticated", user: user() }).showGate).toBe(gate);
  });
});

describe("login success screen (spec 2 §4)", () => {
  it.each([
    [user({ email_verified: false }), "verifyOneTimeCode"],
    [user({ first_name: null }), "userName"],
    [user(), "loginSuccess"],
  ])("%j → %s, signed in, error cleared", (u, screen) => {
    const next = run(at("loginPassword"), { type: "LOGIN_SUCCESS", user: u });
    expect(next.screen).toBe(screen);
    expect(next.authenticationState).toBe("authenticated");
    expect(next.user).toEqual(u);
    expect(next.error).toBeNull();
  });
});

describe("other transitions (spec 2 §4)", () => {
  it("social login, new user → SOCIAL_REGISTRATION holding token, first name and platform", () => {
    const next = run(at("start"), { type: "SOCIAL_LOGIN_NEW_USER", idToken: "id.tok.en", firstName: "Ann", platform: "testid" });
    expect(next.screen).toBe("socialRegistration");
    expect(next.social).toEqual({ idToken: "id.tok.en", firstName: "Ann", platform: "testid", isNewUser: true });
    expect(next.error).toBeNull();
  });

  it.each([
    [user(), "loginSuccess"],
    [user({ first_name: null }), "userName"],
  ])("social login, existing user %j → %s with signInType login", (u, screen) => {
    const next = run(at("start", { signInType: "registration" }), { type: "SOCIAL_LOGIN_EXISTING_USER", user: u });
    expect([next.screen, next.signInType, next.authenticationState]).toEqual([screen, "login", "authenticated"]);
  });

  it.each([
    [user(), "registrationSuccess"],
    [user({ first_name: "" }), "userName"],
  ])("social registration %j → %s with signInType registration", (u, screen) => {
    const next = run(at("socialRegistration"), { type: "SOCIAL_REGISTRATION_SUCCESS", user: u });
    expect([next.screen, next.signInType, next.authenticationState]).toEqual([screen, "registration", "authenticated"]);
  });

  it("email registration success → signInType registration, VERIFY_OTC", () => {
    const next = run(at("createAccount"), { type: "REGISTRATION_SUCCESS", email: "ann@example.com" });
    expect([next.screen, next.signInType, next.email, next.error]).toEqual(["verifyOneTimeCode", "registration", "ann@example.com", null]);
  });

  it.each([
    ["registration", "registrationSuccess"],
    ["login", "loginSuccess"],
  ] as const)("profile update success with signInType %s → %s", (signInType, screen) => {
    const next = run(at("userName", { signInType }), { type: "PROFILE_UPDATE_SUCCESS", user: user() });
    expect(next.screen).toBe(screen);
    expect(next.user?.first_name).toBe("Ann");
  });

  it("sign-out success → unauthenticated, START", () => {
    const next = run(at("loginSuccess", { authenticationState: "authenticated", user: user() }), { type: "SIGN_OUT_SUCCESS" });
    expect([next.authenticationState, next.screen, next.user]).toEqual(["unauthenticated", "start", null]);
  });

  it("sign-out failure sets an error and stays signed in", () => {
    const next = run(at("loginSuccess", { authenticationState: "authenticated" }), { type: "SIGN_OUT_FAILURE", error: "Nope" });
    expect([next.error, next.authenticationState]).toEqual(["Nope", "authenticated"]);
  });

  it.each<Screen>(["start", "loginPassword", "createAccount", "userName"])("every screen change clears the error (to %s)", (screen) => {
    expect(run(at("verifyOneTimeCode"), { type: "SET_SCREEN", screen }).error).toBeNull();
  });

  it("back follows the spec's back navigation and clears the error; no back on start", () => {
    expect(run(at("loginWithOneTimeCode"), { type: "BACK" })).toMatchObject({ screen: "loginPassword", error: null });
    expect(run(at("start"), { type: "BACK" })).toMatchObject({ screen: "start", error: "old error" });
  });
});

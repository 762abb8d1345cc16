import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NEWSLETTER_IDS } from "@/lib/newsletter/subscriptions";
import { createAuthStore, type AuthFallbackTexts } from "./store";

const TEXTS: AuthFallbackTexts = {
  login: "There was an error logging in",
  verify: "There was an error verifying the code",
  codeRequest: "There was an error, please try again",
  register: "There was an error registering",
  fetchSubscriptions: "Failed to fetch subscriptions",
  updateSubscriptions: "Failed to update subscriptions",
  signOut: "There was an error signing out, please try again",
  profile: "There was an error saving your name, please try again",
};
const ORIGIN = "http://localhost";
const user = { user_id: "u1", email: "ann@example.com", email_verified: true, first_name: "Ann" };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = (initial = {}) => createAuthStore({ brand: "today", texts: TEXTS, initial: { loading: false, ...initial } });

describe("account flow actions", () => {
  it("start → loginPassword for a known email, createAccount for a new one", async () => {
    server.use(
      http.post(`${ORIGIN}/api/account/lookup`, async ({ request }) => {
        const { email } = (await request.json()) as { email: string };
        return HttpResponse.json({ success: true, data: { exists: email === "ann@example.com" } });
      }),
    );
    const known = store();
    await known.getState().submitEmail(" ann@example.com ");
    expect([known.getState().screen, known.getState().email]).toEqual(["loginPassword", "ann@example.com"]);
    const fresh = store();
    await fresh.getState().submitEmail("new@example.com");
    expect(fresh.getState().screen).toBe("createAccount");
  });

  it("shows the service's user_message on a failed sign-in, else the spec's fallback", async () => {
    server.use(
      http.post(`${ORIGIN}/api/account/signin`, () => HttpResponse.json({ success: false, error: { user_message: "Wrong password." } }, { status: 401 })),
    );
    const s = store({ screen: "loginPassword", email: "ann@example.com" });
    await s.getState().signIn("nope");
    expect(s.getState().error).toBe("Wrong password.");
    server.use(http.post(`${ORIGIN}/api/account/signin`, () => HttpResponse.error()));
    await s.getState().signIn("nope");
    expect(s.getState().error).toBe("There was an error logging in");
  });

  it("registration → VERIFY_OTC; the code → USER_NAME; the name → REGISTRATION_SUCCESS, payloads filtered", async () => {
    let registered: unknown;
    let profile: unknown;
    const changes: string[] = [];
    server.use(
      http.post(`${ORIGIN}/api/account/register`, async ({ request }) => {
        registered = await request.json();
        return HttpResponse.json({ success: true, data: { user_id: "u1" } }, { status: 201 });
      }),
      http.post(`${ORIGIN}/api/account/otp/verify`, () => HttpResponse.json({ success: true, data: { user: { ...user, first_name: null } } })),
      http.patch(`${ORIGIN}/api/account/profile`, async ({ request }) => {
        profile = await request.json();
        return HttpResponse.json({ success: true, data: { user } });
      }),
    );
    const s = createAuthStore({ brand: "today", texts: TEXTS, initial: { screen: "createAccount", email: "ann@example.com" }, onSessionChange: () => changes.push("x") });
    await s.getState().register({ password: "a good password" });
    expect(registered).toEqual({ email: "ann@example.com", password: "a good password" });
    expect([s.getState().screen, s.getState().signInType]).toEqual(["verifyOneTimeCode", "registration"]);
    await s.getState().verifyCode("123456");
    expect([s.getState().screen, s.getState().authenticationState]).toEqual(["userName", "authenticated"]);
    await s.getState().updateProfile({ first_name: "Ann", email: "evil@example.com", password: "x" });
    expect(profile).toEqual({ first_name: "Ann" });
    expect(s.getState().screen).toBe("registrationSuccess");
    expect(changes).toHaveLength(2);
  });

  it("a failed code verification keeps the screen and shows the fallback", async () => {
    server.use(http.post(`${ORIGIN}/api/account/otp/verify`, () => HttpResponse.json({ nope: true }, { status: 500 })));
    const s = store({ screen: "verifyOneTimeCode", email: "ann@example.com" });
    await s.getState().verifyCode("123456");
    expect([s.getState().screen, s.getState().error]).toEqual(["verifyOneTimeCode", "There was an error verifying the code"]);
  });

  it("social sign-in: a new identity goes to SOCIAL_REGISTRATION, then registers", async () => {
    server.use(
      http.post(`${ORIGIN}/api/account/social`, async ({ request }) => {
        const body = (await request.json()) as { first_name?: string };
        return body.first_name === undefined
          ? HttpResponse.json({ success: true, data: { isNewUser: true, firstName: "Sam" } })
          : HttpResponse.json({ success: true, data: { isNewUser: false, user: { ...user, first_name: body.first_name } } });
      }),
    );
    const s = store();
    await s.getState().socialSignIn("id.tok.en", "testid");
    expect(s.getState().screen).toBe("socialRegistration");
    expect(s.getState().social).toEqual({ idToken: "id.tok.en", firstName: "Sam", platform: "testid", isNewUser: true });
    await s.getState().socialRegister("Sam");
    expect([s.getState().screen, s.getState().signInType, s.getState().user?.first_name]).toEqual(["registrationSuccess", "registration", "Sam"]);
  });

  it("sign-out success resets to START; failure sets an error", async () => {
    server.use(http.post(`${ORIGIN}/api/account/signout`, () => HttpResponse.json({ success: true, data: {} })));
    const s = store({ screen: "loginSuccess", authenticationState: "authenticated", user });
    await s.getState().signOut();
    expect([s.getState().screen, s.getState().authenticationState, s.getState().user]).toEqual(["start", "unauthenticated", null]);
    server.use(http.post(`${ORIGIN}/api/account/signout`, () => HttpResponse.json({ success: false, error: {} }, { status: 502 })));
    const t = store({ screen: "loginSuccess", authenticationState: "authenticated", user });
    await t.getState().signOut();
    expect([t.getState().error, t.getState().authenticationState]).toEqual(["There was an error signing out, please try again", "authenticated"]);
  });
});

describe("newsletter actions (optimistic)", () => {
  it("a toggle shows at once and stays when the service agrees", async () => {
    let sent: unknown;
    server.use(
      http.patch(`${ORIGIN}/api/account/newsletters`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: { subscriptions: ["sub_food"] } });
      }),
    );
    const s = store({ newsletterSubscriptions: [] });
    const pending = s.getState().toggleNewsletter("sub_food");
    expect(s.getState().newsletterSubscriptions).toEqual(["sub_food"]);
    await pending;
    expect(sent).toEqual({ subscriptions: { sub_food: true } });
    expect(s.getState().newsletterSubscriptions).toEqual(["sub_food"]);
  });

  it("a failed toggle is reverted with Failed to update subscriptions", async () => {
    server.use(http.patch(`${ORIGIN}/api/account/newsletters`, () => HttpResponse.json({ success: false, error: { user_message: null } }, { status: 500 })));
    const s = store({ newsletterSubscriptions: ["sub_today"], hasSubscribedToAll: true });
    await s.getState().toggleNewsletter("sub_today");
    expect(s.getState()).toMatchObject({ newsletterSubscriptions: ["sub_today"], hasSubscribedToAll: true, error: "Failed to update subscriptions" });
  });

  it("subscribe-all with every newsletter already sends nothing and only sets hasSubscribedToAll", async () => {
    const s = store({ newsletterSubscriptions: [...NEWSLETTER_IDS] });
    await s.getState().subscribeAll();
    // Any request would fail here (msw refuses unhandled requests) and leave the update error.
    expect(s.getState()).toMatchObject({ hasSubscribedToAll: true, error: null });
  });

  it("unsubscribe-all with no subscriptions sends nothing", async () => {
    const s = store({ newsletterSubscriptions: [] });
    await s.getState().unsubscribeAll();
    expect(s.getState()).toMatchObject({ newsletterSubscriptions: [], error: null });
  });

  it("a failed fetch shows Failed to fetch subscriptions", async () => {
    server.use(http.get(`${ORIGIN}/api/account/newsletters`, () => HttpResponse.error()));
    const s = store();
    await s.getState().loadSubscriptions();
    expect(s.getState().error).toBe("Failed to fetch subscriptions");
  });
});

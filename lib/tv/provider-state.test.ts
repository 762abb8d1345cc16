import { TEMP_PASS_PROVIDER_ID } from "./constants";
import { canPlay, initialTvProviderState, tvProviderReducer, type TvProviderAction, type TvProviderState } from "./provider-state";

const run = (actions: TvProviderAction[], from: TvProviderState = initialTvProviderState) => actions.reduce(tvProviderReducer, from);

describe("tvProviderReducer (spec 2 §4 TV provider)", () => {
  it("is not authenticated by default", () => {
    expect(initialTvProviderState.authenticated).toBe(false);
    expect(initialTvProviderState.authorization).toBeNull();
  });

  it.each([
    ["a provider", "xfinity", false],
    ["the temp-pass provider", TEMP_PASS_PROVIDER_ID, true],
  ])("authenticating with %s sets tempPassActive=%s", (_name, providerId, tempPassActive) => {
    expect(run([{ type: "SET_AUTHENTICATED", authenticated: true, providerId }])).toMatchObject({ authenticated: true, providerId, tempPassActive });
  });

  it("selecting a provider clears the selected one while loading", () => {
    const loading = run([{ type: "TOGGLE_PROVIDER_SELECT", visible: true }, { type: "SELECT_PROVIDER", providerId: "a" }]);
    expect(loading).toMatchObject({ selectedProvider: null, loadingProvider: "a", providerFrameVisible: true, providerSelectVisible: false });
    const loaded = tvProviderReducer(loading, { type: "PROVIDER_LOADED", providerId: "a" });
    expect(loaded).toMatchObject({ selectedProvider: "a", loadingProvider: null, providerFrameVisible: true });
    const next = tvProviderReducer(loaded, { type: "SELECT_PROVIDER", providerId: "b" });
    expect(next).toMatchObject({ selectedProvider: null, loadingProvider: "b" });
    // A late answer for a provider no longer loading is ignored.
    expect(tvProviderReducer(next, { type: "PROVIDER_LOADED", providerId: "a" })).toBe(next);
  });

  it.each([
    ["TOGGLE_PROVIDER_SELECT", "providerSelectVisible"],
    ["TOGGLE_PROVIDER_FRAME", "providerFrameVisible"],
  ] as const)("%s toggles %s", (type, key) => {
    const once = run([{ type }]);
    expect(once[key]).toBe(true);
    expect(tvProviderReducer(once, { type })[key]).toBe(false);
    expect(tvProviderReducer(once, { type, visible: true })[key]).toBe(true);
  });

  it("plays only when authenticated and authorised (token or null)", () => {
    const authenticated = run([{ type: "SET_AUTHENTICATED", authenticated: true, providerId: "xfinity" }]);
    expect(canPlay(authenticated)).toBe(false);
    const authorised = tvProviderReducer(authenticated, { type: "SET_AUTHORIZATION", token: "t" });
    expect(canPlay(authorised)).toBe(true);
    const refused = tvProviderReducer(authorised, { type: "SET_AUTHORIZATION", token: null, error: "Z100" });
    expect([canPlay(refused), refused.error]).toEqual([false, "Z100"]);
    expect(canPlay(tvProviderReducer(authorised, { type: "SIGNED_OUT" }))).toBe(false);
  });

  it("un-authenticating clears the provider, the temp pass and the authorization", () => {
    const state = run([
      { type: "SET_AUTHENTICATED", authenticated: true, providerId: TEMP_PASS_PROVIDER_ID },
      { type: "SET_AUTHORIZATION", token: "t" },
      { type: "SET_AUTHENTICATED", authenticated: false, providerId: null },
    ]);
    expect(state).toMatchObject({ authenticated: false, providerId: null, tempPassActive: false, authorization: null });
  });
});

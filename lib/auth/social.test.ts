import { socialPlatforms, testIdentityProviderAvailable } from "./social";

describe("the local test identity provider", () => {
  test.each([
    [{}, false],
    [{ UPSTREAM_TEST_ENDPOINTS: "0" }, false],
    [{ UPSTREAM_TEST_ENDPOINTS: "1" }, true],
    [{ UPSTREAM_TEST_ENDPOINTS: "1", UPSTREAM_PORT: "4100" }, true],
    [{ UPSTREAM_TEST_ENDPOINTS: "1", IDENTITY_API_URL: "https://id.example.com/identity" }, false],
    [{ IDENTITY_API_URL: "http://127.0.0.1:4000/identity" }, false],
  ])("with %j is available: %s", (env, available) => {
    expect(testIdentityProviderAvailable(env)).toBe(available);
    expect(socialPlatforms(env)).toEqual(available ? ["testid"] : []);
  });
});

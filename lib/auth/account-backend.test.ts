import { VERTICALS } from "@/lib/verticals/verticals";
import { accountBackendFor, signedInFirstName, signedInUser } from "./account-backend";

describe("account backend per brand (spec 2 §6)", () => {
  it.each([
    ["today", true, "bedrock"],
    ["news", true, "bedrock"],
    ["news", false, "forgerock"],
    ["msnbc", true, "forgerock"],
    ["noticias", true, "forgerock"],
  ] as const)("%s (feature flags %s) → %s", (slug, flagsOn, backend) => {
    expect(accountBackendFor(VERTICALS[slug], flagsOn)).toBe(backend);
  });

  it("news without its subscriptions flag is forgerock-type", () => {
    expect(accountBackendFor({ ...VERTICALS.news, flags: { ...VERTICALS.news.flags, subscriptions: false } })).toBe("forgerock");
  });

  it.each([
    ["bedrock", false, true, "bedrock"],
    ["forgerock", true, true, "forgerock"],
    ["bedrockWithSubscriptions", true, true, "bedrock"],
    ["bedrockWithSubscriptions", true, false, "forgerock"],
    ["bedrockWithSubscriptions", false, true, "forgerock"],
  ] as const)("the table's rule %s (subscriptions %s, feature flags %s) → %s, whatever the brand's name", (accountBackend, subscriptions, flagsOn, backend) => {
    const brand = { ...VERTICALS.msnbc, flags: { ...VERTICALS.msnbc.flags, accountBackend, subscriptions } };
    expect(accountBackendFor(brand, flagsOn)).toBe(backend);
  });

  const user = { user_id: "u1", first_name: "Ann", zipcode: "10001" };
  it("bedrock gives first_name, user_id, zipcode", () => {
    expect(signedInUser("bedrock", user)).toEqual({ first_name: "Ann", user_id: "u1", zipcode: "10001" });
  });
  it("forgerock gives givenName, customerId, zipCode", () => {
    expect(signedInUser("forgerock", user)).toEqual({ givenName: "Ann", customerId: "u1", zipCode: "10001" });
  });
  it.each(["bedrock", "forgerock"] as const)("reads the first name of a %s user", (backend) => {
    expect(signedInFirstName(signedInUser(backend, user))).toBe("Ann");
  });
});

import { filterProfilePayload, filterRegistrationPayload } from "./payloads";

describe("payload filters (spec 2 §3, §5)", () => {
  it("keeps only the registration fields and drops undefined values", () => {
    expect(
      filterRegistrationPayload({
        email: "a@b.co",
        password: "secret123",
        brand: "today",
        source: "modal",
        profile: { x: 1 },
        first_name: "Ann",
        last_name: undefined,
        email_verified: true,
        user_id: "evil",
      }),
    ).toEqual({ email: "a@b.co", password: "secret123", brand: "today", source: "modal", profile: { x: 1 }, first_name: "Ann" });
  });

  it("keeps only the profile fields and drops undefined values", () => {
    expect(
      filterProfilePayload({
        first_name: "Ann",
        last_name: "Lee",
        birth_year: 1990,
        gender: undefined,
        address_line1: "1 Main St",
        address_line2: "",
        state: "NY",
        zipcode: "10001",
        phone_number: "555",
        email: "other@b.co",
        email_verified: true,
        password: "x",
      }),
    ).toEqual({ first_name: "Ann", last_name: "Lee", birth_year: 1990, address_line1: "1 Main St", address_line2: "", state: "NY", zipcode: "10001", phone_number: "555" });
  });
});

import { validateEmail, validateFirstName, validateOneTimeCode, validatePassword } from "./validation";

describe("client-side validation", () => {
  it.each([
    ["", "emailRequired"],
    ["   ", "emailRequired"],
    ["ann", "invalidEmail"],
    ["ann@example", "invalidEmail"],
    ["ann @example.com", "invalidEmail"],
    ["ann@example.com", null],
    [" ann@example.co.uk ", null],
  ])("email %j → %s", (value, error) => expect(validateEmail(value)).toBe(error));

  it.each([
    ["", "passwordRequired"],
    ["1234567", "passwordTooShort"],
    ["12345678", null],
    ["x".repeat(128), null],
    ["x".repeat(129), "passwordTooLong"],
  ])("password %j → %s", (value, error) => expect(validatePassword(value)).toBe(error));

  it.each([["123456", null], [" 123456 ", null], ["12345", "codeInvalid"], ["abcdef", "codeInvalid"]])("code %j → %s", (value, error) =>
    expect(validateOneTimeCode(value)).toBe(error),
  );

  it.each([["", "firstNameRequired"], [" ", "firstNameRequired"], ["Ann", null]])("first name %j → %s", (value, error) =>
    expect(validateFirstName(value)).toBe(error),
  );
});

import { CARD_MESSAGES, checkCard, lastFour, luhnValid } from "./card";

const NOW = new Date("2026-11-22T07:00:00Z");
const card = { number: "4242 4242 4242 4242", name: "Pat Reader", expiry: "12/30", cvc: "123" };

describe("checkCard", () => {
  it.each([
    ["a good test card", {}, null],
    ["dashes in the number", { number: "4242-4242-4242-4242" }, null],
    ["a wrong check digit", { number: "4242 4242 4242 4241" }, { field: "number", message: CARD_MESSAGES.number }],
    ["letters", { number: "4242 abcd" }, { field: "number", message: CARD_MESSAGES.number }],
    ["no name", { name: "  " }, { field: "name", message: CARD_MESSAGES.name }],
    ["expiry this month is still valid", { expiry: "11/26" }, null],
    ["expiry last month", { expiry: "10/26" }, { field: "expiry", message: CARD_MESSAGES.expiry }],
    ["expiry not MM/YY", { expiry: "2030-12" }, { field: "expiry", message: CARD_MESSAGES.expiry }],
    ["month 13", { expiry: "13/30" }, { field: "expiry", message: CARD_MESSAGES.expiry }],
    ["two-digit code", { cvc: "12" }, { field: "cvc", message: CARD_MESSAGES.cvc }],
    ["four-digit code", { cvc: "1234" }, null],
    ["the declined test card", { number: "4000 0000 0000 0002" }, { field: "number", message: CARD_MESSAGES.declined }],
  ])("%s", (_name, change, refusal) => {
    expect(checkCard({ ...card, ...change }, NOW)).toEqual(refusal);
  });

  it("Luhn and last four", () => {
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
    expect(lastFour("4242 4242 4242 4242")).toBe("4242");
  });
});

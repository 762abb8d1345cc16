/**
 * The embedded checkout's card rules (a test provider: nothing is charged). Pure, shared by the embedded upstream,
 * which enforces them, and tests. A refusal names the field and says why.
 */
import type { CheckoutCard } from "@/lib/api/schemas/paywall";

export type CardField = keyof CheckoutCard;
export type CardRefusal = { field: CardField; message: string };

/** The test card that is always declined (as at real providers' sandboxes). */
export const DECLINED_TEST_CARD = "4000000000000002";

export const CARD_MESSAGES = {
  number: "Enter a valid card number.",
  name: "Enter the name on the card.",
  expiry: "Enter an expiry date in the future as MM/YY.",
  cvc: "Enter the 3 or 4 digit security code.",
  declined: "Your card was declined. Try another card.",
} as const;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first refusal of a card, in form order, or null when it may be charged. `now` decides the expiry. */
export function checkCard(card: CheckoutCard, now: Date): CardRefusal | null {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { field: "number", message: CARD_MESSAGES.number };
  if (!card.name.trim()) return { field: "name", message: CARD_MESSAGES.name };
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) return { field: "expiry", message: CARD_MESSAGES.expiry };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  // A card is valid through the last day of its expiry month (UTC).
  if (Date.UTC(year, month, 1) <= now.getTime()) return { field: "expiry", message: CARD_MESSAGES.expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: "cvc", message: CARD_MESSAGES.cvc };
  if (digits === DECLINED_TEST_CARD) return { field: "number", message: CARD_MESSAGES.declined };
  return null;
}

export const lastFour = (number: string) => number.replace(/\D/g, "").slice(-4);

/** The embedded paywall provider's applications: one per gated brand (by aid), each with its offer template. */
import type { OfferTemplate } from "../../lib/api/schemas/paywall";
import { EMBEDDED_PAYWALL_AIDS } from "../../lib/paywall/config";
import type { VerticalSlug } from "../../lib/verticals/verticals";

/** A signed-in reader's free reads of metered stories per calendar month (UTC). */
export const FREE_READS_PER_MONTH = 3;

const TEXTS_EN = {
  heading: "Subscribe to keep reading",
  intro: "Get unlimited access to every story.",
  subscribe: "Subscribe",
  chooseTerm: "Choose a plan",
  checkoutHeading: "Complete your subscription",
  cardNumber: "Card number",
  cardName: "Name on card",
  expiry: "Expiry (MM/YY)",
  cvc: "Security code",
  pay: "Pay {price}",
  cancel: "Cancel",
  processing: "Processing…",
  complete: "Thank you for subscribing!",
  testCardHint: "Test provider: use card 4242 4242 4242 4242, any future expiry and any 3 digits. Nothing is charged.",
  failed: "The payment could not be completed. Please try again.",
};

function template(aid: string, brand: string, vertical: VerticalSlug): OfferTemplate {
  return {
    aid,
    templateId: `OT-${vertical}-gate`,
    language: "en",
    offer: {
      offerId: `OF-${vertical}-digital`,
      title: `${brand} Digital`,
      description: `Unlimited ${brand} stories on every device.`,
      terms: [
        { termId: `TM-${vertical}-monthly`, label: "Monthly", price: "$4.99", period: "month", amountCents: 499, currency: "USD" },
        { termId: `TM-${vertical}-annual`, label: "Annual", price: "$49.99", period: "year", amountCents: 4999, currency: "USD" },
      ],
    },
    texts: TEXTS_EN,
  };
}

const BRANDS: Partial<Record<VerticalSlug, string>> = { news: "NBC News", today: "TODAY" };

/** Templates by aid, with the vertical each aid belongs to. */
export const PAYWALL_APPS: ReadonlyMap<string, { vertical: VerticalSlug; template: OfferTemplate }> = new Map(
  (Object.entries(EMBEDDED_PAYWALL_AIDS) as [VerticalSlug, string][]).map(([vertical, aid]) => [
    aid,
    { vertical, template: template(aid, BRANDS[vertical] ?? vertical, vertical) },
  ]),
);

/**
 * The paywall provider's contract (spec 1 §1 paywall and subscription gate, §7 "paywall runtime script with an aid"),
 * shared by the site (lib/api/paywall.ts) and the embedded upstream (upstream/paywall/): offer templates per `aid`,
 * the entitlement check, the checkout, a reader's subscriptions, and the Start Today article permission.
 */
import { z } from "zod";

export const termSchema = z.object({
  termId: z.string(),
  /** "Monthly", "Annual", … in the template's language. */
  label: z.string(),
  /** The price as shown, e.g. "$4.99". */
  price: z.string(),
  /** "month" or "year". */
  period: z.enum(["month", "year"]),
  amountCents: z.number().int().positive(),
  currency: z.string(),
});
export type Term = z.infer<typeof termSchema>;

/** An offer template: what the provider's runtime shows inside the gate, in the aid's language. */
export const offerTemplateSchema = z.object({
  aid: z.string(),
  templateId: z.string(),
  language: z.enum(["en", "es"]),
  offer: z.object({ offerId: z.string(), title: z.string(), description: z.string(), terms: z.array(termSchema).min(1) }),
  texts: z.record(z.string(), z.string()),
});
export type OfferTemplate = z.infer<typeof offerTemplateSchema>;

export const accessReasonSchema = z.enum(["subscriber", "freeRead", "none"]);
export type AccessReason = z.infer<typeof accessReasonSchema>;

/** `POST /services/paywall/access`: may this reader read this gated story? */
export const accessAnswerSchema = z.object({
  data: z.object({
    access: z.boolean(),
    reason: accessReasonSchema,
    subscriber: z.boolean(),
    /** Free reads left this month (metered stories); 0 when none. */
    freeReadsLeft: z.number().int().min(0),
  }),
});
export type AccessAnswer = z.infer<typeof accessAnswerSchema>["data"];

export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  aid: z.string(),
  offerId: z.string(),
  termId: z.string(),
  status: z.enum(["active", "expired"]),
  cardLast4: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const checkoutAnswerSchema = z.object({ data: z.object({ subscription: subscriptionSchema }) });
export const subscriptionsAnswerSchema = z.object({ data: z.object({ subscriptions: z.array(subscriptionSchema) }) });

/** A refused checkout: which field and why (the provider's own text). */
export const checkoutRefusalSchema = z.object({ error: z.object({ field: z.string().nullable(), message: z.string() }) });

/** The card fields of the embedded checkout (a test provider: nothing is charged). */
export const checkoutCardSchema = z.object({
  number: z.string().max(40),
  name: z.string().max(120),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export type CheckoutCard = z.infer<typeof checkoutCardSchema>;

export const checkoutRequestSchema = z.object({
  offerId: z.string().max(80),
  termId: z.string().max(80),
  card: checkoutCardSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `getStartTodayArticlePermissions/{id}` (spec 2 §7; the answer is not shown in the spec: docs/decisions.md). */
export const startTodayPermissionsSchema = z.object({
  data: z.object({ permissions: z.object({ articleId: z.string(), showFullArticle: z.boolean() }) }),
});
export type StartTodayPermissions = z.infer<typeof startTodayPermissionsSchema>["data"]["permissions"];

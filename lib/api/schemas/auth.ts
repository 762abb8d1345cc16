/**
 * The identity service's contract (spec 2 §7 "Account calls"), shared by the site (lib/api/auth.ts)
 * and the embedded upstream (upstream/identity/). Every answer is `{success, data}` or
 * `{success: false, error: {user_message}}` (spec 2 §8).
 */
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../auth/password-rules";

/** Spec 2 §3 "Auth state": the user as the identity service returns it (bedrock field names). */
export const identityUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  birth_year: z.number().int().nullable().optional(),
  gender: z.string().nullable().optional(),
  address_line1: z.string().nullable().optional(),
  address_line2: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  zipcode: z.string().nullable().optional(),
  phone_number: z.string().nullable().optional(),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

export const identityErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string().optional(), user_message: z.string() }),
});
export type IdentityErrorBody = z.infer<typeof identityErrorSchema>;

/** An answer with `data` matching `data`, or the error envelope. */
export function identityAnswerSchema<T extends z.ZodType>(data: T) {
  return z.union([z.object({ success: z.literal(true), data }), identityErrorSchema]);
}

/** Sign-in, one-time-code verification and social sign-in of a known user: the user plus its tokens. */
export const signedInDataSchema = identityUserSchema.extend({
  access_token: z.string(),
  bedrock_session: z.string(),
});
export type SignedInData = z.infer<typeof signedInDataSchema>;

/** Social sign-in of an identity the service has never seen (no account is created until registration). */
export const socialNewUserDataSchema = z.object({
  is_new_user: z.literal(true),
  first_name: z.string().nullable().optional(),
});
export const socialSignInDataSchema = z.union([signedInDataSchema.extend({ is_new_user: z.literal(false) }), socialNewUserDataSchema]);

export const tokenDataSchema = z.object({ access_token: z.string() });
export const profileSearchDataSchema = z.object({ exists: z.boolean() });
export const registeredDataSchema = z.object({ user_id: z.string(), email: z.string(), email_verified: z.boolean() });
export const okDataSchema = z.object({}).loose();
/** Newsletter subscriptions: the ids the user is subscribed to. */
export const subscriptionsDataSchema = z.object({ subscriptions: z.array(z.string()) });

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../auth/password-rules";

export const registerRequestSchema = z.object({
  email: z.email(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  brand: z.string().min(1).max(40),
  source: z.string().max(80).optional(),
  profile: z.record(z.string(), z.unknown()).optional(),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
});

export const profileFieldsSchema = z.object({
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  birth_year: z.number().int().min(1900).max(2100).optional(),
  gender: z.string().max(40).optional(),
  address_line1: z.string().max(200).optional(),
  address_line2: z.string().max(200).optional(),
  state: z.string().max(40).optional(),
  zipcode: z.string().max(10).optional(),
  phone_number: z.string().max(30).optional(),
});

export const outboxResponseSchema = z.object({
  data: z.object({
    messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), code: z.string(), created_at: z.string() })),
  }),
});

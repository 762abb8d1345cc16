/** Registration and profile payloads (spec 2 §3, §5): only the allowed fields, undefined values dropped. */

export const REGISTRATION_FIELDS = ["email", "password", "brand", "source", "profile", "first_name", "last_name"] as const;
export const PROFILE_FIELDS = ["last_name", "first_name", "birth_year", "gender", "address_line1", "address_line2", "state", "zipcode", "phone_number"] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

function pick<K extends string>(input: Record<string, unknown>, allowed: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const key of allowed) {
    if (Object.hasOwn(input, key) && input[key] !== undefined) out[key] = input[key];
  }
  return out;
}

export const filterRegistrationPayload = (input: Record<string, unknown>) => pick(input, REGISTRATION_FIELDS);
export const filterProfilePayload = (input: Record<string, unknown>) => pick(input, PROFILE_FIELDS);

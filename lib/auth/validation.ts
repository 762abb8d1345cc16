/**
 * Client-side email and password checks (spec 2 §5 leaves the rules open; docs/decisions.md):
 * an email is local@domain.tld without spaces; a password has 8 to 128 characters.
 * Answers are message keys of the `account` namespace, or null when the value is fine.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

export type FieldError = "emailRequired" | "invalidEmail" | "passwordRequired" | "passwordTooShort" | "passwordTooLong" | "codeInvalid" | "firstNameRequired";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(value: string): FieldError | null {
  const email = value.trim();
  if (!email) return "emailRequired";
  return EMAIL.test(email) && email.length <= 254 ? null : "invalidEmail";
}

export function validatePassword(value: string): FieldError | null {
  if (!value) return "passwordRequired";
  if (value.length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  if (value.length > PASSWORD_MAX_LENGTH) return "passwordTooLong";
  return null;
}

export function validateOneTimeCode(value: string): FieldError | null {
  return /^\d{6}$/.test(value.trim()) ? null : "codeInvalid";
}

export function validateFirstName(value: string): FieldError | null {
  return value.trim() ? null : "firstNameRequired";
}

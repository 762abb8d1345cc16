import { getTranslations } from "next-intl/server";
import type { Vertical } from "@/lib/verticals/verticals";
import { SCREENS, type Screen } from "@/lib/auth/screens";
import type { FieldError } from "@/lib/auth/validation";
import type { AuthFallbackTexts } from "@/lib/auth/store";

/** Every text the account islands show, formatted on the server (no message runtime in the browser). */
export interface AccountTexts {
  signIn: string;
  /** "Hi, {name}" with the placeholder kept for the island. */
  accountLink: string;
  accountLinkNoName: string;
  accountLabel: string;
  close: string;
  back: string;
  dialogLabel: string;
  loading: string;
  titles: Record<Screen, string>;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  passwordLabel: string;
  passwordHint: string;
  codeLabel: string;
  firstNameLabel: string;
  lastNameLabel: string;
  continue: string;
  signInButton: string;
  createAccountButton: string;
  verifyButton: string;
  saveButton: string;
  done: string;
  sendCode: string;
  sendCodeAgain: string;
  codeSent: string;
  useCodeInstead: string;
  socialButton: string;
  socialRegistrationIntro: string;
  registrationSuccessText: string;
  loginSuccessText: string;
  manageAccount: string;
  signOut: string;
  fieldErrors: Record<FieldError, string>;
  errors: AuthFallbackTexts;
}

const FIELD_ERRORS: FieldError[] = ["emailRequired", "invalidEmail", "passwordRequired", "passwordTooShort", "passwordTooLong", "codeInvalid", "firstNameRequired"];
const FALLBACKS: (keyof AuthFallbackTexts)[] = ["login", "verify", "codeRequest", "register", "fetchSubscriptions", "updateSubscriptions", "signOut", "profile"];
const PLAIN = [
  "signIn", "accountLinkNoName", "accountLabel", "close", "back", "dialogLabel", "loading", "intro", "emailLabel", "emailPlaceholder",
  "passwordLabel", "passwordHint", "codeLabel", "firstNameLabel", "lastNameLabel", "continue", "signInButton", "createAccountButton",
  "verifyButton", "saveButton", "done", "sendCode", "sendCodeAgain", "useCodeInstead", "socialButton", "socialRegistrationIntro",
  "manageAccount", "signOut",
] as const;

/**
 * The account texts in the brand's language; the email field's placeholder is the brand's (today: "Your email
 * address"). The same on every page of the brand: formatted once per process, by language and placeholder.
 */
export function accountTexts(vertical: Pick<Vertical, "flags" | "language">): Promise<AccountTexts> {
  const key = `${vertical.language} ${vertical.flags.emailPlaceholder}`;
  let texts = formatted.get(key);
  if (!texts) {
    texts = formatAccountTexts(vertical);
    formatted.set(key, texts);
    texts.catch(() => formatted.delete(key));
  }
  return texts;
}

const formatted = new Map<string, Promise<AccountTexts>>();

async function formatAccountTexts(vertical: Pick<Vertical, "flags" | "language">): Promise<AccountTexts> {
  const t = await getTranslations({ locale: vertical.language, namespace: "account" });
  const plain = Object.fromEntries(PLAIN.map((key) => [key, t(key)])) as Record<(typeof PLAIN)[number], string>;
  return {
    ...plain,
    emailPlaceholder: t(vertical.flags.emailPlaceholder === "today" ? "emailPlaceholderToday" : "emailPlaceholder"),
    accountLink: t("accountLink", { name: "{name}" }),
    codeSent: t("codeSent", { email: "{email}" }),
    registrationSuccessText: t("registrationSuccessText", { name: "{name}" }),
    loginSuccessText: t("loginSuccessText", { name: "{name}" }),
    titles: Object.fromEntries(SCREENS.map((screen) => [screen, t(`titles.${screen}`)])) as Record<Screen, string>,
    fieldErrors: Object.fromEntries(FIELD_ERRORS.map((key) => [key, t(`fieldErrors.${key}`)])) as Record<FieldError, string>,
    errors: Object.fromEntries(FALLBACKS.map((key) => [key, t(`errors.${key}`)])) as unknown as AuthFallbackTexts,
  };
}

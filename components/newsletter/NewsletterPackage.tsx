import { getTranslations } from "next-intl/server";
import type { NewsletterPackage as Newsletter } from "@/lib/newsletter/signup";
import type { Vertical } from "@/lib/verticals/verticals";
import { NewsletterSignup, type NewsletterSignupTexts } from "./NewsletterSignup.island";

/** The sign-up form's texts for a brand: its language, and its own email placeholder (spec 2 §9). */
export async function newsletterSignupTexts(vertical: Vertical): Promise<NewsletterSignupTexts> {
  const t = await getTranslations({ locale: vertical.language, namespace: "newsletter" });
  return {
    emailLabel: t("emailLabel"),
    placeholder: t(vertical.flags.emailPlaceholder === "today" ? "placeholderToday" : "placeholder"),
    submit: t("submit"),
    submitting: t("submitting"),
    success: t("success"),
    invalidEmail: t("invalidEmail"),
    failed: t("failed"),
  };
}

/** A newsletter sign-up package: title, description and the form, styled per brand, in the UI's sans (also in a story's serif body). */
export async function NewsletterPackage({ newsletter, vertical, headingLevel = 2 }: { newsletter: Newsletter; vertical: Vertical; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-label={newsletter.title} className="rounded border border-neutral-300 bg-neutral-50 p-5 font-sans">
      <Heading className="text-xl font-bold">{newsletter.title}</Heading>
      <p className="mb-4 mt-1 text-neutral-700">{newsletter.description}</p>
      <NewsletterSignup
        newsletterKey={newsletter.key}
        signupSource={newsletter.signupSource}
        buttonType={vertical.flags.buttonType}
        texts={await newsletterSignupTexts(vertical)}
      />
    </section>
  );
}

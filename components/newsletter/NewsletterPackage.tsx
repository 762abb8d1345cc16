import type { NewsletterPackage as Newsletter } from "@/lib/newsletter/signup";
import type { Vertical } from "@/lib/verticals/verticals";
import { NewsletterSignup } from "./NewsletterSignup.island";

/** A newsletter sign-up package: title, description and the form, styled per brand. */
export function NewsletterPackage({ newsletter, vertical, headingLevel = 2 }: { newsletter: Newsletter; vertical: Vertical; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-label={newsletter.title} className="rounded border border-neutral-300 bg-neutral-50 p-5">
      <Heading className="text-xl font-bold">{newsletter.title}</Heading>
      <p className="mb-4 mt-1 text-neutral-700">{newsletter.description}</p>
      <NewsletterSignup
        newsletterKey={newsletter.key}
        signupSource={newsletter.signupSource}
        placeholder={vertical.flags.emailPlaceholder}
        buttonType={vertical.flags.buttonType}
      />
    </section>
  );
}

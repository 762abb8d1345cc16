/** The newsletter catalogue: TODAY's eight (spec 2 §3) and one for every other vertical, each with a picture. */
import type { z } from "zod";
import type { newsletterSchema } from "../../lib/api/schemas/content";
import { VERTICALS, VERTICAL_SLUGS, type VerticalSlug } from "../../lib/verticals/verticals";

export type Newsletter = z.infer<typeof newsletterSchema>;

const TODAY_NEWSLETTERS: readonly Newsletter[] = [
  { key: "sub_today", title: "This is TODAY", description: "The best of TODAY, delivered every morning.", includedTaxonomyPaths: ["today"] },
  { key: "sub_food", title: "TODAY Food", description: "Easy recipes, cooking tips and what to make for dinner tonight.", includedTaxonomyPaths: ["today/food"] },
  { key: "sub_starttodaywellness", title: "Start TODAY", description: "Small steps toward a healthier, happier you.", includedTaxonomyPaths: ["today/health"] },
  { key: "sub_ontheshow", title: "TODAY On the Show", description: "Everything you saw on the show, all in one place.", includedTaxonomyPaths: ["today/popculture"] },
  { key: "sub_parenting", title: "TODAY Parents", description: "Advice, laughs and support for every stage of parenting.", includedTaxonomyPaths: ["today/parents"] },
  { key: "sub_stuffwelove", title: "Stuff We Love", description: "Deals and finds our shopping editors love.", includedTaxonomyPaths: ["today/shop"], excludedTaxonomyPaths: ["today/shop/deals"] },
  { key: "sub_bookclub", title: "Read with Jenna", description: "The monthly book club pick and what to read next.", includedTaxonomyPaths: ["today/popculture"] },
  { key: "sub_todayupdates", title: "Today updates", description: "Breaking news and the stories everyone is talking about.", includedTaxonomyPaths: ["today/news"] },
].map((newsletter) => ({ ...newsletter, signupSource: "today-newsletters" }));

function verticalNewsletter(slug: VerticalSlug): Newsletter {
  const vertical = VERTICALS[slug];
  const spanish = vertical.language === "es";
  return {
    key: `sub_${slug}`,
    title: spanish ? `Boletín de ${vertical.displayName}` : `${vertical.displayName} Daily`,
    description: spanish
      ? `Las noticias más importantes de ${vertical.displayName}, cada mañana en tu correo.`
      : `The most important stories from ${vertical.displayName}, in your inbox every morning.`,
    includedTaxonomyPaths: [slug],
    signupSource: `${slug}-newsletters`,
  };
}

const CATALOGUE: readonly Newsletter[] = [
  ...TODAY_NEWSLETTERS,
  ...VERTICAL_SLUGS.filter((slug) => slug !== "today").map(verticalNewsletter),
];

/** The newsletter pictures' size: a square, as sign-up lists show them. */
const NEWSLETTER_IMAGE_SIZE = 240;

/** The catalogue as the services API serves it, with each newsletter's generated picture on the upstream. */
export function newsletterCatalogue(publicUrl: string): Newsletter[] {
  return CATALOGUE.map((newsletter) => ({
    ...newsletter,
    image: {
      url: `${publicUrl}/images/newsletter-${newsletter.key.replace(/_/g, "-")}/${NEWSLETTER_IMAGE_SIZE}x${NEWSLETTER_IMAGE_SIZE}.png`,
      altText: "",
      width: NEWSLETTER_IMAGE_SIZE,
      height: NEWSLETTER_IMAGE_SIZE,
    },
  }));
}

/** The newsletter a vertical's fronts offer in their sign-up package. */
export function mainNewsletter(slug: VerticalSlug): Newsletter {
  return CATALOGUE.find((newsletter) => newsletter.includedTaxonomyPaths[0] === slug) as Newsletter;
}

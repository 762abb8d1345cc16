import { notFound } from "next/navigation";
import { getCuration, getNewsletters } from "@/lib/api/content";
import type { CurationPackage } from "@/lib/api/schemas/content";
import type { NewsletterPackage as Newsletter } from "@/lib/newsletter/signup";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { contentMetadata } from "@/lib/seo/metadata";
import { FrontPackage } from "@/components/front/FrontPackage";
import { NewsletterPackage } from "@/components/newsletter/NewsletterPackage";

type EmbeddedRoute = RouteOf<"embedded">;
const NOT_INDEXED = { robots: { index: false, follow: true } };

/** `/embedded-newsletter/{key}`: one newsletter's sign-up, to be framed by partner pages. */
export const embeddedNewsletterPage: PageDefinition<EmbeddedRoute, Newsletter> = {
  async load(route, { call }) {
    const newsletter = (await getNewsletters(call)).find((candidate) => candidate.key === route.id);
    if (!newsletter) notFound();
    return newsletter;
  },
  metadata(newsletter, { vertical, segments }) {
    return { ...contentMetadata({ vertical, title: newsletter.title, description: newsletter.description, canonical: `/${segments.join("/")}` }), ...NOT_INDEXED };
  },
  render(newsletter, { vertical }) {
    return (
      <div className="p-4">
        <h1 className="sr-only">{newsletter.title}</h1>
        <NewsletterPackage newsletter={newsletter} vertical={vertical} headingLevel={2} />
      </div>
    );
  },
};

/** `/embedded-pkg/{packageId}`: one package of the vertical's home front, on its own. */
export const embeddedPackagePage: PageDefinition<EmbeddedRoute, { pkg: CurationPackage; title: string }> = {
  async load(route, { vertical, call }) {
    const curation = await getCuration(vertical.slug, "", call);
    const pkg = curation.layouts.flatMap((layout) => layout.packages).find((candidate) => candidate.id === route.id);
    if (!pkg) notFound();
    return { pkg, title: pkg.name ?? curation.seoTitle };
  },
  metadata({ title }, { vertical, segments }) {
    return { ...contentMetadata({ vertical, title, canonical: `/${segments.join("/")}` }), ...NOT_INDEXED };
  },
  render({ pkg, title }, { vertical }) {
    return (
      <div className="p-4">
        <h1 className="sr-only">{title}</h1>
        <FrontPackage pkg={pkg} vertical={vertical} eager />
      </div>
    );
  },
};

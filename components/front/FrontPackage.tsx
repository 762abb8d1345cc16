import type { CurationPackage } from "@/lib/api/schemas/content";
import { parseNewsletterPackage } from "@/lib/newsletter/signup";
import type { Vertical } from "@/lib/verticals/verticals";
import { NewsletterPackage } from "@/components/newsletter/NewsletterPackage";
import { Tease } from "./Tease";

/** One curated package. `eager` marks the package holding the page's likely LCP image. */
export function FrontPackage({ pkg, vertical: brand, eager }: { pkg: CurationPackage; vertical: Vertical; eager: boolean }) {
  if (pkg.type === "newsletterSignup") {
    const newsletter = parseNewsletterPackage(pkg.metadata);
    return newsletter && <NewsletterPackage newsletter={newsletter} vertical={brand} />;
  }
  if (pkg.items.length === 0) return null;
  const vertical = brand.slug;
  const title = pkg.name ? <h2 className="mb-3 border-b-2 border-accent pb-1 text-lg font-bold">{pkg.name}</h2> : null;
  const [first, ...rest] = pkg.items;

  switch (pkg.type) {
    case "lead":
    case "showLead":
      return (
        <section aria-label={pkg.name} className="flex flex-col gap-6">
          {title}
          {first && <Tease item={first} vertical={vertical} size="hero" eager={eager} />}
          {rest.length > 0 && (
            <ul className="grid gap-6 m:grid-cols-2">
              {rest.map((item) => (
                <li key={item.id}>
                  <Tease item={item} vertical={vertical} size="standard" />
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    case "teaseList":
    case "feeds":
    case "liveBlog":
      return (
        <section aria-label={pkg.name}>
          {title}
          <ul className="flex flex-col divide-y divide-neutral-200">
            {pkg.items.map((item) => (
              <li key={item.id} className="py-3">
                <Tease item={item} vertical={vertical} size={pkg.type === "feeds" ? "headline" : "compact"} />
              </li>
            ))}
          </ul>
        </section>
      );
    default:
      return (
        <section aria-label={pkg.name}>
          {title}
          <ul className="grid grid-cols-1 gap-6 m:grid-cols-2 l:grid-cols-3">
            {pkg.items.map((item, index) => (
              <li key={item.id}>
                <Tease item={item} vertical={vertical} size="standard" eager={eager && index === 0} />
              </li>
            ))}
          </ul>
        </section>
      );
  }
}

import type { CurationPackage, Video } from "@/lib/api/schemas/content";
import { parseNewsletterPackage } from "@/lib/newsletter/signup";
import type { Vertical } from "@/lib/verticals/verticals";
import { NewsletterPackage } from "@/components/newsletter/NewsletterPackage";
import { VideoPlayer } from "@/components/video/VideoPlayer";
import { toSiteHref } from "@/lib/urls/site-path";
import { LivePosts, type FrontLivePost } from "./LivePosts";
import { ProductTease } from "./ProductTease";
import { Tease } from "./Tease";

/** One curated package. `eager` marks the package holding the page's likely LCP image. */
export function FrontPackage({
  pkg,
  vertical: brand,
  eager,
  videos = {},
  livePosts = [],
}: {
  pkg: CurationPackage;
  vertical: Vertical;
  eager: boolean;
  /** Whole videos by id, for a video package to lead with a player. */
  videos?: Record<string, Video>;
  /** A live-blog package's latest posts, listed under the blog's tease. */
  livePosts?: readonly FrontLivePost[];
}) {
  if (pkg.type === "newsletterSignup") {
    const newsletter = parseNewsletterPackage(pkg.metadata);
    return newsletter && <NewsletterPackage newsletter={newsletter} vertical={brand} />;
  }
  if (pkg.items.length === 0) return null;
  const vertical = brand.slug;
  const titleClass = "mb-3 border-b-2 border-accent pb-1 text-lg font-bold";
  const title = pkg.name ? <h2 className={titleClass}>{pkg.name}</h2> : null;
  const [first, ...rest] = pkg.items;

  switch (pkg.type) {
    case "lead":
    case "showLead":
      // From l the lead story (headline beside its image) and its other stories as a column of headlines share the
      // first screen (docs/decisions.md "Fronts lead with news").
      return (
        <section aria-label={pkg.name} className="grid gap-6 l:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] l:items-start l:gap-y-4">
          {pkg.name && <h2 className={`${titleClass} l:col-span-2 l:mb-0`}>{pkg.name}</h2>}
          {first && (
            <div className={rest.length > 0 ? "" : "l:col-span-2"}>
              <Tease item={first} vertical={vertical} size="hero" eager={eager} />
            </div>
          )}
          {rest.length > 0 && (
            <ul className="grid gap-6 m:grid-cols-2 l:flex l:flex-col l:gap-0 l:divide-y l:divide-neutral-200">
              {rest.map((item) => (
                <li key={item.id} className="l:py-2 l:first:pt-0">
                  <Tease item={item} vertical={vertical} size="standard" headlineFromL />
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    case "videoPackage": {
      const hero = first && videos[first.id];
      if (!hero) break;
      return (
        <section aria-label={pkg.name} className="flex flex-col gap-6">
          {title}
          <div className="grid gap-6 l:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <figure className="flex flex-col gap-2">
              <VideoPlayer video={hero} priority={eager} autoplayMuted={brand.flags.heroVideoAutoplayMuted} />
              <figcaption className="font-serif text-xl font-bold">{first.computedValues.headline}</figcaption>
            </figure>
            <ul className="flex flex-col divide-y divide-neutral-200">
              {rest.map((item) => (
                <li key={item.id} className="py-3">
                  <Tease item={item} vertical={vertical} size="compact" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      );
    }
    case "liveBlog":
      if (!first) break;
      return (
        <section aria-label={pkg.name}>
          {title}
          <Tease item={first} vertical={vertical} size="compact" />
          <LivePosts posts={livePosts} blogHref={toSiteHref(first.computedValues.url, vertical)} />
        </section>
      );
    case "teaseList":
    case "feeds":
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
  }
  // Waffles, products, and video packages whose lead video could not be loaded: a grid of teases.
  return (
    <section aria-label={pkg.name}>
      {title}
      <ul className="grid grid-cols-1 gap-6 m:grid-cols-2 l:grid-cols-3">
        {pkg.items.map((item, index) => (
          <li key={item.id}>
            {item.type === "product" ? (
              <ProductTease item={item} language={brand.language} vertical={brand} eager={eager && index === 0} />
            ) : (
              <Tease item={item} vertical={vertical} size="standard" eager={eager && index === 0} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

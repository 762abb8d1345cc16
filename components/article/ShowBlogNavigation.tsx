import { getTranslations } from "next-intl/server";
import type { Teasable } from "@/lib/api/schemas/content";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

export interface ShowBlogNav {
  next: Teasable | null;
  previous: Teasable | null;
  latest: Teasable | null;
}

const LINKS = [
  { key: "previous", label: "previousPost" },
  { key: "next", label: "nextPost" },
  { key: "latest", label: "latestPost" },
] as const;

/**
 * Previous, next and latest post of a show blog (spec 1 §3 "Show blog state: nav"), and the blog's "all posts" front.
 * A link is left out when its post is missing, and the latest link when the reader is already on the latest post.
 */
export async function ShowBlogNavigation({ nav, currentId, vertical, allPostsHref }: { nav: ShowBlogNav; currentId: string; vertical: Vertical; allPostsHref: string }) {
  const links = LINKS.flatMap(({ key, label }) => {
    const post = nav[key];
    return post && post.id !== currentId ? [{ key, label, post }] : [];
  });
  const t = await getTranslations({ locale: vertical.language, namespace: "article.showBlog" });
  return (
    <nav aria-label={t("navigation")} className="flex max-w-[680px] flex-col gap-4 border-y border-neutral-200 py-4">
      {links.length > 0 && (
        <ul className="grid gap-4 m:grid-cols-3">
          {links.map(({ key, label, post }) => (
            <li key={key}>
              <a href={toSiteHref(post.url.primary, vertical.slug)} className="group flex flex-col gap-1">
                <span className="text-xs font-bold uppercase tracking-wide text-accent">{t(label)}</span>
                <span className="font-semibold leading-snug group-hover:underline">{post.headline.tease ?? post.headline.primary}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <a href={allPostsHref} className="text-sm font-semibold underline decoration-accent decoration-2">
        {t("allPosts")}
      </a>
    </nav>
  );
}

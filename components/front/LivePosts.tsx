import { getTranslations } from "next-intl/server";

/** A live-blog post as a front lists it (articlecards/search forFronts): headline and date, no body. */
export interface FrontLivePost {
  id: string;
  headline: string;
  publishedAt: string;
}

/** The latest posts of a front's live-blog package, each a link to its permalink on the blog (`{blog}/{postId}`). */
export async function LivePosts({ posts, blogHref }: { posts: readonly FrontLivePost[]; blogHref: string }) {
  if (posts.length === 0) return null;
  const t = await getTranslations("front");
  return (
    <ul aria-label={t("livePosts")} className="mt-2 flex flex-col gap-2 border-l-2 border-accent pl-3">
      {posts.map((post) => (
        <li key={post.id}>
          <a href={`${blogHref}/${post.id}`} className="text-sm font-semibold leading-snug hover:underline">
            {post.headline}
          </a>
        </li>
      ))}
    </ul>
  );
}

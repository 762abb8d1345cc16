import { getTranslations } from "next-intl/server";
import { getCard } from "@/lib/api/content";
import { optionalLoad } from "@/lib/api/optional-load";
import type { Pagination } from "@/lib/api/schemas/content";
import { cardViewTexts } from "@/lib/live-blog/card-texts";
import { toCardView, type CardView } from "@/lib/live-blog/card-view";
import { LIVE_BLOG_EAGER_POSTS, LIVE_BLOG_FIRST_PAGE_SIZE, LIVE_BLOG_TWITTER_FIRST_PAGE_SIZE } from "@/lib/live-blog/constants";
import { searchLiveBlogCards } from "@/lib/live-blog/latest";
import { isLiveBlogLive } from "@/lib/live-blog/live-status";
import type { PageContext, PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { liveBlogPostingJsonLd } from "@/lib/seo/json-ld-live-blog";
import { paywalledJsonLd } from "@/lib/paywall/gate";
import { absoluteUrl } from "@/lib/seo/metadata";
import { ArticlePage } from "@/components/article/ArticlePage";
import {
  articleMetadata,
  articleAds,
  canonicalTarget,
  inlineNewsletter,
  loadArticle,
  NewsletterPopup,
  Paywall,
  sitePath,
  type ArticleData,
} from "@/components/article/article-page";
import { Ads } from "@/components/ads/Ads";
import { TopAdBand } from "@/components/ads/AdFrame";
import { JsonLd } from "@/components/seo/JsonLd";
import { LiveBlogCard } from "./LiveBlogCard";
import { LiveBlogFeed } from "./LiveBlogFeed.island";

interface LiveBlogData extends ArticleData {
  cards: CardView[];
  pagination: Pagination;
  /** The post a permalink names, shown first. */
  linkedCard: CardView | null;
  /** A permalink's post that is gone or could not be read: the blog opens with a notice instead. */
  missingCardId: string | null;
  live: boolean;
}

/** The first page: 150 posts, 15 for the twitter variant (spec 1 §9). */
function firstPageSize(style: string | undefined): number {
  return style === "twitter" ? LIVE_BLOG_TWITTER_FIRST_PAGE_SIZE : LIVE_BLOG_FIRST_PAGE_SIZE;
}

function permalinkBase(data: LiveBlogData, context: PageContext): string {
  return sitePath(data.article, context) ?? `/${context.segments.slice(0, -1).join("/")}`;
}

/**
 * A live blog (spec 1 §2–§4, §9): the article with its first page of posts in the server HTML, a
 * "Live" badge while the spec's rule says so, and an island that polls for new posts and loads more.
 * `…/ncrd123` permalinks open on that post.
 */
export const liveBlogPage: PageDefinition<RouteOf<"liveBlog">, LiveBlogData> = {
  async load(route, context) {
    const article = await loadArticle(route.id, context);
    const [{ items, pagination }, linked, texts] = await Promise.all([
      searchLiveBlogCards(route.id, { size: firstPageSize(article.article.presentation?.style) }, context.call),
      // The blog exists whatever became of one of its posts.
      route.cardId ? optionalLoad(getCard(route.cardId, context.call), null) : Promise.resolve(null),
      cardViewTexts(context.vertical.language),
    ]);
    const cards = items.map((card) => toCardView(card, context.vertical, texts));
    const live = isLiveBlogLive({
      endTime: article.article.endTime,
      eventStatus: article.article.eventStatus,
      latestDate: cards[0]?.publishedAt ?? article.article.dateModified,
      now: Date.now(),
    });
    const missingCardId = route.cardId && !linked ? route.cardId : null;
    return { ...article, cards, pagination, linkedCard: linked && toCardView(linked, context.vertical, texts), missingCardId, live };
  },
  canonicalPath(data, context) {
    const path = sitePath(data.article, context, data.gate);
    const cardId = data.linkedCard?.id ?? data.missingCardId;
    return path && cardId ? `${path}/${cardId}` : path;
  },
  metadata(data, context) {
    const metadata = articleMetadata(data, context);
    if (!data.linkedCard) return metadata;
    const canonical = absoluteUrl(context.vertical, `${canonicalTarget(data.article, context)}/${data.linkedCard.id}`);
    return { ...metadata, title: data.linkedCard.headline, alternates: { ...metadata.alternates, canonical } };
  },
  async render(data, context) {
    const { article, gate, cards, pagination, linkedCard, missingCardId, live } = data;
    const { vertical } = context;
    const t = await getTranslations({ locale: vertical.language, namespace: "liveBlog" });
    const texts = { showMore: t("showMore"), permalink: t("permalink") };
    const feedTexts = {
      ...texts,
      newPostsOne: t("newPostsOne"),
      newPostsOther: t("newPostsOther", { count: "{count}" }),
      newPostsAnnouncementOne: t("newPostsAnnouncementOne"),
      newPostsAnnouncementOther: t("newPostsAnnouncementOther", { count: "{count}" }),
      loadMore: t("loadMore"),
      loadingMore: t("loadingMore"),
      loadMoreFailed: t("loadMoreFailed"),
      retry: t("retry"),
    };
    const base = permalinkBase(data, context);
    const canonicalUrl = absoluteUrl(vertical, canonicalTarget(article, context));
    const ads = articleAds(article, "liveblog", context);
    const feed = (
      <section aria-label={t("posts")} className="flex max-w-[680px] flex-col">
        {missingCardId && (
          <p role="note" className="mb-6 border-l-4 border-accent bg-neutral-50 px-4 py-3 font-semibold text-neutral-800">
            {t("postUnavailable")}
          </p>
        )}
        {linkedCard && (
          <div className="mb-6">
            <p className="text-sm font-bold uppercase tracking-wide text-accent">{t("linkedPost")}</p>
            <LiveBlogCard card={linkedCard} texts={texts} permalink={`${base}/${linkedCard.id}#${linkedCard.id}`} highlighted />
          </div>
        )}
        <LiveBlogFeed
          articleId={article.id}
          initialItems={cards.map(({ id, publishedAt }) => ({ id, publishedAt }))}
          pagination={pagination}
          endTime={article.endTime ?? null}
          eventStatus={article.eventStatus ?? null}
          path={base}
          linkedCardId={linkedCard?.id}
          texts={feedTexts}
        >
          {cards
            .filter((card) => card.id !== linkedCard?.id)
            .map((card, index) => (
              <LiveBlogCard
                key={card.id}
                card={card}
                texts={texts}
                permalink={`${base}/${card.id}#${card.id}`}
                deferRendering={index >= LIVE_BLOG_EAGER_POSTS}
              />
            ))}
        </LiveBlogFeed>
        {!live && <p className="mt-6 font-semibold text-neutral-700">{t("ended")}</p>}
      </section>
    );
    return (
      <>
        <JsonLd data={paywalledJsonLd(liveBlogPostingJsonLd(article, vertical, canonicalUrl, cards), gate ?? { gated: false })} />
        <TopAdBand ads={ads} area="article-top" />
        <ArticlePage
          article={article}
          vertical={vertical}
          canonicalUrl={canonicalUrl}
          ads={ads}
          related={data.related}
          mostPopular={data.mostPopular}
          inlineNewsletter={inlineNewsletter(data.newsletter, context)}
          paywall={<Paywall data={data} context={context} />}
          badge={
            live && (
              <p className="flex items-center gap-2 self-start rounded bg-red-700 px-2 py-0.5 text-sm font-bold uppercase tracking-wide text-white">
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white motion-safe:animate-pulse" />
                {t("live")}
              </p>
            )
          }
          afterBody={feed}
        />
        <Ads ads={ads} />
        <NewsletterPopup newsletter={data.newsletter} context={context} />
      </>
    );
  },
};

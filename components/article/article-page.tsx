import { notFound } from "next/navigation";
import { getArticle, getNewsletters, getShowBlogNavigation, getShowLead } from "@/lib/api/content";
import type { Article, ContentItem, Teasable } from "@/lib/api/schemas/content";
import { loadMostPopular, loadRelatedArticles } from "@/lib/article/article-extras";
import { optionalLoad } from "@/lib/api/optional-load";
import { newsletterForPath, type NewsletterPackage as Newsletter } from "@/lib/newsletter/signup";
import type { PageContext, PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { articleBreadcrumbJsonLd, articleShareImage, newsArticleJsonLd } from "@/lib/seo/json-ld-article";
import { absoluteUrl, teasableMetadata } from "@/lib/seo/metadata";
import { toSiteHref } from "@/lib/urls/site-path";
import { hasShowBlog } from "@/lib/verticals/verticals";
import { getTranslations } from "next-intl/server";
import { NewsletterPackage, newsletterSignupTexts } from "@/components/newsletter/NewsletterPackage";
import { SignupPopup } from "@/components/newsletter/SignupPopup.island";
import { JsonLd } from "@/components/seo/JsonLd";
import { adPage } from "@/components/ads/ad-page";
import { Ads } from "@/components/ads/Ads";
import { TopAdBand } from "@/components/ads/AdFrame";
import { ArticlePage } from "./ArticlePage";
import { ShowBlogNavigation, type ShowBlogNav } from "./ShowBlogNavigation";
import { ShowLead } from "./ShowLead";
import { getStartTodayArticlePermissions } from "@/lib/api/paywall";
import { appViewShowsFull, articleGate, paywalledJsonLd, sharedArticle, storyVertical, type ArticleGate } from "@/lib/paywall/gate";
import { PaywallArea } from "@/components/paywall/PaywallArea";
import { RecommendationFeed } from "./RecommendationFeed.island";

export interface ArticleData {
  /** For a gated story, the teaser only: the gated part never reaches the shared page (lib/paywall/gate.ts). */
  article: Article;
  /** Absent: not gated. */
  gate?: ArticleGate;
  related: Teasable[];
  mostPopular: Teasable[];
  /** The newsletter offered inside the body; only where the brand's inline article newsletter is on. */
  newsletter: Newsletter | null;
}

interface ShowBlogData extends ArticleData {
  showLead: ContentItem | null;
  nav: ShowBlogNav;
  /** The show's slug: its blog's "all posts" front is `/{show}/blog`. */
  show: string;
}

const NO_NAV: ShowBlogNav = { next: null, previous: null, latest: null };

/** Where the article lives: its canonical URL (or primary URL), as a site path when it is on this brand. */
export function canonicalTarget(article: Article, { vertical }: PageContext): string {
  return toSiteHref(article.url.canonical ?? article.url.primary, vertical.slug);
}

/**
 * Hidden articles are not pages. Related, most popular and the inline newsletter load beside it;
 * their failure only leaves them out.
 */
export async function loadArticle(id: string, { vertical, call, startTodayAppView }: PageContext): Promise<ArticleData> {
  const [full, mostPopular, newsletters] = await Promise.all([
    getArticle(id, call),
    loadMostPopular(vertical.slug, call),
    vertical.flags.inlineArticleNewsletter || vertical.flags.signupPopup ? optionalLoad(getNewsletters(call), []) : Promise.resolve([]),
  ]);
  if (full.hidden) notFound();
  const gate = await storyGate(full, vertical, startTodayAppView === true, call);
  const article = sharedArticle(full, gate);
  const sectionPath = article.taxonomy?.primarySection?.path ?? vertical.slug;
  return { article, ...(gate.gated && { gate }), related: await loadRelatedArticles(article, call), mostPopular, newsletter: newsletterForPath(newsletters, sectionPath) };
}

const NOT_GATED: ArticleGate = { gated: false };

/**
 * A story's gate, by its own brand. In the Start Today app view of a brand the app shows (today), its permission (by
 * id) may show it in full; a failing permission call keeps it gated.
 */
async function storyGate(article: Article, vertical: PageContext["vertical"], appView: boolean, call: PageContext["call"]): Promise<ArticleGate> {
  const gate = articleGate(article, vertical);
  if (!gate.gated || !appView) return gate;
  const permissions = await optionalLoad(getStartTodayArticlePermissions(article.id, call), null);
  return appViewShowsFull(article, vertical, permissions?.showFullArticle === true) ? NOT_GATED : gate;
}

/** Where a gated story's body ends (articles, show blog posts and live blogs alike): its gate. */
export function Paywall({ data, context }: { data: ArticleData; context: PageContext }) {
  return <PaywallArea articleId={data.article.id} gate={data.gate ?? NOT_GATED} vertical={context.vertical} appView={context.startTodayAppView === true} />;
}

/** The article's newsletter offers: inside the body and as a popup, each where the brand has it. */
export function inlineNewsletter(newsletter: Newsletter | null, { vertical }: PageContext) {
  return newsletter && vertical.flags.inlineArticleNewsletter ? <NewsletterPackage newsletter={newsletter} vertical={vertical} /> : undefined;
}

export async function NewsletterPopup({ newsletter, context: { vertical } }: { newsletter: Newsletter | null; context: PageContext }) {
  if (!newsletter || !vertical.flags.signupPopup) return null;
  const t = await getTranslations({ locale: vertical.language, namespace: "newsletter" });
  return (
    <SignupPopup
      title={newsletter.title}
      description={newsletter.description}
      newsletterKey={newsletter.key}
      signupSource={`${newsletter.signupSource}-popup`}
      buttonType={vertical.flags.buttonType}
      texts={await newsletterSignupTexts(vertical)}
      closeLabel={t("close")}
    />
  );
}

export function articleMetadata({ article }: ArticleData, context: PageContext) {
  // The SEO headline already carries the brand.
  return teasableMetadata(article, {
    vertical: context.vertical,
    canonical: canonicalTarget(article, context),
    image: articleShareImage(article),
    absoluteTitle: article.headline.seo !== undefined,
  });
}

function ArticleJsonLd({ article, gate = NOT_GATED, context }: { article: Article; gate?: ArticleGate; context: PageContext }) {
  const canonicalUrl = absoluteUrl(context.vertical, canonicalTarget(article, context));
  return (
    <>
      <JsonLd data={paywalledJsonLd(newsArticleJsonLd(article, context.vertical, canonicalUrl), gate)} />
      <JsonLd data={articleBreadcrumbJsonLd(article, context.vertical, canonicalUrl)} />
    </>
  );
}

/**
 * Where to redirect to. An article whose canonical home is another brand's host is served where it was asked for (its
 * canonical link names the other host) rather than redirected off-site, except a gated story of another brand: it is
 * served on its own brand only (its canonical URL), where its brand's gate, offer and aid are.
 */
export function sitePath(article: Article, context: PageContext, gate: ArticleGate = NOT_GATED): string | null {
  const target = canonicalTarget(article, context);
  if (target.startsWith("/")) return target;
  return gate.gated && storyVertical(article, context.vertical).slug !== context.vertical.slug ? target : null;
}

/** The ad setup of an article-like page (article, show blog, live blog): off where the article says `adsEnabled: false`. */
export function articleAds(article: Article, type: string, context: PageContext) {
  return adPage(context, {
    type,
    pageid: article.id,
    canonicalUrl: absoluteUrl(context.vertical, canonicalTarget(article, context)),
    adsEnabled: article.adsEnabled,
  });
}

/** An article page (`/…/{slug}-rcna123`): `article/{id}`. */
export const articlePage: PageDefinition<RouteOf<"article">, ArticleData> = {
  load: (route, context) => loadArticle(route.id, context),
  canonicalPath: ({ article, gate }, context) => sitePath(article, context, gate),
  metadata: articleMetadata,
  // Spec 1 §2: a page of type blog is a live blog, whatever its address.
  becomes: ({ article }, route) => (article.type === "blog" ? { kind: "liveBlog", id: route.id } : null),
  render(data, context) {
    const { article, gate, related, mostPopular, newsletter } = data;
    const ads = articleAds(article, "article", context);
    return (
      <>
        <ArticleJsonLd article={article} gate={gate} context={context} />
        <TopAdBand ads={ads} area="article-top" />
        <ArticlePage
          article={article}
          vertical={context.vertical}
          canonicalUrl={absoluteUrl(context.vertical, canonicalTarget(article, context))}
          related={related}
          mostPopular={mostPopular}
          inlineNewsletter={inlineNewsletter(newsletter, context)}
          paywall={<Paywall data={data} context={context} />}
          ads={ads}
        />
        <Ads ads={ads} />
        <NewsletterPopup newsletter={newsletter} context={context} />
        {context.view.taboolaFeed && <Feed articleId={article.id} context={context} />}
      </>
    );
  },
};

/** The recommendation feed under an article, with `taboolafeed=true`. */
async function Feed({ articleId, context: { vertical } }: { articleId: string; context: PageContext }) {
  const t = await getTranslations({ locale: vertical.language, namespace: "article.feed" });
  return <RecommendationFeed articleId={articleId} texts={{ title: t("title"), loading: t("loading"), error: t("error"), retry: t("retry") }} />;
}

/**
 * A show blog post (`/{show}/blog/{slug}-ncpn123`): the post, rendered as an article, with the show's
 * lead story and the previous / next / latest posts. Lead and navigation are secondary: when either
 * fails to load, the post still renders without it.
 */
export const showBlogPage: PageDefinition<RouteOf<"showBlog">, ShowBlogData> = {
  async load(route, context) {
    // Show blogs exist only on the brands whose table names them (msnbc's shows, news's meet-the-press blog).
    if (!hasShowBlog(context.vertical, route.show)) notFound();
    const [data, showLead, nav] = await Promise.all([
      loadArticle(route.id, context),
      optionalLoad(getShowLead(route.show, context.call), null),
      optionalLoad(getShowBlogNavigation(route.show, route.id, context.call), NO_NAV),
    ]);
    return { ...data, showLead, nav, show: route.show };
  },
  canonicalPath: ({ article, gate }, context) => sitePath(article, context, gate),
  metadata: articleMetadata,
  render(data, context) {
    const { article, gate, related, mostPopular, newsletter, showLead, nav, show } = data;
    const { vertical } = context;
    const ads = articleAds(article, "showblog", context);
    return (
      <>
        <ArticleJsonLd article={article} gate={gate} context={context} />
        <TopAdBand ads={ads} area="article-top" />
        <ArticlePage
          article={article}
          vertical={vertical}
          canonicalUrl={absoluteUrl(vertical, canonicalTarget(article, context))}
          related={related}
          mostPopular={mostPopular}
          inlineNewsletter={inlineNewsletter(newsletter, context)}
          paywall={<Paywall data={data} context={context} />}
          afterBody={<ShowBlogNavigation nav={nav} currentId={article.id} vertical={vertical} allPostsHref={`/${show}/blog`} />}
          sidebarTop={showLead && showLead.id !== article.id ? <ShowLead item={showLead} vertical={vertical} /> : undefined}
          ads={ads}
        />
        <Ads ads={ads} />
      </>
    );
  },
};

import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Article, Teasable } from "@/lib/api/schemas/content";
import { countParagraphs, parseBodyBlocks } from "@/lib/article/body-blocks";
import { BYLINE_SLOT, formatArticleDate, wasUpdated } from "@/lib/article/byline";
import { recommendationReelAfterParagraph } from "@/lib/article/recommendation-reel";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";
import type { AdPage } from "@/components/ads/ad-page";
import { AdSlot } from "@/components/ads/AdSlot";
import { ReadingHistory, SaveAction } from "@/components/saved/SaveAction";
import { ArticleBody } from "./ArticleBody";
import { ArticleFigure } from "./ArticleFigure";
import { AuthorCard } from "./AuthorCard";
import { Byline } from "./Byline";
import { RelatedArticles } from "./RelatedArticles";
import { ShareLink } from "./ShareLink.island";
import { YouTubeFacades } from "./YouTubeFacades.island";

export interface ArticlePageProps {
  article: Article;
  vertical: Vertical;
  /** Absolute canonical URL: what the share link copies. */
  canonicalUrl: string;
  related: readonly Teasable[];
  mostPopular: readonly Teasable[];
  /** Newsletter sign-up placed after paragraph 3, for brands that show one in articles. */
  inlineNewsletter?: ReactNode;
  /** Right after the body: a gated story's paywall gate (its gated part arrives there for a reader with access). */
  paywall?: ReactNode;
  /** Below the body, e.g. a show blog's post navigation. */
  afterBody?: ReactNode;
  /** At the top of the sidebar, e.g. a show blog's lead story. */
  sidebarTop?: ReactNode;
  /** Above the headline, e.g. a live blog's "Live" badge. */
  badge?: ReactNode;
  /** The page's ad setup, for the body, sidebar and bottom slots; null (or absent) shows no ads. */
  ads?: AdPage | null;
}

/**
 * An article: unibrow, headline, dek, byline, share link, primary image, body, author cards and
 * related articles, with the most popular list beside it on desktop (below it on smaller screens).
 * On Spanish-language brands whose article gets the recommendation reel, the related articles
 * appear in the reel instead of below the article.
 */
export async function ArticlePage({ article, vertical, canonicalUrl, related, mostPopular, inlineNewsletter, paywall, afterBody, sidebarTop, badge, ads = null }: ArticlePageProps) {
  const t = await getTranslations({ locale: vertical.language, namespace: "article" });
  const blocks = parseBodyBlocks(article.body, `article ${article.id}`);
  const reel = recommendationReelAfterParagraph({ language: vertical.language, paragraphCount: countParagraphs(blocks) }) !== null;
  const section = article.taxonomy?.primarySection;
  const sectionHref = section?.url ? toSiteHref(section.url.primary, vertical.slug) : null;
  const persons = (article.authors ?? []).map((author) => author.person);
  const published = article.datePublished ? formatArticleDate(article.datePublished, vertical.language) : null;
  const updated =
    article.dateModified && wasUpdated(article.datePublished, article.dateModified) ? formatArticleDate(article.dateModified, vertical.language) : null;
  const popular = mostPopular.filter((item) => item.id !== article.id);

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-6 l:grid-cols-[minmax(0,1fr)_300px]">
      <div className="flex min-w-0 flex-col gap-10">
        <article className="flex flex-col gap-6">
          <header className="flex flex-col gap-3">
            {section &&
              (sectionHref ? (
                <a href={sectionHref} className="self-start text-sm font-bold uppercase tracking-wide text-accent hover:underline">
                  {section.name}
                </a>
              ) : (
                <p className="text-sm font-bold uppercase tracking-wide text-accent">{section.name}</p>
              ))}
            {badge}
            {article.nativeAd && (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="bg-neutral-200 px-1.5 font-bold uppercase tracking-wide text-neutral-800">{t("paidContent")}</span>
                {article.sponsoredBy && <span className="text-neutral-700">{t("presentedBy", { sponsor: article.sponsoredBy })}</span>}
              </p>
            )}
            <h1 className="font-serif text-3xl font-bold leading-tight l:text-4xl">{article.headline.primary}</h1>
            {article.description?.primary && <p className="text-lg text-neutral-700">{article.description.primary}</p>}
            <div className="flex flex-col gap-1 text-sm text-neutral-700">
              {persons.length > 0 && (
                <Byline className="font-semibold text-neutral-900" text={t("byline", { authors: BYLINE_SLOT })} persons={persons} language={vertical.language} />
              )}
              {published && article.datePublished && (
                <p>
                  <time dateTime={article.datePublished}>{t("published", { date: published })}</time>
                </p>
              )}
              {updated && article.dateModified && (
                <p>
                  <time dateTime={article.dateModified}>{t("updated", { date: updated })}</time>
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <ShareLink
                url={canonicalUrl}
                labels={{ copyLink: t("copyLink"), copied: t("copied"), shareLinkCopied: t("shareLinkCopied"), shareLinkFallback: t("shareLinkFallback") }}
              />
              <SaveAction vertical={vertical} contentId={article.id} contentType="article" />
            </div>
            <ReadingHistory contentId={article.id} contentType="article" />
            <YouTubeFacades />
          </header>
          {article.correction && (
            <aside aria-label={t("correctionLabel")} className="max-w-[680px] border-l-4 border-accent bg-neutral-100 px-4 py-3 text-sm">
              <p>
                <strong>{t("correction")}</strong> {article.correction.text}
              </p>
            </aside>
          )}
          {article.primaryImage && (
            <ArticleFigure image={article.primaryImage} language={vertical.language} sizes="(min-width: 1240px) 780px, (min-width: 1000px) 630px, 100vw" priority />
          )}
          <ArticleBody
            blocks={blocks}
            vertical={vertical}
            recommendations={reel ? related : []}
            inlineNewsletter={inlineNewsletter}
            inlineAd={<AdSlot ads={ads} area="article-body" />}
          />
          {paywall}
          {afterBody}
          {persons.length > 0 && (
            <section aria-labelledby="about-the-author" className="flex max-w-[680px] flex-col gap-4 border-t border-neutral-200 pt-6">
              <h2 id="about-the-author" className="text-lg font-bold">
                {persons.length > 1 ? t("aboutTheAuthors") : t("aboutTheAuthor")}
              </h2>
              {persons.map((person) => (
                <AuthorCard key={person.id ?? person.name} person={person} language={vertical.language} />
              ))}
            </section>
          )}
        </article>
        <AdSlot ads={ads} area="article-bottom" />
        {!reel && <RelatedArticles items={related} vertical={vertical.slug} title={t("related")} id="related" variant="grid" />}
      </div>
      {(sidebarTop || popular.length > 0 || ads) && (
        <aside className="flex flex-col gap-8">
          <AdSlot ads={ads} area="article-sidebar" />
          {sidebarTop}
          <RelatedArticles items={popular} vertical={vertical.slug} title={t("mostPopular")} id="most-popular" variant="ranked" />
        </aside>
      )}
    </div>
  );
}

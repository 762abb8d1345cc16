import { ServerImage } from "@/components/shell/ServerImage";
import { getFormatter, getTranslations } from "next-intl/server";
import type { Recipe, Teasable } from "@/lib/api/schemas/content";
import { contentBreadcrumbs, recipeJsonLd } from "@/lib/seo/json-ld-media";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";
import { JsonLd } from "@/components/seo/JsonLd";
import { ReadingHistory, SaveAction } from "@/components/saved/SaveAction";
import { RecipeTeaseList } from "./RecipeTease";
import { RecipeTimes } from "./RecipeTimes";

export interface RecipeData {
  recipe: Recipe;
  relatedRecipes: Teasable[];
  mostPopularRecipes: Teasable[];
  /** Spec 1 §9: the site reads a preview content API; the page is marked and kept out of search engines. */
  isPreviewEnvironment: boolean;
}

const SECTION_HEADING = "mb-3 font-serif text-2xl font-bold";

/** A recipe: headline, image, times, ingredients, instructions, chef notes, nutrition, then more recipes. */
export async function RecipeArticle({ data, vertical }: { data: RecipeData; vertical: Vertical }) {
  const { recipe, relatedRecipes, mostPopularRecipes, isPreviewEnvironment } = data;
  const t = await getTranslations("recipe");
  const format = await getFormatter();
  const image = recipe.primaryImage ?? recipe.teaseImage;
  const section = recipe.taxonomy?.primarySection;
  const authors = recipe.authors?.map((author) => author.person.name) ?? [];
  const calories = recipe.nutrition?.calories;

  return (
    <>
      <JsonLd data={recipeJsonLd(recipe, vertical)} />
      <JsonLd data={contentBreadcrumbs(vertical, recipe)} />
      <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
        {isPreviewEnvironment && (
          <p role="note" className="rounded border-2 border-amber-700 bg-amber-50 p-3 text-amber-950">
            <strong className="mr-2 uppercase">{t("previewLabel")}</strong>
            {t("previewNotice")}
          </p>
        )}
        <header className="flex flex-col gap-3">
          {section?.url && (
            <a href={toSiteHref(section.url.primary, vertical.slug)} className="self-start text-sm font-bold uppercase tracking-wide text-neutral-700 hover:underline">
              {section.name}
            </a>
          )}
          <h1 className="font-serif text-3xl font-bold leading-tight l:text-4xl">{recipe.headline.primary}</h1>
          {recipe.description?.primary && <p className="text-lg text-neutral-700">{recipe.description.primary}</p>}
          {authors.length > 0 && <p className="text-sm font-semibold">{t("byline", { authors: format.list(authors) })}</p>}
          <div className="flex">
            <SaveAction vertical={vertical} contentId={recipe.id} contentType="recipe" />
          </div>
          <ReadingHistory contentId={recipe.id} contentType="recipe" />
        </header>
        {image && (
          <figure className="flex flex-col gap-1">
            <ServerImage
              src={image.url}
              alt={image.altText ?? ""}
              width={image.width}
              height={image.height}
              sizes="(min-width: 800px) 736px, calc(100vw - 32px)"
              loading="eager"
              fetchPriority="high"
              className="h-auto w-full bg-neutral-200"
            />
            {image.source && <figcaption className="text-xs text-neutral-600">{t("imageCredit", { credit: image.source.name })}</figcaption>}
          </figure>
        )}
        <RecipeTimes recipe={recipe} language={vertical.language} />
        <section>
          <h2 className={SECTION_HEADING}>{t("ingredients")}</h2>
          {recipe.ingredients.map((group, index) => (
            <div key={group.name ?? index} className="mb-4">
              {group.name && <h3 className="mb-2 text-lg font-semibold">{group.name}</h3>}
              <ul className="flex list-disc flex-col gap-1 pl-5">
                {group.ingredients.map((ingredient, i) => (
                  <li key={i}>{ingredient}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <section>
          <h2 className={SECTION_HEADING}>{t("instructions")}</h2>
          {recipe.instructions.map((group, index) => (
            <div key={group.name ?? index} className="mb-4">
              {group.name && <h3 className="mb-2 text-lg font-semibold">{group.name}</h3>}
              <ol className="flex list-decimal flex-col gap-3 pl-6 marker:font-bold">
                {group.instructions.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
        {recipe.chefNotes && (
          <section className="border-l-4 border-accent pl-4">
            <h2 className={SECTION_HEADING}>{t("chefNotes")}</h2>
            <p>{recipe.chefNotes}</p>
          </section>
        )}
        {calories && (
          <section>
            <h2 className={SECTION_HEADING}>{t("nutrition")}</h2>
            <dl className="flex gap-2">
              <dt className="font-semibold">{t("calories")}:</dt>
              <dd>{calories}</dd>
            </dl>
          </section>
        )}
      </article>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pb-10">
        <RecipeTeaseList title={t("relatedRecipes")} recipes={relatedRecipes} vertical={vertical.slug} />
        <RecipeTeaseList title={t("mostPopularRecipes")} recipes={mostPopularRecipes} vertical={vertical.slug} />
      </div>
    </>
  );
}

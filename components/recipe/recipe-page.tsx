import { apiBaseUrl } from "@/lib/api/config";
import { getRecipe, getRelatedRecipes } from "@/lib/api/content";
import { optionalLoad } from "@/lib/api/optional-load";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { isPreviewEnvironment } from "@/lib/recipe/preview-environment";
import { canonicalSitePath, canonicalUrl } from "@/lib/seo/json-ld-media";
import { absoluteUrl, teasableMetadata } from "@/lib/seo/metadata";
import { adPage } from "@/components/ads/ad-page";
import { AdFrame } from "@/components/ads/AdFrame";
import { RecipeArticle, type RecipeData } from "./RecipeArticle";

/** Related recipes shown under a recipe. */
export const RELATED_RECIPES_SIZE = 4;

/** A recipe (`recipe/{id}` with its most-popular companions) and related recipes from its primary section. */
export const recipePage: PageDefinition<RouteOf<"recipe">, RecipeData> = {
  async load(route, { vertical, call }) {
    const { recipe, mostPopularRecipes } = await getRecipe(route.id, vertical.slug, call);
    const taxonomyPath = recipe.taxonomy?.primarySection?.path;
    // Related recipes are extra: a failed load shows none rather than failing the recipe.
    const relatedRecipes = taxonomyPath
      ? await optionalLoad(getRelatedRecipes({ id: recipe.id, taxonomyPath, size: RELATED_RECIPES_SIZE }, call), [])
      : [];
    return { recipe, relatedRecipes, mostPopularRecipes, isPreviewEnvironment: isPreviewEnvironment(apiBaseUrl("content")) };
  },
  canonicalPath: ({ recipe }, { vertical }) => canonicalSitePath(recipe.url, vertical),
  metadata({ recipe, isPreviewEnvironment: preview }, { vertical }) {
    const metadata = teasableMetadata(recipe, { vertical, canonical: canonicalUrl(recipe.url), image: recipe.primaryImage ?? recipe.teaseImage });
    return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
  },
  render: (data, context) => (
    <AdFrame
      ads={adPage(context, { type: "recipe", pageid: data.recipe.id, canonicalUrl: absoluteUrl(context.vertical, canonicalUrl(data.recipe.url)) })}
      top="recipe-top"
      bottom="recipe-bottom"
    >
      <RecipeArticle data={data} vertical={context.vertical} />
    </AdFrame>
  ),
};

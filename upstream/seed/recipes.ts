/** Recipes: 72 on today, a few on better and telemundo. Some carry the most-popular and shoppable terms. */
import { recipeSchema, type Recipe, type Teasable } from "../../lib/api/schemas/content";
import type { VerticalSlug } from "../../lib/verticals/verticals";
import { HOUR_MS, REFERENCE_DATE_MS, isoAt, isoDuration } from "./clock";
import type { Person, SeedContext, TaxonomyTerm } from "./context";
import { ids } from "./ids";
import type { Rng } from "./random";
import { pickAuthors } from "./people";
import { recipeWordsFor } from "./recipe-words";
import { documentRow, teasableOf, teasableRow, type DocumentRow, type SearchRow } from "./rows";
import { sectionByPath, type Section } from "./sections";
import { slugify } from "./text";

/** How many recipes each vertical gets, and the section they live in. */
const RECIPE_PLAN: Readonly<Partial<Record<VerticalSlug, { count: number; section: string }>>> = {
  today: { count: 72, section: "today/food/recipes" },
  better: { count: 6, section: "better/food" },
  telemundo: { count: 6, section: "telemundo/estilo-de-vida/recetas" },
};

export const mostPopularRecipesPath = (vertical: string) => `${vertical}/label/most-popular-recipes`;
const shoppableRecipesPath = (vertical: string) => `${vertical}/recipeCategory/shoppable`;

/** `count` of the steps, kept in cooking order. */
function inOrder(rng: Rng, steps: readonly string[], count: number): string[] {
  const kept = new Set(rng.sample(steps, count));
  return steps.filter((step) => kept.has(step));
}

export interface SeededRecipe {
  recipe: Recipe;
  teasable: Teasable;
  section: Section;
  popularity: number;
}

export function generateRecipes(ctx: SeedContext, people: readonly Person[]): SeededRecipe[] {
  const plan = RECIPE_PLAN[ctx.vertical.slug];
  if (!plan) return [];
  const section = sectionByPath(plan.section);
  if (!section) throw new Error(`seed: recipe section ${plan.section} does not exist`);
  const words = recipeWordsFor(ctx.vertical.language);
  const rng = ctx.rng("recipes");
  const vertical = ctx.vertical.slug;
  const label = (path: string, name: string): TaxonomyTerm => ({ name, path, slug: path.split("/").pop(), taxonomyType: "label" });

  return Array.from({ length: plan.count }, (_, i) => {
    const id = ids.recipe(ctx.index, i);
    const isDessert = i % 4 === 3;
    const headline = isDessert ? rng.pick(words.desserts) : words.dish(rng.pick(words.mains), rng.pick(words.styles), rng.pick(words.sides));
    const slug = slugify(headline);
    const pantry = isDessert ? words.dessertIngredients : words.ingredients;
    const [categorySlug, categoryName] = isDessert ? (words.categories[1] as readonly [string, string]) : rng.pick(words.categories);
    const mostPopular = i % 3 === 0;
    const shoppable = i % 10 === 5;
    const labels = [
      label(`${vertical}/recipeCategory/${categorySlug}`, categoryName),
      ...(mostPopular ? [label(mostPopularRecipesPath(vertical), ctx.words.labels.mostPopular)] : []),
      ...(shoppable ? [label(shoppableRecipesPath(vertical), ctx.words.labels.shoppable)] : []),
    ];
    const prep = rng.int(2, 6) * 5;
    const cook = rng.int(2, 12) * 5;
    const servings = rng.int(2, 8);
    const published = REFERENCE_DATE_MS - i * 9 * HOUR_MS - rng.int(0, 5) * HOUR_MS;
    const image = ctx.image(`${id}-tease`, headline, headline, rng);
    const url = ctx.siteUrl(`${ctx.vertical.language === "es" ? "/recetas" : "/recipes"}/${slug}-${id}`);
    const description = rng.pick(words.descriptions);
    const recipe: Recipe = {
      id,
      type: "recipe",
      headline: { primary: headline, tease: headline },
      description: { primary: description, seo: description },
      url: { primary: url, canonical: url, slug, short: `https://${ctx.host}/s/${id}` },
      teaseImage: image,
      primaryImage: image,
      taxonomy: ctx.taxonomy(section, labels),
      authors: pickAuthors(people, rng).slice(0, 1),
      source: { name: ctx.vertical.displayName, organization: ctx.vertical.displayName },
      datePublished: isoAt(published),
      dateModified: isoAt(published),
      dateCreated: isoAt(published),
      ingredients: [
        { ingredients: rng.sample(pantry, rng.int(5, 9)) },
        ...(!isDessert && rng.chance(0.5) ? [{ name: rng.pick(words.groupNames), ingredients: rng.sample(pantry, rng.int(2, 4)) }] : []),
      ],
      instructions: [{ instructions: inOrder(rng, isDessert ? words.dessertSteps : words.steps, rng.int(4, 6)) }],
      chefNotes: rng.pick(words.notes),
      nutrition: { calories: words.calories(rng.int(18, 75) * 10) },
      prepTime: isoDuration(prep * 60),
      cookTime: isoDuration(cook * 60),
      totalTime: isoDuration((prep + cook) * 60),
      servingSize: String(servings),
      yield: words.servings(servings),
      ecommerceEnabled: shoppable,
    };
    return { recipe, teasable: teasableOf(recipe), section, popularity: (mostPopular ? 10_000 : 0) + rng.int(0, 9_999) };
  });
}

export function recipeRows(ctx: SeedContext, recipes: readonly SeededRecipe[]): { documents: DocumentRow[]; searchItems: SearchRow[] } {
  return {
    documents: recipes.map(({ recipe }) => documentRow("recipe", recipe.id, recipeSchema, recipe)),
    searchItems: recipes.map(({ teasable, popularity }) =>
      teasableRow({ teasable, type: "recipe", vertical: ctx.vertical.slug, publisher: ctx.vertical.publisher, popularity }),
    ),
  };
}

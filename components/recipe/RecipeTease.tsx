import type { Teasable } from "@/lib/api/schemas/content";
import { toSiteHref } from "@/lib/urls/site-path";
import type { VerticalSlug } from "@/lib/verticals/verticals";
import { TeaseImage } from "@/components/front/TeaseImage";

/** A recipe in a list of recipes: image and headline, both linking to it. */
export function RecipeTease({ recipe, vertical }: { recipe: Teasable; vertical: VerticalSlug }) {
  const href = toSiteHref(recipe.url.primary, vertical);
  const image = recipe.teaseImage ?? recipe.primaryImage;
  return (
    <article className="flex flex-col gap-2">
      {image && (
        <a href={href} tabIndex={-1} aria-hidden="true">
          <TeaseImage image={image} sizes="(min-width: 1000px) 290px, (min-width: 758px) 33vw, 50vw" />
        </a>
      )}
      <h3 className="text-base font-semibold leading-snug">
        <a href={href} className="hover:underline">
          {recipe.headline.tease ?? recipe.headline.primary}
        </a>
      </h3>
    </article>
  );
}

/** A titled grid of recipe teases; nothing when there are none. */
export function RecipeTeaseList({ title, recipes, vertical }: { title: string; recipes: readonly Teasable[]; vertical: VerticalSlug }) {
  if (recipes.length === 0) return null;
  return (
    <section className="flex flex-col gap-4">
      <h2 className="border-b-2 border-accent pb-1 text-xl font-bold">{title}</h2>
      <ul className="grid grid-cols-2 gap-6 m:grid-cols-3 l:grid-cols-4">
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <RecipeTease recipe={recipe} vertical={vertical} />
          </li>
        ))}
      </ul>
    </section>
  );
}

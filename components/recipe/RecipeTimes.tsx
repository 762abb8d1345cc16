import { getTranslations } from "next-intl/server";
import type { Recipe } from "@/lib/api/schemas/content";
import { formatRecipeTime } from "@/lib/recipe/recipe-time";
import type { Language } from "@/lib/verticals/verticals";

const TIMES = ["prepTime", "cookTime", "totalTime"] as const;

/** Prep, cook and total time (written out in the reader's language), yield and serving size. */
export async function RecipeTimes({ recipe, language }: { recipe: Recipe; language: Language }) {
  const t = await getTranslations("recipe");
  const times = TIMES.flatMap((key) => {
    const iso = recipe[key];
    const text = iso ? formatRecipeTime(iso, language) : null;
    return iso && text ? [{ key, iso, text }] : [];
  });
  const facts = [
    ...(recipe.yield ? [{ key: "yield" as const, text: recipe.yield }] : []),
    ...(recipe.servingSize ? [{ key: "servingSize" as const, text: recipe.servingSize }] : []),
  ];
  if (times.length + facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-4 border-y border-neutral-300 py-4 m:grid-cols-3">
      {times.map(({ key, iso, text }) => (
        <div key={key}>
          <dt className="text-xs font-bold uppercase tracking-wide text-neutral-600">{t(key)}</dt>
          <dd className="font-semibold">
            <time dateTime={iso}>{text}</time>
          </dd>
        </div>
      ))}
      {facts.map(({ key, text }) => (
        <div key={key}>
          <dt className="text-xs font-bold uppercase tracking-wide text-neutral-600">{t(key)}</dt>
          <dd className="font-semibold">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

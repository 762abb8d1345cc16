import { getTranslations } from "next-intl/server";
import { innerHtml } from "@/lib/html/html";
import type { Language } from "@/lib/verticals/verticals";
import { FIGURE_CLASS, figureContentHtml, type ArticleImage } from "./body-html";

/** An article image with its caption and credit, drawn as one string (body-html.ts). */
export async function ArticleFigure({ image, language, sizes, priority = false }: { image: ArticleImage; language: Language; sizes: string; priority?: boolean }) {
  const t = await getTranslations({ locale: language, namespace: "article" });
  return <figure className={FIGURE_CLASS} {...innerHtml(figureContentHtml(image, { sizes, priority }, t))} />;
}

import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import type { imageSchema } from "@/lib/api/schemas/content";
import { imageCredit } from "@/lib/article/image-credit";
import { html, innerHtml } from "@/lib/html/html";
import { imageHtml } from "@/lib/html/image";
import type { Language } from "@/lib/verticals/verticals";
import { loadingFor } from "@/components/front/image-loading";

export type ArticleImage = z.infer<typeof imageSchema>;

/**
 * An article image with its caption and credit. Width and height come from the image, so the box
 * is reserved before it loads. `priority` marks the page's likely LCP image (the primary media). Static, so its
 * content is drawn as one string (lib/html/html.ts).
 */
export async function ArticleFigure({
  image,
  language,
  sizes,
  priority = false,
}: {
  image: ArticleImage;
  language: Language;
  sizes: string;
  priority?: boolean;
}) {
  const t = await getTranslations({ locale: language, namespace: "article" });
  const credit = imageCredit(image);
  const img = imageHtml({
    src: image.url,
    alt: image.altText ?? "",
    width: image.width,
    height: image.height,
    sizes,
    className: "h-auto w-full bg-neutral-200",
    ...loadingFor(priority),
  });
  const caption =
    (image.caption || credit) &&
    html`<figcaption class="font-sans text-sm text-neutral-700">${image.caption}${
      credit && html`<span class="ml-2 text-xs uppercase tracking-wide text-neutral-600">${t("imageCredit", { credit })}</span>`
    }</figcaption>`;
  return <figure className="flex flex-col gap-2" {...innerHtml(html`${img}${caption}`)} />;
}

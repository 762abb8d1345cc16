import { getTranslations } from "next-intl/server";
import { fixedImageHtml } from "@/components/front/FixedImage";
import { getMiniPlayerTease } from "@/lib/api/navbar";
import { optionalLoad } from "@/lib/api/optional-load";
import { html, innerHtml } from "@/lib/html/html";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/** The mini player's reserved box (m and up): the same size loaded or empty, so nothing shifts. */
const BOX = "hidden h-9 w-56 shrink-0 items-center gap-2 m:flex";

/**
 * Loads `miniPlayerTease/{vertical}` (services API) and teases its video. Resolved within the page's render, not
 * behind a Suspense boundary: a page goes out whole (server/respond.mjs), so a fallback would only show for a frame
 * and leave the tease in a hidden copy until a script swapped it in (docs/decisions.md). Static, so its content is
 * drawn as one string (lib/html/html.ts).
 */
export async function MiniPlayerTease({ vertical }: { vertical: Vertical }) {
  const tease = await optionalLoad(getMiniPlayerTease(vertical.slug), null);
  // An error leaves the box empty: the navbar has no video to tease, the rest of the page is unaffected.
  if (!tease) return <div className={BOX} data-mini-player="error" />;
  const t = await getTranslations("navbar");
  const { video } = tease;
  const image = video.teaseImage ?? video.primaryImage;
  const content = html`${
    image && html`<span class="relative block h-9 w-16 shrink-0 overflow-hidden bg-neutral-800">${fixedImageHtml({ src: image.url, alt: "", width: 64 })}</span>`
  }<span class="min-w-0"><span class="block font-bold uppercase">${tease.headline || t("miniPlayer")}</span><span class="line-clamp-1">${
    video.headline.tease ?? video.headline.primary
  }</span></span>`;
  return (
    <a
      href={toSiteHref(video.url.primary, vertical.slug)}
      className={`${BOX} text-xs leading-tight no-underline hover:underline`}
      data-mini-player="loaded"
      {...innerHtml(content)}
    />
  );
}

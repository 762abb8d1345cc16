import { getTranslations } from "next-intl/server";
import { FixedImage } from "@/components/front/FixedImage";
import { getMiniPlayerTease, type MiniPlayerTease as Tease } from "@/lib/api/navbar";
import { optionalLoad } from "@/lib/api/optional-load";
import type { MiniPlayerState } from "@/lib/navbar/navbar-state";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Vertical } from "@/lib/verticals/verticals";

/** The mini player's reserved box (m and up): the same size in every state, so nothing shifts. */
const BOX = "hidden h-9 w-56 shrink-0 items-center gap-2 m:flex";

/** The mini player teaser in one of its states (spec 2 §4: loading, loaded, error). */
export async function MiniPlayerView({ state, vertical }: { state: MiniPlayerState<Tease>; vertical: Vertical }) {
  const t = await getTranslations("navbar");
  if (state.status === "loading") {
    return (
      <div className={BOX} role="status" aria-label={t("miniPlayerLoading")}>
        <span className="h-9 w-16 shrink-0 animate-pulse bg-current opacity-20 motion-reduce:animate-none" />
      </div>
    );
  }
  // An error leaves the box empty: the navbar has no video to tease, the rest of the page is unaffected.
  if (state.status === "error") return <div className={BOX} data-mini-player="error" />;
  const { video } = state.tease;
  const image = video.teaseImage ?? video.primaryImage;
  return (
    <a href={toSiteHref(video.url.primary, vertical.slug)} className={`${BOX} text-xs leading-tight no-underline hover:underline`} data-mini-player="loaded">
      {image && (
        <span className="relative block h-9 w-16 shrink-0 overflow-hidden bg-neutral-800">
          <FixedImage src={image.url} alt="" width={64} />
        </span>
      )}
      <span className="min-w-0">
        <span className="block font-bold uppercase">{state.tease.headline || t("miniPlayer")}</span>
        <span className="line-clamp-1">{video.headline.tease ?? video.headline.primary}</span>
      </span>
    </a>
  );
}

/** Loads `miniPlayerTease/{vertical}` (services API) and shows it; rendered inside Suspense with the loading state as fallback. */
export async function MiniPlayerTease({ vertical }: { vertical: Vertical }) {
  const tease = await optionalLoad(getMiniPlayerTease(vertical.slug), null);
  return <MiniPlayerView vertical={vertical} state={tease ? { status: "loaded", tease } : { status: "error" }} />;
}

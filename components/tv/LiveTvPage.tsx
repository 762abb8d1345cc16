import { getTranslations } from "next-intl/server";
import { FixedImage } from "@/components/front/FixedImage";
import type { BroadcastDayGroup, ScheduleItem } from "@/lib/tv/schedule";
import type { Vertical } from "@/lib/verticals/verticals";
import { TvPlayer } from "./TvPlayer.island";
import type { TvTexts } from "./tv-texts";

export interface LiveTvData {
  /** null when the schedule could not be loaded: the player still works. */
  current: ScheduleItem | null;
  upcoming: ScheduleItem[];
  week: (BroadcastDayGroup<ScheduleItem> & { heading: string })[];
  scheduleFailed: boolean;
  /** Title and description, in the brand's language. */
  title: string;
  description: string;
}

/** The player's texts keep their placeholders: the island fills them in. */
const PLACEHOLDERS = { brand: "{brand}", provider: "{provider}", query: "{query}", time: "{time}" };

const TEXT_KEYS = [
  "player",
  "live",
  "loading",
  "checking",
  "signInPrompt",
  "signIn",
  "chooseProvider",
  "featuredProviders",
  "allProviders",
  "searchProviders",
  "noProviderMatch",
  "providersLoading",
  "providersUnavailable",
  "retry",
  "close",
  "back",
  "providerLogin",
  "providerLoading",
  "signedInWith",
  "signOut",
  "signOutOf",
  "z100",
  "z130",
  "tempPassOffer",
  "startTempPass",
  "tempPass",
  "tempPassLeft",
  "tempPassEnded",
  "tempPassFailed",
  "streamUnsupported",
  "streamLabel",
] as const satisfies readonly (keyof TvTexts)[];

function ShowThumb({ src, width, className }: { src: string | null; width: number; className: string }) {
  return (
    <div className={`relative shrink-0 overflow-hidden bg-neutral-200 ${className}`}>
      {src && <FixedImage src={src} alt="" width={width} />}
    </div>
  );
}

function CurrentShow({ show, label }: { show: ScheduleItem; label: string }) {
  return (
    <article aria-labelledby="tv-on-now" className="flex gap-3">
      <ShowThumb src={show.thumbMd} width={160} className="aspect-video w-40" />
      <div className="min-w-0">
        <p id="tv-on-now" className="text-sm font-bold uppercase tracking-wide text-accent">
          {label}
        </p>
        <h2 className="text-xl font-bold leading-tight">{show.title}</h2>
        <p className="text-sm text-neutral-700">
          <time dateTime={show.startTime}>{show.startTimeFormatted}</time>
        </p>
        <p className="mt-1 text-sm text-neutral-800">{show.description}</p>
      </div>
    </article>
  );
}

/** The live TV page: the player island beside the current show and what comes next, then the broadcast week. */
export async function LiveTvPage({ data, vertical }: { data: LiveTvData; vertical: Vertical }) {
  const t = await getTranslations({ locale: vertical.language, namespace: "tv" });
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key, PLACEHOLDERS)])) as unknown as TvTexts;
  const brand = vertical.displayName;
  const { current, upcoming, week, scheduleFailed } = data;

  return (
    <div className="mx-auto max-w-[1240px] px-4 py-6">
      <h1 className="mb-4 text-3xl font-bold">{t("title", { brand })}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label={texts.player}>
          <TvPlayer
            vertical={vertical.slug}
            language={vertical.language}
            brand={brand}
            showTitle={current?.title ?? null}
            texts={texts}
          />
        </section>
        <section aria-labelledby="tv-schedule" className="flex flex-col gap-4">
          <h2 id="tv-schedule" className="sr-only">
            {t("comingUp")}
          </h2>
          {scheduleFailed && <p role="status">{t("scheduleUnavailable")}</p>}
          {current && <CurrentShow show={current} label={t("onNow")} />}
          {!scheduleFailed && (
            <div>
              <h2 className="mb-2 text-lg font-bold">{t("comingUp")}</h2>
              {upcoming.length === 0 ? (
                <p>{t("noUpcoming")}</p>
              ) : (
                <ol aria-label={t("comingUp")} className="flex flex-col divide-y divide-neutral-200">
                  {upcoming.map((show) => (
                    <li key={show.guid} className="flex items-center gap-3 py-2">
                      <ShowThumb src={show.thumbSm} width={96} className="aspect-video w-24" />
                      <div className="min-w-0">
                        <p className="text-sm font-semibold text-neutral-700">
                          <time dateTime={show.startTime}>{show.startTimeFormatted}</time>
                        </p>
                        <p className="font-bold leading-tight">{show.title}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          )}
        </section>
      </div>
      {week.length > 0 && (
        <section aria-labelledby="tv-week" className="mt-10">
          <details>
            <summary className="cursor-pointer text-xl font-bold">
              <h2 id="tv-week" className="inline">
                {t("weekSchedule")}
              </h2>
            </summary>
            <p className="mt-2 text-sm text-neutral-700">{t("weekScheduleNote")}</p>
            <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {week.map((day) => (
                <div key={day.key}>
                  <h3 className="mb-1 font-bold capitalize">{day.heading}</h3>
                  <ol className="text-sm">
                    {day.entries.map((show) => (
                      <li key={show.guid} className="flex gap-2 py-0.5">
                        <time dateTime={show.startTime} className="w-24 shrink-0 text-neutral-700">
                          {show.startTimeFormatted}
                        </time>
                        <span>{show.title}</span>
                      </li>
                    ))}
                  </ol>
                </div>
              ))}
            </div>
          </details>
        </section>
      )}
    </div>
  );
}

import { getTranslations } from "next-intl/server";
import type { LocalStory, WeatherHour } from "@/lib/api/schemas/local";
import type { LocalLocation } from "@/lib/local/local-state";
import { formatForecastHour, stateTimeZone } from "@/lib/local/time-zone";
import type { Vertical } from "@/lib/verticals/verticals";
import { localFormTexts } from "./local-texts";
import { LocalZipForm } from "./LocalZipForm.island";

/** What `/local[/{zip}]` shows: the form alone, a zip's news and forecast, or why there is none. */
export type LocalData = { title: string; description: string } & (
  | { kind: "form" }
  | { kind: "found"; zip: string; location: LocalLocation; news: LocalStory[] | null; weather: WeatherHour[] | null }
  | { kind: "zipNotFound"; zip: string }
  | { kind: "unavailable"; zip: string }
);

function Stories({ stories, stateCode, language }: { stories: LocalStory[]; stateCode: string; language: "en" | "es" }) {
  const format = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { dateStyle: "medium", timeStyle: "short", timeZone: stateTimeZone(stateCode) });
  return (
    <ul className="divide-y divide-neutral-200">
      {stories.map((story) => (
        <li key={story.id} className="py-4">
          <h3 className="font-serif text-xl font-bold">{story.headline}</h3>
          <p className="mt-1 text-neutral-800">{story.summary}</p>
          <p className="mt-1 text-sm text-neutral-700">
            {story.source} · <time dateTime={story.publishedAt}>{format.format(new Date(story.publishedAt))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

async function Forecast({ hours, stateCode, language }: { hours: WeatherHour[]; stateCode: string; language: "en" | "es" }) {
  const t = await getTranslations({ locale: language, namespace: "local" });
  const timeZone = stateTimeZone(stateCode);
  return (
    <ol className="grid grid-cols-2 gap-2 m:grid-cols-3 l:grid-cols-2">
      {hours.map((hour) => (
        <li key={hour.time} className="rounded border border-neutral-200 p-3">
          <p className="text-sm font-semibold text-neutral-700">
            <time dateTime={hour.time}>{formatForecastHour(hour.time, timeZone, language)}</time>
          </p>
          <p className="text-2xl font-bold">{t("temperature", { temperature: hour.temperatureF })}</p>
          <p>{t(`conditions.${hour.condition}`)}</p>
          <p className="text-sm text-neutral-700">{t("precipitation", { chance: hour.precipitationChance })}</p>
        </li>
      ))}
    </ol>
  );
}

/** The local news page: the zip form, then the zip's stories and forecast, or the spec's texts when there are none. */
export async function LocalPage({ data, vertical }: { data: LocalData; vertical: Vertical }) {
  const language = vertical.language;
  const t = await getTranslations({ locale: language, namespace: "local" });
  const formTexts = await localFormTexts(language);
  const found = data.kind === "found" ? { zip: data.zip, city: data.location.city, state: data.location.state_code } : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="font-serif text-3xl font-bold l:text-4xl">{data.title}</h1>
      <div className="mt-4 max-w-xl">
        <LocalZipForm texts={formTexts} initialZip={data.kind === "form" ? "" : data.zip} found={found} />
      </div>
      {(data.kind === "zipNotFound" || data.kind === "unavailable") && (
        <div className="mt-6 rounded border border-amber-300 bg-amber-50 p-4" role="alert">
          {data.kind === "zipNotFound" && <p className="font-semibold">{t("zipNotFound")}</p>}
          <p>{t("newsUnavailable")}</p>
        </div>
      )}
      {data.kind === "found" && (
        <div className="mt-8 grid gap-8 l:grid-cols-[2fr_1fr]">
          <section aria-labelledby="local-news">
            <h2 id="local-news" className="border-b-2 border-accent pb-1 text-xl font-bold">
              {t("news")}
            </h2>
            {data.news && data.news.length > 0 ? <Stories stories={data.news} stateCode={data.location.state_code} language={language} /> : <p className="mt-4">{t("newsUnavailable")}</p>}
          </section>
          <section aria-labelledby="local-weather">
            <h2 id="local-weather" className="mb-3 border-b-2 border-accent pb-1 text-xl font-bold">
              {t("weather")}
            </h2>
            {data.weather && data.weather.length > 0 ? (
              <Forecast hours={data.weather} stateCode={data.location.state_code} language={language} />
            ) : (
              <p>{t("weatherUnavailable")}</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

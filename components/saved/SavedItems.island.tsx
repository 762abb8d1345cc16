"use client";

import { useEffect, useState, type FormEvent } from "react";
import { useStore } from "zustand";
import type { Teasable } from "@/lib/api/schemas/content";
import type { Customer, FilterType, SavedEntry } from "@/lib/api/schemas/mynews";
import { onSession } from "@/lib/auth/modal-events";
import type { SavedList } from "@/lib/saved/saved-state";
import { createSavedStore, type SavedStore } from "@/lib/saved/store";
import { toSiteHref } from "@/lib/urls/site-path";
import type { Language, VerticalSlug } from "@/lib/verticals/verticals";
import { fill } from "@/components/account/fill";
import { TeaseImage } from "@/components/front/TeaseImage";
import type { SavedPageTexts } from "./saved-texts";

interface SavedItemsProps {
  vertical: VerticalSlug;
  language: Language;
  filterType: FilterType;
  /** The first pages as rendered on the server; null when the customer service failed. */
  initialSaved: SavedList | null;
  initialHistory: SavedList | null;
  recommendations: Teasable[];
  customer: Customer | null;
  texts: SavedPageTexts;
}

const actions = () => import("@/lib/saved/actions");
const BUTTON = "rounded-full border border-neutral-900 px-4 py-2 font-semibold disabled:opacity-60";

/** Dates in the newsroom's time zone, the same on the server and in every browser (no hydration mismatch). */
function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { dateStyle: "medium", timeZone: "America/New_York" }).format(new Date(iso));
}

function ItemCard({
  entry,
  vertical,
  language,
  dateText,
  texts,
  action,
}: {
  entry: SavedEntry;
  vertical: VerticalSlug;
  language: Language;
  dateText: string;
  texts: SavedPageTexts;
  action?: React.ReactNode;
}) {
  const item = entry.item;
  const href = item ? toSiteHref(item.url.primary, vertical) : null;
  return (
    <li className="flex gap-3 border-b border-neutral-200 py-4">
      <div className="w-28 shrink-0">{item?.teaseImage && <TeaseImage image={item.teaseImage} width={112} />}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-bold uppercase tracking-wide text-neutral-600">{texts.tabs[entry.contentType]}</p>
        {item && href ? (
          <h3 className="font-serif text-lg font-semibold leading-snug">
            <a href={href} className="hover:underline">
              {item.headline.primary}
            </a>
          </h3>
        ) : (
          <p className="text-neutral-700">{texts.unavailable}</p>
        )}
        <p className="text-sm text-neutral-600">{fill(dateText, { date: formatDate(entry.date, language) })}</p>
      </div>
      {action}
    </li>
  );
}

function SavedList({ store, vertical, language, filterType, texts, failed }: { store: SavedStore; vertical: VerticalSlug; language: Language; filterType: FilterType; texts: SavedPageTexts; failed: boolean }) {
  const { savedList } = useStore(store);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(failed ? texts.listLoadError : null);
  const nextPage = savedList.pageInfo.nextPage;

  const more = async () => {
    setBusy(true);
    const done = await (await actions()).loadBookmarksPage(filterType, nextPage, store);
    setError(done ? null : texts.loadError);
    setBusy(false);
  };
  const remove = async (contentId: string) => {
    const done = await (await actions()).deleteBookmark(contentId, store);
    setError(done ? null : texts.removeError);
  };

  return (
    <section aria-labelledby="saved-heading" className="mt-6">
      <h2 id="saved-heading" className="sr-only">
        {texts.tabs[filterType]}
      </h2>
      {error && (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-3 py-2 font-semibold text-red-800">
          {error}
        </p>
      )}
      {savedList.data.length === 0 && !failed ? (
        <p className="py-8 text-lg text-neutral-700">{texts.empty[filterType]}</p>
      ) : (
        <ul aria-labelledby="saved-heading">
          {savedList.data.map((entry) => (
            <ItemCard
              key={entry.contentId}
              entry={entry}
              vertical={vertical}
              language={language}
              dateText={texts.savedOn}
              texts={texts}
              action={
                <button
                  type="button"
                  className={`${BUTTON} self-start text-sm`}
                  aria-label={`${texts.remove}: ${entry.item?.headline.primary ?? entry.contentId}`}
                  onClick={() => void remove(entry.contentId)}
                >
                  {texts.remove}
                </button>
              }
            />
          ))}
        </ul>
      )}
      {nextPage && (
        <button type="button" className={`${BUTTON} mt-4`} onClick={() => void more()} disabled={busy}>
          {busy ? texts.loading : texts.loadMore}
        </button>
      )}
    </section>
  );
}

function History({ store, vertical, language, texts, failed }: { store: SavedStore; vertical: VerticalSlug; language: Language; texts: SavedPageTexts; failed: boolean }) {
  const { history } = useStore(store);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(failed ? texts.historyLoadError : null);
  const more = async () => {
    setBusy(true);
    const done = await (await actions()).loadHistoryPage(history.pageInfo.nextPage, store);
    setError(done ? null : texts.loadError);
    setBusy(false);
  };
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-2xl font-bold">
        {texts.history}
      </h2>
      {error && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      )}
      {history.data.length === 0 && !failed ? (
        <p className="py-4 text-neutral-700">{texts.historyEmpty}</p>
      ) : (
        <ol aria-label={texts.history}>
          {history.data.map((entry, index) => (
            <ItemCard key={`${entry.contentId}-${index}`} entry={entry} vertical={vertical} language={language} dateText={texts.readOn} texts={texts} />
          ))}
        </ol>
      )}
      {history.pageInfo.nextPage && (
        <button type="button" className={`${BUTTON} mt-4`} onClick={() => void more()} disabled={busy}>
          {busy ? texts.loading : texts.showMoreHistory}
        </button>
      )}
    </section>
  );
}

function ZipCode({ store, texts }: { store: SavedStore; texts: SavedPageTexts }) {
  const customer = useStore(store, (state) => state.customer);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const zip = String(new FormData(event.currentTarget).get("zipCode") ?? "");
    const result = await (await actions()).saveZipCode(zip, store);
    if (result === "invalid") setMessage({ text: texts.zipInvalid, error: true });
    else if (result === "failed") setMessage({ text: texts.zipError, error: true });
    else if (result === "saved") setMessage({ text: fill(texts.zipSaved, { zip: store.getState().customer?.zipCode ?? zip.trim() }), error: false });
  };
  if (!customer) return null;
  return (
    <section aria-labelledby="zip-heading" className="mt-10">
      <h2 id="zip-heading" className="text-2xl font-bold">
        {texts.zipTitle}
      </h2>
      <p className="mt-1 text-neutral-700">{texts.zipIntro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="saved-zip" className="block text-sm font-semibold">
            {texts.zipLabel}
          </label>
          <input
            id="saved-zip"
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            defaultValue={customer.zipCode ?? ""}
            aria-invalid={message?.error ? true : undefined}
            aria-describedby={message ? "saved-zip-message" : undefined}
            className="mt-1 block w-36 rounded border border-neutral-400 px-3 py-2"
          />
        </div>
        <button type="submit" className={BUTTON}>
          {texts.zipSave}
        </button>
      </form>
      <p id="saved-zip-message" role="status" className={`mt-2 min-h-6 text-sm font-semibold ${message?.error ? "text-red-800" : "text-neutral-800"}`}>
        {message?.text}
      </p>
    </section>
  );
}

/** /account/saved below its tabs: the saved list (remove, load more), history (show more), recommendations, zip code. */
export function SavedItems({ vertical, language, filterType, initialSaved, initialHistory, recommendations, customer, texts }: SavedItemsProps) {
  const [store] = useState(() =>
    createSavedStore({
      authenticationState: "authenticated",
      filterType,
      savedList: initialSaved ?? undefined,
      history: initialHistory ?? undefined,
      recommendations: { data: recommendations },
      customer,
      bookmarks: Object.fromEntries((initialSaved?.data ?? []).map((entry) => [entry.contentId, true])),
    }),
  );

  // Signed out elsewhere (another tab's modal): the page renders again for a signed-out reader.
  useEffect(
    () =>
      onSession((state) => {
        if (state === "unauthenticated") {
          window.location.reload();
        }
      }),
    [store],
  );

  return (
    <>
      <SavedList store={store} vertical={vertical} language={language} filterType={filterType} texts={texts} failed={initialSaved === null} />
      {recommendations.length > 0 && (
        <section aria-labelledby="recommended-heading" className="mt-10">
          <h2 id="recommended-heading" className="text-2xl font-bold">
            {texts.recommendations}
          </h2>
          <ul className="mt-2">
            {recommendations.map((item) => (
              <li key={item.id} className="border-b border-neutral-200 py-3">
                <a href={toSiteHref(item.url.primary, vertical)} className="font-serif text-lg font-semibold hover:underline">
                  {item.headline.tease ?? item.headline.primary}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <History store={store} vertical={vertical} language={language} texts={texts} failed={initialHistory === null} />
      <ZipCode store={store} texts={texts} />
    </>
  );
}

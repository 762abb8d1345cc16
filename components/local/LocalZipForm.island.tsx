"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useReducer, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useStore } from "zustand";
import { mayBeSignedIn } from "@/lib/auth/signed-in-hint";
import { geolocationCookie, parseGeolocationCookie, preferredZip, type RememberedLocation } from "@/lib/local/geolocation";
import { jsonp } from "@/lib/local/jsonp";
import { INITIAL_LOCAL_STATE, localReducer, type LocalLocation } from "@/lib/local/local-state";
import { localPath, parseZipInput } from "@/lib/local/zip";
import { savedStore } from "@/lib/saved/store";
import { whenIdle } from "@/lib/shell/when-idle";
import type { LocalFormTexts } from "./local-texts";

type ZipInfoAnswer = { found: true; location: LocalLocation } | { found: false };

const subscribe = () => () => {};
const readCookie = () => (typeof document === "undefined" ? "" : document.cookie);

/**
 * The zip form. Without JavaScript it is a plain GET form (`/api/local/go` redirects to `/local/{zip}`; the
 * browser's own validation checks the pattern). With it: the field's error in words, a zip-info lookup through the
 * JSONP loader, then the shareable `/local/{zip}` page; an unknown zip says so without leaving the page. The field
 * starts from the page's zip, else a signed-in reader's customer zip code (asked once when the page is idle), else
 * the remembered `ng_geolocation` location.
 */
export function LocalZipForm({ texts, initialZip, found }: { texts: LocalFormTexts; initialZip: string; found: RememberedLocation | null }) {
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cookie = useSyncExternalStore(subscribe, readCookie, () => "");
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [lookupFailed, setLookupFailed] = useState(false);
  const [state, dispatch] = useReducer(localReducer, INITIAL_LOCAL_STATE);
  const customerZip = useStore(savedStore, (saved) => saved.customer?.zipCode ?? null);

  const value = typed ?? (initialZip || preferredZip({ customerZip, remembered: parseGeolocationCookie(cookie) }));

  useEffect(() => {
    // Signed out (no signed-in hint), nothing is asked.
    if (initialZip || !mayBeSignedIn(document.cookie)) return;
    return whenIdle(() => void import("@/lib/saved/actions").then((actions) => actions.loadCustomer()), 2000);
  }, [initialZip]);

  useEffect(() => {
    // Our messages replace the browser's bubbles once the island runs.
    if (formRef.current) formRef.current.noValidate = true;
    // A zip typed while the page was still starting (scripts load after the first paint) is the reader's: keep it.
    const typedEarly = inputRef.current?.value;
    if (typedEarly && typedEarly !== inputRef.current?.defaultValue) setTyped(typedEarly);
  }, []);

  useEffect(() => {
    if (found) document.cookie = geolocationCookie(found, location.protocol === "https:");
  }, [found]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLookupFailed(false);
    // The field itself: it holds what the reader typed even before the island's state caught up with it.
    const parsed = parseZipInput(inputRef.current?.value ?? value);
    if (!parsed.ok) {
      setFieldError(parsed.error === "required" ? texts.zipRequired : texts.zipFormat);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    dispatch({ type: "lookupStarted", zip: parsed.zip });
    try {
      const answer = await jsonp<ZipInfoAnswer>(`/api/local/zipinfo?zip=${parsed.zip}`);
      if (!answer.found) {
        dispatch({ type: "lookupFailed" });
        return;
      }
      dispatch({ type: "lookupSucceeded", location: answer.location });
      router.push(localPath(parsed.zip));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      dispatch({ type: "reset" });
      setLookupFailed(true);
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form ref={formRef} action="/api/local/go" method="get" role="search" aria-label={texts.formLabel} onSubmit={submit}>
      <label htmlFor={`${id}-zip`} className="block font-semibold">
        {texts.zipLabel}
      </label>
      <p id={hintId} className="text-sm text-neutral-700">
        {texts.zipHint}
      </p>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={`${id}-zip`}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          pattern="[0-9]{5}(-[0-9]{4})?"
          maxLength={10}
          value={value}
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          className="h-11 w-36 rounded border border-neutral-500 px-3 text-lg"
        />
        <button type="submit" disabled={state.loading} className="h-11 rounded bg-brand px-4 font-semibold text-on-brand disabled:opacity-60">
          {state.loading ? texts.checking : texts.submit}
        </button>
      </div>
      <div aria-live="polite" className="min-h-6">
        {fieldError && (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
            {fieldError}
          </p>
        )}
        {state.newsError && (
          <div className="mt-2" role="alert">
            <p className="font-semibold">{texts.zipNotFound}</p>
            <p>{texts.newsUnavailable}</p>
          </div>
        )}
        {lookupFailed && (
          <p className="mt-2" role="alert">
            {texts.newsUnavailable}
          </p>
        )}
      </div>
    </form>
  );
}

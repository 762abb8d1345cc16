"use client";

import Image from "next/image";
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { createAuthStore } from "@/lib/auth/store";
import type { NewsletterOption } from "@/lib/newsletter/options";
import type { AccountTexts } from "./account-texts";

export interface AccountSettingsTexts {
  newsletters: string;
  newslettersIntro: string;
  subscribeAll: string;
  unsubscribeAll: string;
  saving: string;
}

interface AccountSettingsProps {
  brand: string;
  texts: AccountTexts;
  pageTexts: AccountSettingsTexts;
  newsletters: NewsletterOption[];
  /** The reader's subscriptions as rendered on the server; null when they could not be fetched. */
  initialSubscriptions: string[] | null;
}

/** The account page's newsletter switches (optimistic, reverted on failure) and the sign-out button. */
export function AccountSettings({ brand, texts, pageTexts, newsletters, initialSubscriptions }: AccountSettingsProps) {
  const [store] = useState(() =>
    createAuthStore({
      brand,
      texts: texts.errors,
      initial: {
        authenticationState: "authenticated",
        loading: false,
        newsletterSubscriptions: initialSubscriptions ?? [],
        error: initialSubscriptions ? null : texts.errors.fetchSubscriptions,
      },
    }),
  );
  const state = useStore(store);

  // After a successful sign-out the page re-renders for a signed-out reader.
  useEffect(() => {
    if (state.authenticationState === "unauthenticated") window.location.reload();
  }, [state.authenticationState]);

  return (
    <>
      <section aria-labelledby="newsletters-heading" className="mt-10">
        <h2 id="newsletters-heading" className="text-2xl font-bold">
          {pageTexts.newsletters}
        </h2>
        <p className="mt-2">{pageTexts.newslettersIntro}</p>
        {state.error && (
          <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 px-3 py-2 font-semibold text-red-800">
            {state.error}
          </p>
        )}
        <ul className="mt-4 divide-y divide-neutral-200">
          {newsletters.map(({ id, newsletterId, title, description, image }) => (
            <li key={id} className="flex items-center gap-3 py-3">
              <input
                id={`newsletter-${newsletterId}`}
                type="checkbox"
                className="size-5 shrink-0"
                checked={state.newsletterSubscriptions.includes(newsletterId)}
                aria-describedby={description ? `newsletter-${newsletterId}-description` : undefined}
                onChange={() => void state.toggleNewsletter(newsletterId)}
              />
              {image && <Image src={image.url} alt="" width={56} height={56} className="size-14 shrink-0 rounded bg-neutral-200 object-cover" />}
              <div className="flex flex-col">
                <label htmlFor={`newsletter-${newsletterId}`} className="font-semibold">
                  {title}
                </label>
                {description && (
                  <p id={`newsletter-${newsletterId}-description`} className="text-sm text-neutral-700">
                    {description}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="rounded-full bg-neutral-900 px-4 py-2 font-semibold text-white" onClick={() => void state.subscribeAll()}>
            {pageTexts.subscribeAll}
          </button>
          <button type="button" className="rounded-full border border-neutral-900 px-4 py-2 font-semibold" onClick={() => void state.unsubscribeAll()}>
            {pageTexts.unsubscribeAll}
          </button>
        </div>
      </section>
      {/* A form, so that signing out also works before the page's script has started (and without one). */}
      <form
        method="post"
        action="/api/account/signout"
        className="mt-10"
        onSubmit={(event) => {
          event.preventDefault();
          void state.signOut();
        }}
      >
        <button type="submit" className="rounded-full border border-neutral-900 px-4 py-2 font-semibold">
          {texts.signOut}
        </button>
      </form>
    </>
  );
}

"use client";

import Link from "next/link";
import { useCallback, useEffect, useState, type ComponentType } from "react";
import type { AccountTexts } from "./account-texts";
import type { AccountModalProps } from "./AccountModal.island";
import { fill } from "./fill";
import { announceSession, CLOSE_SIGN_IN_EVENT, OPEN_SIGN_IN_EVENT, onModalEvent } from "@/lib/auth/modal-events";

/** What `/api/session` answers, as far as the header needs it. */
export interface SessionSummary {
  authenticationState: "authenticated" | "unauthenticated";
  user: { first_name?: string | null; givenName?: string | null } | null;
  socialPlatforms?: string[];
}

async function fetchSession(): Promise<SessionSummary> {
  try {
    const response = await fetch("/api/session", { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return { authenticationState: "unauthenticated", user: null };
    return (await response.json()) as SessionSummary;
  } catch {
    return { authenticationState: "unauthenticated", user: null };
  }
}

const BUTTON = "inline-flex h-9 max-w-full items-center rounded-full border border-current px-4 text-sm font-semibold whitespace-nowrap";

/**
 * The header's account area: asks `/api/session` and fills reserved space (fixed height, minimum width), so the
 * shared, cached page never flashes a signed-out state or shifts. The modal and its store load on the first click.
 */
export function AccountButton({ texts, brand }: { texts: AccountTexts; brand: string }) {
  const [session, setSession] = useState<SessionSummary | null>(null);
  const [Modal, setModal] = useState<ComponentType<AccountModalProps> | null>(null);
  const [open, setOpen] = useState(false);

  const refresh = useCallback(() => {
    void fetchSession().then((next) => {
      setSession(next);
      announceSession(next.authenticationState);
    });
  }, []);
  useEffect(refresh, [refresh]);

  const openModal = useCallback(() => {
    void import("./AccountModal.island").then((module) => {
      setModal(() => module.AccountModal);
      setOpen(true);
    });
  }, []);

  // Other features (the paywall's checkout, a signed-out save) ask for sign-in, and close the modal when their
  // pending action resumes: lib/auth/modal-events.
  useEffect(() => {
    const offOpen = onModalEvent(OPEN_SIGN_IN_EVENT, openModal);
    const offClose = onModalEvent(CLOSE_SIGN_IN_EVENT, () => setOpen(false));
    return () => {
      offOpen();
      offClose();
    };
  }, [openModal]);

  let content;
  if (session === null) {
    // Unknown yet: hold the space with the widest likely label, invisibly.
    content = (
      <span className={`${BUTTON} invisible`} aria-hidden="true">
        {texts.signIn}
      </span>
    );
  } else if (session.authenticationState === "authenticated" && session.user) {
    const name = session.user.first_name ?? session.user.givenName ?? "";
    content = (
      <Link href="/account" className={`${BUTTON} no-underline`}>
        <span className="truncate">{name ? fill(texts.accountLink, { name }) : texts.accountLinkNoName}</span>
      </Link>
    );
  } else {
    content = (
      <button type="button" className={BUTTON} onClick={openModal} aria-haspopup="dialog">
        {texts.signIn}
      </button>
    );
  }

  return (
    <div className="flex h-9 w-36 shrink-0 justify-end" data-account-area>
      {content}
      {Modal && open && (
        <Modal
          texts={texts}
          brand={brand}
          socialPlatforms={session?.socialPlatforms ?? []}
          onClose={() => setOpen(false)}
          onSessionChange={refresh}
        />
      )}
    </div>
  );
}

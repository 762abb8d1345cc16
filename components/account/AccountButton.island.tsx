"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import type { AccountTexts } from "./account-texts";
import type { AccountModalProps } from "./AccountModal.island";
import { fill } from "./fill";
import type { SignInType } from "@/lib/auth/auth-state";
import { announceSession, announceSignedIn, ASK_NAME_EVENT, CLOSE_SIGN_IN_EVENT, onModalEvent, onSignInRequest } from "@/lib/auth/modal-events";
import { mayBeSignedIn } from "@/lib/auth/signed-in-hint";
import { releaseDialogTurn, requestDialogTurn } from "@/lib/dialogs/store";

/** What `/api/session` answers, as far as the header needs it. */
export interface SessionSummary {
  authenticationState: "authenticated" | "unauthenticated";
  user: { first_name?: string | null; givenName?: string | null } | null;
  socialPlatforms?: string[];
}

const SIGNED_OUT: SessionSummary = { authenticationState: "unauthenticated", user: null };

async function fetchSession(): Promise<SessionSummary> {
  try {
    const response = await fetch("/api/session", { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return SIGNED_OUT;
    return (await response.json()) as SessionSummary;
  } catch {
    return SIGNED_OUT;
  }
}

/** The session as a page view needs it: asked only when the signed-in hint says there may be one. */
const currentSession = (): Promise<SessionSummary> => (mayBeSignedIn(document.cookie) ? fetchSession() : Promise.resolve(SIGNED_OUT));

/** How the modal opens: for a flow that resumes after sign-in, or on the put-off name step. */
interface ModalStart {
  resumesFlow: boolean;
  askName: SignInType | null;
}

const firstName = (session: SessionSummary | null) => session?.user?.first_name ?? session?.user?.givenName ?? "";

const BUTTON = "inline-flex h-9 max-w-full items-center rounded-full border border-current px-4 text-sm font-semibold whitespace-nowrap";

/**
 * The header's account area: asks `/api/session` (when the signed-in hint is there) and fills reserved space (fixed
 * height, minimum width), so the shared, cached page never flashes a signed-out state or shifts. The modal and its
 * store load on the first click.
 */
export function AccountButton({ texts, brand }: { texts: AccountTexts; brand: string }) {
  const [session, setSession] = useState<SessionSummary | null>(null);
  const [Modal, setModal] = useState<ComponentType<AccountModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<{ key: number } & ModalStart>({ key: 0, resumesFlow: false, askName: null });
  const latestSession = useRef<SessionSummary | null>(null);
  /** How the reader signed in when the name step was put off (lib/auth/screens nameStepPutOff). */
  const nameDeferred = useRef<SignInType | null>(null);

  const apply = useCallback((next: SessionSummary) => {
    latestSession.current = next;
    setSession(next);
    announceSession(next.authenticationState);
  }, []);
  const refresh = useCallback(() => void currentSession().then(apply), [apply]);
  useEffect(refresh, [refresh]);

  // The modal holds the page's dialog turn from the click (lib/dialogs): no pop-up slips in while its code loads.
  // Opened for sign-in, the session is asked while its code loads: the social platforms it offers, and a session
  // whose signed-in hint was lost, which needs no modal (lib/auth/signed-in-hint).
  const openModal = useCallback(
    (how: ModalStart = { resumesFlow: false, askName: null }) => {
      requestDialogTurn("signIn");
      const known = latestSession.current;
      const asked = known?.authenticationState === "authenticated" ? null : fetchSession();
      void Promise.all([import("./AccountModal.island"), asked]).then(([module, found]) => {
        if (found) apply(found);
        if (found?.authenticationState === "authenticated") {
          releaseDialogTurn("signIn");
          announceSignedIn();
          return;
        }
        setModal(() => module.AccountModal);
        setStart((previous) => ({ key: previous.key + 1, ...how }));
        setOpen(true);
      });
    },
    [apply],
  );
  const closeModal = useCallback(() => {
    setOpen(false);
    releaseDialogTurn("signIn");
  }, []);
  const deferName = useCallback((signInType: SignInType) => {
    nameDeferred.current = signInType;
  }, []);

  // Other features (the paywall's checkout, a signed-out save) ask for sign-in, and close the modal when their
  // pending action resumes; the paywall asks for a put-off name when its checkout ends: lib/auth/modal-events.
  useEffect(() => {
    const offOpen = onSignInRequest((request) => openModal({ resumesFlow: request.resumesFlow === true, askName: null }));
    const offClose = onModalEvent(CLOSE_SIGN_IN_EVENT, closeModal);
    const offAsk = onModalEvent(ASK_NAME_EVENT, () => {
      const deferred = nameDeferred.current;
      const session = latestSession.current;
      const nameMissing = session?.authenticationState === "authenticated" && !firstName(session);
      if (!deferred && !nameMissing) return;
      nameDeferred.current = null;
      openModal({ resumesFlow: false, askName: deferred ?? "login" });
    });
    return () => {
      offOpen();
      offClose();
      offAsk();
    };
  }, [openModal, closeModal]);

  let content;
  if (session === null) {
    // Unknown yet: hold the space with the widest likely label, invisibly.
    content = (
      <span className={`${BUTTON} invisible`} aria-hidden="true">
        {texts.signIn}
      </span>
    );
  } else if (session.authenticationState === "authenticated" && session.user) {
    const name = firstName(session);
    content = (
      <a href="/account" className={`${BUTTON} no-underline`}>
        <span className="truncate">{name ? fill(texts.accountLink, { name }) : texts.accountLinkNoName}</span>
      </a>
    );
  } else {
    content = (
      <button type="button" className={BUTTON} onClick={() => openModal()} aria-haspopup="dialog">
        {texts.signIn}
      </button>
    );
  }

  return (
    <div className="flex h-9 w-36 shrink-0 justify-end" data-account-area>
      {content}
      {Modal && open && (
        <Modal
          key={start.key}
          texts={texts}
          brand={brand}
          socialPlatforms={session?.socialPlatforms ?? []}
          onClose={closeModal}
          onSessionChange={refresh}
          resumesFlow={start.resumesFlow}
          askName={start.askName}
          onNameDeferred={deferName}
        />
      )}
    </div>
  );
}

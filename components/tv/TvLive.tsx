"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useStore } from "zustand";
import { QueryProvider } from "@/components/shell/QueryProvider.island";
import { releaseDialogTurn, requestDialogTurn } from "@/lib/dialogs/store";
import { TEMP_PASS_CHECK_INTERVAL_MS, TEMP_PASS_PROVIDER_ID, TV_PROVIDER_STORAGE_KEY } from "@/lib/tv/constants";
import { canPlay } from "@/lib/tv/provider-state";
import { providerFrameUrl, searchProviders, type ProviderChoice } from "@/lib/tv/providers";
import { SIGNED_OUT_STATUS, type TvStatus } from "@/lib/tv/status";
import { createTvStore } from "@/lib/tv/store";
import { formatCountdown, isTempPassCheckFresh, tempPassStatus } from "@/lib/tv/temp-pass";
import { formatScheduleTime } from "@/lib/tv/time";
import type { TvErrorCode } from "@/lib/tv/constants";
import { fill, type TvTexts } from "./tv-texts";

export interface TvLiveProps {
  vertical: string;
  language: "en" | "es";
  brand: string;
  showTitle: string | null;
  texts: TvTexts;
}

/** The last temp pass check, kept across reloads; trusted for the check TTL (lib/tv/temp-pass). */
const TEMP_PASS_STORAGE_KEY = "newsroom.tvTempPass";

interface StoredTempPass {
  vertical: string;
  startedAt: string;
  expiresAt: string;
  resetsAt: string;
  checkedAt: number;
}

function readStoredTempPass(vertical: string, now: number): StoredTempPass | null {
  try {
    const stored = JSON.parse(localStorage.getItem(TEMP_PASS_STORAGE_KEY) ?? "null") as StoredTempPass | null;
    return stored && stored.vertical === vertical && isTempPassCheckFresh(stored.checkedAt, now) ? stored : null;
  } catch {
    return null;
  }
}

/** Mirrors the reader's status into storage: the temp pass check, and the provider id the ad-slot manager reads. */
function remember(vertical: string, status: TvStatus): void {
  try {
    if (status.tempPass) localStorage.setItem(TEMP_PASS_STORAGE_KEY, JSON.stringify({ vertical, ...status.tempPass, checkedAt: Date.now() }));
    else localStorage.removeItem(TEMP_PASS_STORAGE_KEY);
    const providerId = status.provider && status.provider.id !== TEMP_PASS_PROVIDER_ID ? status.provider.id : null;
    if (providerId) localStorage.setItem(TV_PROVIDER_STORAGE_KEY, providerId);
    else localStorage.removeItem(TV_PROVIDER_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode): the server's answer still counts.
  }
}

async function fetchJson<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { cache: "no-store", ...init, headers: { accept: "application/json", ...init?.headers } });
  const body = (await response.json().catch(() => null)) as T;
  if (response.status >= 500 || (response.status >= 400 && response.status !== 403)) {
    throw new Error(`${response.statusText} (${response.status}) @ ${url}`);
  }
  return { status: response.status, body };
}

function Live({ vertical, language, brand, showTitle, texts }: TvLiveProps) {
  const [store] = useState(() => createTvStore());
  const state = useStore(store);
  const { dispatch } = state;
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const [stored] = useState(() => readStoredTempPass(vertical, Date.now()));
  const [tempPassError, setTempPassError] = useState(false);
  const [frameProvider, setFrameProvider] = useState<ProviderChoice | null>(null);
  const statusKey = ["tv", vertical, "status"];

  const status = useQuery({
    queryKey: statusKey,
    queryFn: async () => {
      const { body } = await fetchJson<TvStatus>(`/api/tv/status?vertical=${vertical}`);
      remember(vertical, body);
      const provider = body.provider;
      dispatch({ type: "SET_AUTHENTICATED", authenticated: provider !== null, providerId: provider?.id ?? null });
      dispatch({ type: "SET_AUTHORIZATION", token: body.authorization?.token ?? null, error: body.errorCode });
      dispatch({ type: "SET_ERROR", error: body.errorCode });
      return body;
    },
    retry: 1,
    refetchOnWindowFocus: true,
    // While a temp pass runs it is re-checked every check interval.
    refetchInterval: (query) => (query.state.data?.provider?.id === TEMP_PASS_PROVIDER_ID ? TEMP_PASS_CHECK_INTERVAL_MS : false),
  });

  const data = status.data;
  const passStartedAt = data?.tempPass?.startedAt ?? (data ? null : stored?.startedAt) ?? null;
  const pass = tempPassStatus(passStartedAt ? Date.parse(passStartedAt) : null, now);
  const passRunning = pass.kind === "active";

  // The countdown ticks every second while a pass runs; at its end the status is asked again (the stream stops).
  useEffect(() => {
    if (!passRunning) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [passRunning]);
  const ended = passStartedAt !== null && pass.kind !== "active" && state.tempPassActive;
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: statusKey });
    // statusKey is rebuilt each render from `vertical`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, queryClient, vertical]);

  const setStatus = (next: TvStatus) => {
    remember(vertical, next);
    queryClient.setQueryData(statusKey, next);
    dispatch({ type: "SET_AUTHENTICATED", authenticated: next.provider !== null, providerId: next.provider?.id ?? null });
    dispatch({ type: "SET_AUTHORIZATION", token: next.authorization?.token ?? null, error: next.errorCode });
    dispatch({ type: "SET_ERROR", error: next.errorCode });
  };

  const signOut = useMutation({
    mutationFn: () => fetchJson<TvStatus>("/api/tv/signout", { method: "POST" }),
    onSuccess: () => {
      dispatch({ type: "SIGNED_OUT" });
      setStatus(SIGNED_OUT_STATUS);
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });

  // The provider frame ended on the callback page with a code: exchange it here (same origin, so the cookies stick).
  const login = useMutation({
    mutationFn: (code: string) =>
      fetchJson<{ providerId: string }>("/api/tv/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statusKey }),
    onError: () => dispatch({ type: "SET_ERROR", error: "Z130" }),
  });

  const startPass = useMutation({
    mutationFn: () => fetchJson<TvStatus | { error: string }>(`/api/tv/temp-pass?vertical=${vertical}`, { method: "POST" }),
    onMutate: () => setTempPassError(false),
    onSuccess: ({ status: code, body }) => {
      setNow(Date.now());
      if (code === 200 && "provider" in body) setStatus(body);
      else void queryClient.invalidateQueries({ queryKey: statusKey });
    },
    onError: () => setTempPassError(true),
  });

  const signedInProvider = data?.provider && data.provider.id !== TEMP_PASS_PROVIDER_ID ? data.provider : null;
  const streamUrl = canPlay(state) && data?.authorization ? data.authorization.streamUrl : null;
  const error: TvErrorCode | null = state.error;

  return (
    <div>
      <div className="relative aspect-video w-full overflow-hidden bg-black text-white">
        {streamUrl ? (
          <video
            key={streamUrl}
            src={streamUrl}
            className="h-full w-full"
            aria-label={fill(texts.streamLabel, { brand })}
            title={showTitle ?? undefined}
            autoPlay
            muted
            loop
            playsInline
            controls
          >
            {texts.streamUnsupported}
          </video>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center">
            {(status.isPending && !stored) || login.isPending ? (
              <p role="status">{texts.checking}</p>
            ) : error ? (
              <p role="alert" className="max-w-md font-semibold">
                {texts[error === "Z100" ? "z100" : "z130"]}
              </p>
            ) : status.isError ? (
              <p role="alert" className="max-w-md font-semibold">
                {texts.z130}
              </p>
            ) : (
              <>
                <p className="max-w-md font-semibold">{texts.signInPrompt}</p>
                {!signedInProvider && (
                  <button
                    type="button"
                    className="rounded bg-white px-4 py-2 font-bold text-black hover:bg-neutral-200"
                    onClick={() => dispatch({ type: "TOGGLE_PROVIDER_SELECT", visible: true })}
                  >
                    {texts.signIn}
                  </button>
                )}
              </>
            )}
          </div>
        )}
        {streamUrl && (
          <p className="pointer-events-none absolute left-3 top-3 flex items-center gap-1.5 rounded bg-red-700 px-2 py-0.5 text-sm font-bold uppercase">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />
            {texts.live}
          </p>
        )}
      </div>

      <div className="flex min-h-28 flex-wrap items-center gap-x-4 gap-y-2 py-3 sm:min-h-16">
        {signedInProvider ? (
          <>
            <p>{fill(texts.signedInWith, { provider: signedInProvider.displayName })}</p>
            <button
              type="button"
              className="rounded border border-neutral-400 px-3 py-1.5 font-semibold hover:bg-neutral-100"
              aria-label={fill(texts.signOutOf, { provider: signedInProvider.displayName })}
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {texts.signOut}
            </button>
          </>
        ) : pass.kind === "active" ? (
          <p role="timer" aria-live="off" className="font-semibold">
            {fill(texts.tempPassLeft, { time: formatCountdown(pass.remainingMs) })}
          </p>
        ) : pass.kind === "used" ? (
          <>
            <p role="status">{fill(texts.tempPassEnded, { time: formatScheduleTime(pass.resetsAt, language) })}</p>
            <button
              type="button"
              className="rounded border border-neutral-400 px-3 py-1.5 font-semibold hover:bg-neutral-100"
              onClick={() => dispatch({ type: "TOGGLE_PROVIDER_SELECT", visible: true })}
            >
              {texts.signIn}
            </button>
          </>
        ) : (
          data && (
            <>
              <p>{texts.tempPassOffer}</p>
              <button
                type="button"
                className="rounded border border-neutral-400 px-3 py-1.5 font-semibold hover:bg-neutral-100"
                disabled={startPass.isPending}
                onClick={() => startPass.mutate()}
              >
                {texts.startTempPass}
              </button>
              {tempPassError && <p role="alert">{texts.tempPassFailed}</p>}
            </>
          )
        )}
      </div>

      {state.providerSelectVisible && (
        <ProviderPanel
          vertical={vertical}
          texts={texts}
          onClose={() => dispatch({ type: "TOGGLE_PROVIDER_SELECT", visible: false })}
          onSelect={(provider) => {
            setFrameProvider(provider);
            dispatch({ type: "SELECT_PROVIDER", providerId: provider.id });
          }}
        />
      )}
      {state.providerFrameVisible && frameProvider && (
        <ProviderFrame
          provider={frameProvider}
          language={language}
          loading={state.loadingProvider === frameProvider.id}
          texts={texts}
          onLoaded={() => dispatch({ type: "PROVIDER_LOADED", providerId: frameProvider.id })}
          onBack={() => {
            dispatch({ type: "TOGGLE_PROVIDER_FRAME", visible: false });
            dispatch({ type: "TOGGLE_PROVIDER_SELECT", visible: true });
          }}
          onClose={() => dispatch({ type: "TOGGLE_PROVIDER_FRAME", visible: false })}
          onCode={(code) => {
            dispatch({ type: "TOGGLE_PROVIDER_FRAME", visible: false });
            login.mutate(code);
          }}
        />
      )}
    </div>
  );
}

/** A modal dialog (native <dialog>: focus stays inside, Escape closes it); it holds the page's dialog turn (lib/dialogs). */
function Dialog({ label, onClose, children, dialogRef }: { label: string; onClose: () => void; children: React.ReactNode; dialogRef?: RefObject<HTMLDialogElement | null> }) {
  const own = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? own;
  useEffect(() => {
    const dialog = ref.current;
    requestDialogTurn("tvProvider");
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      releaseDialogTurn("tvProvider");
    };
  }, [ref]);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90dvh] w-[min(100vw-1rem,560px)] overflow-hidden rounded-lg p-0 text-neutral-900 backdrop:bg-black/60"
    >
      {children}
    </dialog>
  );
}

interface ProviderLists {
  featured: ProviderChoice[];
  options: ProviderChoice[];
}

function ProviderPanel({ vertical, texts, onClose, onSelect }: { vertical: string; texts: TvTexts; onClose: () => void; onSelect: (provider: ProviderChoice) => void }) {
  const [query, setQuery] = useState("");
  const providers = useQuery({
    queryKey: ["tv", vertical, "providers"],
    queryFn: async () => (await fetchJson<ProviderLists>(`/api/tv/providers?vertical=${vertical}`)).body,
    staleTime: 5 * 60_000,
  });
  const matches = providers.data ? searchProviders(providers.data.options, query) : [];
  return (
    <Dialog label={texts.chooseProvider} onClose={onClose}>
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
          <h2 className="text-lg font-bold">{texts.chooseProvider}</h2>
          <button type="button" className="rounded px-2 py-1 font-semibold hover:bg-neutral-100" onClick={onClose}>
            {texts.close}
          </button>
        </div>
        <div className="overflow-y-auto px-4 py-3">
          {providers.isPending ? (
            <p role="status">{texts.providersLoading}</p>
          ) : providers.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2">
              <p>{texts.providersUnavailable}</p>
              <button type="button" className="rounded border border-neutral-400 px-3 py-1.5 font-semibold" onClick={() => void providers.refetch()}>
                {texts.retry}
              </button>
            </div>
          ) : (
            <>
              <h3 className="mb-2 font-bold">{texts.featuredProviders}</h3>
              <ul aria-label={texts.featuredProviders} className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {providers.data.featured.map((provider) => (
                  <li key={provider.id}>
                    <button
                      type="button"
                      className="flex h-14 w-full items-center justify-center rounded border border-neutral-300 bg-white p-1 hover:border-neutral-900"
                      onClick={() => onSelect(provider)}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- a provider's SVG logo from its own host, not optimisable */}
                      <img src={provider.logoColor} alt={provider.displayName} width={200} height={60} className="max-h-full w-auto" />
                    </button>
                  </li>
                ))}
              </ul>
              <h3 className="mb-2 font-bold">{texts.allProviders}</h3>
              <label className="block">
                <span className="sr-only">{texts.searchProviders}</span>
                <input
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder={texts.searchProviders}
                  className="mb-2 w-full rounded border border-neutral-500 px-3 py-2"
                />
              </label>
              {matches.length === 0 ? (
                <p role="status">{fill(texts.noProviderMatch, { query })}</p>
              ) : (
                <ul aria-label={texts.allProviders} className="flex flex-col">
                  {matches.map((provider) => (
                    <li key={provider.id}>
                      <button type="button" className="w-full rounded px-2 py-2 text-left hover:bg-neutral-100" onClick={() => onSelect(provider)}>
                        {provider.displayName}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}

const CALLBACK_PATH = "/api/tv/callback";

function ProviderFrame({
  provider,
  language,
  loading,
  texts,
  onLoaded,
  onBack,
  onClose,
  onCode,
}: {
  provider: ProviderChoice;
  language: "en" | "es";
  loading: boolean;
  texts: TvTexts;
  onLoaded: () => void;
  onBack: () => void;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [src] = useState(() => providerFrameUrl(provider.loginUrl, window.location.origin, language));
  const title = fill(texts.providerLogin, { provider: provider.displayName });
  return (
    <Dialog label={title} onClose={onClose}>
      <div className="flex items-center justify-between gap-2 border-b border-neutral-200 px-4 py-3">
        <button type="button" className="rounded px-2 py-1 font-semibold hover:bg-neutral-100" onClick={onBack}>
          {texts.back}
        </button>
        <button type="button" className="rounded px-2 py-1 font-semibold hover:bg-neutral-100" onClick={onClose}>
          {texts.close}
        </button>
      </div>
      {loading && (
        <p role="status" className="px-4 py-2">
          {fill(texts.providerLoading, { provider: provider.displayName })}
        </p>
      )}
      <iframe
        ref={frame}
        src={src}
        title={title}
        className="h-[520px] max-h-[75dvh] w-full border-0"
        onLoad={() => {
          // The provider's page is another origin (reading its location throws); the callback page is ours.
          let code: string | null = null;
          try {
            const location = frame.current?.contentWindow?.location;
            if (location?.pathname === CALLBACK_PATH) code = new URLSearchParams(location.search).get("code") ?? "";
          } catch {
            code = null;
          }
          if (code !== null) onCode(code);
          else if (loading) onLoaded();
        }}
      />
    </Dialog>
  );
}

/** The live TV island: provider selection and login, authorization, temp pass and the player. */
export function TvLive(props: TvLiveProps) {
  return (
    <QueryProvider>
      <Live {...props} />
    </QueryProvider>
  );
}

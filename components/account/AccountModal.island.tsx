"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useStore } from "zustand";
import { backScreen, nameStepPutOff, type Screen } from "@/lib/auth/screens";
import type { SignInType } from "@/lib/auth/auth-state";
import { createAuthStore, type AuthStore } from "@/lib/auth/store";
import { validateEmail, validateFirstName, validateOneTimeCode, validatePassword, type FieldError } from "@/lib/auth/validation";
import { announceSignedIn } from "@/lib/auth/modal-events";
import type { AccountTexts } from "./account-texts";
import { fill } from "./fill";

export interface AccountModalProps {
  texts: AccountTexts;
  brand: string;
  /** Social platforms the site offers (the embedded upstream's test identity provider: "testid"). */
  socialPlatforms: string[];
  onClose(): void;
  onSessionChange(): void;
  /** The feature that asked for sign-in resumes its own flow and closes the modal: the name step waits for it. */
  resumesFlow?: boolean;
  /** Open on the name step for a signed-in reader (put off earlier), with how they came in. */
  askName?: SignInType | null;
  /** The name step was put off. */
  onNameDeferred?(signInType: SignInType): void;
}

type FieldErrors = Partial<Record<string, FieldError>>;

const INPUT = "mt-1 block w-full rounded border border-neutral-400 px-3 py-2 text-base text-neutral-900 aria-[invalid=true]:border-red-700";
const PRIMARY = "mt-4 w-full rounded-full bg-neutral-900 px-4 py-2.5 font-semibold text-white disabled:opacity-60";
const LINK = "mt-3 block text-left text-sm font-semibold text-neutral-800 underline";
const FORM_ERROR_ID = "account-form-error";

function Field({
  name,
  label,
  type = "text",
  autoComplete,
  error,
  hint,
  formError,
  defaultValue,
  inputMode,
  placeholder,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  hint?: string;
  formError: boolean;
  defaultValue?: string;
  inputMode?: "numeric" | "email" | "text";
  placeholder?: string;
}) {
  const id = `account-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, formError ? FORM_ERROR_ID : null].filter(Boolean).join(" ");
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={INPUT}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** One screen's form: checks fields on submit, moves focus to the first invalid one, else runs `onValid`. */
function ScreenForm({
  checks,
  onValid,
  children,
}: {
  checks: Record<string, (value: string) => FieldError | null>;
  onValid(values: Record<string, string>): void;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
    const found: FieldErrors = {};
    for (const [name, check] of Object.entries(checks)) {
      const error = check(values[name] ?? "");
      if (error) found[name] = error;
    }
    setErrors(found);
    const first = Object.keys(checks).find((name) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onValid(values);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      {children(errors)}
    </form>
  );
}

function Screens({ store, texts, socialPlatforms, onDone }: { store: AuthStore; texts: AccountTexts; socialPlatforms: string[]; onDone(): void }) {
  const { screen, email, loading, error, user, social } = store;
  const fe = (errors: FieldErrors, name: string) => (errors[name] ? texts.fieldErrors[errors[name] as FieldError] : undefined);
  const formError = Boolean(error);
  const name = user?.first_name ?? "";

  switch (screen as Screen) {
    case "start":
      return (
        <ScreenForm checks={{ email: validateEmail }} onValid={(values) => void store.submitEmail(values.email ?? "")}>
          {(errors) => (
            <>
              <p className="text-neutral-800">{texts.intro}</p>
              <Field
                name="email"
                label={texts.emailLabel}
                type="email"
                autoComplete="email"
                placeholder={texts.emailPlaceholder}
                defaultValue={email}
                error={fe(errors, "email")}
                formError={formError}
              />
              <button type="submit" className={PRIMARY} disabled={loading}>
                {texts.continue}
              </button>
              {socialPlatforms.includes("testid") && (
                <button
                  type="button"
                  className="mt-3 w-full rounded-full border border-neutral-900 px-4 py-2.5 font-semibold text-neutral-900"
                  disabled={loading}
                  onClick={(event) => {
                    const input = event.currentTarget.form?.elements.namedItem("email") as HTMLInputElement | null;
                    const value = input?.value.trim() ?? "";
                    if (validateEmail(value)) {
                      input?.form?.requestSubmit();
                      return;
                    }
                    void fetch("/api/account/social/test-idp", {
                      method: "POST",
                      headers: { "content-type": "application/json" },
                      body: JSON.stringify({ email: value }),
                    })
                      .then((response) => (response.ok ? (response.json() as Promise<{ id_token: string }>) : Promise.reject(new Error("idp"))))
                      .then(
                        ({ id_token }) => store.socialSignIn(id_token, "testid"),
                        () => store.dispatch({ type: "SET_ERROR", error: texts.errors.login }),
                      );
                  }}
                >
                  {texts.socialButton}
                </button>
              )}
            </>
          )}
        </ScreenForm>
      );
    case "loginPassword":
      return (
        <ScreenForm checks={{ password: (value) => (value ? null : "passwordRequired") }} onValid={(values) => void store.signIn(values.password ?? "")}>
          {(errors) => (
            <>
              <p className="text-neutral-800">{email}</p>
              <Field name="password" label={texts.passwordLabel} type="password" autoComplete="current-password" error={fe(errors, "password")} formError={formError} />
              <button type="submit" className={PRIMARY} disabled={loading}>
                {texts.signInButton}
              </button>
              <button type="button" className={LINK} disabled={loading} onClick={() => void store.requestCode("loginWithOneTimeCode")}>
                {texts.useCodeInstead}
              </button>
            </>
          )}
        </ScreenForm>
      );
    case "createAccount":
      return (
        <ScreenForm checks={{ password: validatePassword }} onValid={(values) => void store.register({ password: values.password ?? "" })}>
          {(errors) => (
            <>
              <p className="text-neutral-800">{email}</p>
              <Field
                name="password"
                label={texts.passwordLabel}
                type="password"
                autoComplete="new-password"
                hint={texts.passwordHint}
                error={fe(errors, "password")}
                formError={formError}
              />
              <button type="submit" className={PRIMARY} disabled={loading}>
                {texts.createAccountButton}
              </button>
            </>
          )}
        </ScreenForm>
      );
    case "verifyOneTimeCode":
    case "loginWithOneTimeCode":
      return (
        <ScreenForm checks={{ code: validateOneTimeCode }} onValid={(values) => void store.verifyCode(values.code ?? "")}>
          {(errors) => (
            <>
              <p className="text-neutral-800">{fill(texts.codeSent, { email })}</p>
              <Field name="code" label={texts.codeLabel} autoComplete="one-time-code" inputMode="numeric" error={fe(errors, "code")} formError={formError} />
              <button type="submit" className={PRIMARY} disabled={loading}>
                {texts.verifyButton}
              </button>
              <button type="button" className={LINK} disabled={loading} onClick={() => void store.requestCode()}>
                {texts.sendCodeAgain}
              </button>
            </>
          )}
        </ScreenForm>
      );
    case "userName":
      return (
        <ScreenForm
          checks={{ first_name: validateFirstName }}
          onValid={(values) => void store.updateProfile({ first_name: values.first_name?.trim(), last_name: values.last_name?.trim() || undefined })}
        >
          {(errors) => (
            <>
              <Field name="first_name" label={texts.firstNameLabel} autoComplete="given-name" error={fe(errors, "first_name")} formError={formError} />
              <Field name="last_name" label={texts.lastNameLabel} autoComplete="family-name" formError={false} />
              <button type="submit" className={PRIMARY} disabled={loading}>
                {texts.saveButton}
              </button>
            </>
          )}
        </ScreenForm>
      );
    case "socialRegistration":
      return (
        <ScreenForm checks={{}} onValid={(values) => void store.socialRegister(values.first_name ?? "")}>
          {(errors) => (
            <>
              <p className="text-neutral-800">{texts.socialRegistrationIntro}</p>
              <Field
                name="first_name"
                label={texts.firstNameLabel}
                autoComplete="given-name"
                defaultValue={social?.firstName ?? ""}
                error={fe(errors, "first_name")}
                formError={formError}
              />
              <button type="submit" className={PRIMARY} disabled={loading}>
                {texts.createAccountButton}
              </button>
            </>
          )}
        </ScreenForm>
      );
    case "registrationSuccess":
    case "loginSuccess":
    case "nbcuProfile":
      return (
        <div>
          <p className="text-neutral-800">{fill(screen === "registrationSuccess" ? texts.registrationSuccessText : texts.loginSuccessText, { name })}</p>
          <a href="/account" className="mt-3 block font-semibold text-neutral-900 underline">
            {texts.manageAccount}
          </a>
          <button type="button" className={PRIMARY} onClick={onDone} autoFocus>
            {texts.done}
          </button>
        </div>
      );
  }
}

/** The account modal: a native modal dialog (focus stays inside, Escape closes) over the spec's screens. */
export function AccountModal({ texts, brand, socialPlatforms, onClose, onSessionChange, resumesFlow = false, askName = null, onNameDeferred }: AccountModalProps) {
  const [store] = useState(() =>
    createAuthStore({
      brand,
      texts: texts.errors,
      initial: askName
        ? { showAuthenticationModal: true, authenticationState: "authenticated", loading: false, screen: "userName", signInType: askName, showGate: true }
        : { showAuthenticationModal: true, authenticationState: "unauthenticated", loading: false },
      onSessionChange,
    }),
  );
  const state = useStore(store);
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Each new screen starts at its first field (or its heading).
  useEffect(() => {
    const first = body.current?.querySelector<HTMLElement>("input, [autofocus]") ?? body.current?.querySelector<HTMLElement>("h2");
    first?.focus();
  }, [state.screen]);

  // A server error moves focus to the field it concerns, or to the message.
  useEffect(() => {
    if (!state.error) return;
    const field = body.current?.querySelector<HTMLElement>("input");
    (field ?? document.getElementById(FORM_ERROR_ID))?.focus();
  }, [state.error]);

  // Authenticated with no step left (the auth gate is hidden), or only the name step that a resuming flow puts off:
  // features resume their pending action (modal-events).
  const namePutOff = nameStepPutOff(state.authenticationState, state.screen, resumesFlow);
  const signedInNoStepLeft = state.authenticationState === "authenticated" && (!state.showGate || namePutOff);
  const { signInType } = state;
  useEffect(() => {
    if (namePutOff) onNameDeferred?.(signInType);
  }, [namePutOff, signInType, onNameDeferred]);
  useEffect(() => {
    if (signedInNoStepLeft) announceSignedIn();
  }, [signedInNoStepLeft]);

  const back = backScreen(state.screen);
  const close = () => {
    store.getState().dispatch({ type: "SHOW_MODAL", show: false });
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="account-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-black/60"
    >
      <div ref={body} className="p-6">
        <div className="flex items-center justify-between gap-4">
          {back ? (
            <button type="button" className="text-sm font-semibold underline" onClick={() => state.dispatch({ type: "BACK" })}>
              {texts.back}
            </button>
          ) : (
            <span />
          )}
          <button type="button" onClick={close} className="rounded px-2 text-2xl leading-none" aria-label={texts.close}>
            ×
          </button>
        </div>
        <h2 id="account-dialog-title" tabIndex={-1} className="mt-2 text-2xl font-bold outline-none">
          {texts.titles[namePutOff ? "loginSuccess" : state.screen]}
        </h2>
        {state.error && (
          <p id={FORM_ERROR_ID} role="alert" tabIndex={-1} className="mt-3 rounded border border-red-700 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {state.error}
          </p>
        )}
        <p className="sr-only" aria-live="polite">
          {state.loading ? texts.loading : ""}
        </p>
        <div key={state.screen}>
          {namePutOff ? (
            // Signed in: the feature's flow takes over in a moment (and asks for the name when it ends).
            <p className="mt-3 text-neutral-800">{texts.loading}</p>
          ) : (
            <Screens store={state} texts={texts} socialPlatforms={socialPlatforms} onDone={close} />
          )}
        </div>
      </div>
    </dialog>
  );
}

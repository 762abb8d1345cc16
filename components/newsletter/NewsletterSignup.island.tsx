"use client";

import { useId, useState, type FormEvent } from "react";

/** The form's texts in the brand's language and wording (placeholder per brand), from the server. */
export interface NewsletterSignupTexts {
  emailLabel: string;
  placeholder: string;
  submit: string;
  submitting: string;
  success: string;
  invalidEmail: string;
  failed: string;
}

export interface NewsletterSignupProps {
  newsletterKey: string;
  signupSource: string;
  buttonType: "hoverAnimation" | "tilt";
  texts: NewsletterSignupTexts;
}

type SignupError = "invalidEmail" | "failed";
type SignupStatus = "idle" | "pending" | "success" | SignupError;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-up form: posts without JavaScript too (to /api/newsletter), and answers in place with it. The mutation
 * (./signup-mutation, TanStack Query) is loaded on the first submit, not with the page: most readers never send the
 * form, and every page that shows one paid for TanStack Query's start-up (issue 24).
 */
export function NewsletterSignup({ newsletterKey, signupSource, buttonType, texts }: NewsletterSignupProps) {
  const id = useId();
  const [status, setStatus] = useState<SignupStatus>("idle");
  const error = status === "invalidEmail" || status === "failed" ? status : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!EMAIL.test(email)) return setStatus("invalidEmail");
    setStatus("pending");
    try {
      const { signup } = await import("./signup-mutation");
      await signup({ email, key: newsletterKey, signupSource });
      setStatus("success");
    } catch (failure) {
      setStatus(failure instanceof Error && failure.message === "invalidEmail" ? "invalidEmail" : "failed");
    }
  }

  if (status === "success") {
    return (
      <p role="status" className="font-semibold text-green-800">
        {texts.success}
      </p>
    );
  }
  const button = buttonType === "tilt" ? "hover:-rotate-2" : "hover:-translate-y-0.5";
  return (
    <form action="/api/newsletter" method="post" onSubmit={submit} noValidate className="flex flex-col gap-2">
      <input type="hidden" name="key" value={newsletterKey} />
      <input type="hidden" name="signupSource" value={signupSource} />
      <label htmlFor={`${id}-email`} className="text-sm font-semibold">
        {texts.emailLabel}
      </label>
      <div className="flex flex-col gap-2 m:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={texts.placeholder}
          aria-invalid={error === "invalidEmail"}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded border border-neutral-400 px-3 py-2 text-base"
        />
        <button
          type="submit"
          disabled={status === "pending"}
          className={`rounded bg-neutral-900 px-5 py-2 font-bold text-white transition-transform ${button} disabled:opacity-60`}
        >
          {status === "pending" ? texts.submitting : texts.submit}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-red-700">
        {error ? texts[error] : ""}
      </p>
    </form>
  );
}

"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { QueryProvider } from "@/components/shell/QueryProvider.island";

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function postSignup(body: { email: string; key: string; signupSource: string }): Promise<void> {
  const response = await fetch("/api/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { error?: string } | null;
  throw new Error(answer?.error === "invalidEmail" ? "invalidEmail" : "failed");
}

/** The sign-up form: posts without JavaScript too (to /api/newsletter), and answers in place with it. */
function NewsletterForm({ newsletterKey, signupSource, buttonType, texts }: NewsletterSignupProps) {
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const signup = useMutation({ mutationFn: postSignup });
  const error: SignupError | null = invalid ? "invalidEmail" : signup.isError ? (signup.error.message === "invalidEmail" ? "invalidEmail" : "failed") : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setInvalid(!EMAIL.test(email));
    if (EMAIL.test(email)) signup.mutate({ email, key: newsletterKey, signupSource });
  }

  if (signup.isSuccess) {
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
          disabled={signup.isPending}
          className={`rounded bg-neutral-900 px-5 py-2 font-bold text-white transition-transform ${button} disabled:opacity-60`}
        >
          {signup.isPending ? texts.submitting : texts.submit}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-red-700">
        {error ? texts[error] : ""}
      </p>
    </form>
  );
}

export function NewsletterSignup(props: NewsletterSignupProps) {
  return (
    <QueryProvider>
      <NewsletterForm {...props} />
    </QueryProvider>
  );
}

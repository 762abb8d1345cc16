import { MutationObserver, QueryClient } from "@tanstack/react-query";

/** What the sign-up posts to /api/newsletter. */
export interface SignupRequest {
  email: string;
  key: string;
  signupSource: string;
}

async function postSignup(body: SignupRequest): Promise<void> {
  const response = await fetch("/api/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { error?: string } | null;
  throw new Error(answer?.error === "invalidEmail" ? "invalidEmail" : "failed");
}

const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });

/**
 * The sign-up as a TanStack Query mutation, in a module of its own that the form imports on its first submit
 * (NewsletterSignup.island): rejects with "invalidEmail" or "failed".
 */
export function signup(request: SignupRequest): Promise<void> {
  return new MutationObserver(client, { mutationFn: postSignup }).mutate(request);
}

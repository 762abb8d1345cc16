/**
 * The identity service's account calls (spec 2 §7): one helper, default method POST, paths prefixed `/auth`,
 * body omitted for GET. Answers are the `{success, data}` / `{success: false, error: {user_message}}` envelope;
 * a transport failure or an off-contract answer becomes `success: false` without a user message, so callers
 * show the spec's fallback text (spec 2 §8).
 */
import { z } from "zod";
import {
  identityAnswerSchema,
  okDataSchema,
  profileSearchDataSchema,
  registeredDataSchema,
  signedInDataSchema,
  socialSignInDataSchema,
  subscriptionsDataSchema,
  tokenDataSchema,
  identityUserSchema,
} from "./schemas/auth";
import { apiBaseUrl } from "./config";
import { REQUEST_TIMEOUT_MS } from "./request";

export type IdentityResult<T> = { success: true; data: T } | { success: false; status: number; userMessage: string | null };

/** Scope of a token refresh (spec 2 §9). */
export const TOKEN_SCOPE = "users:read_write";
/** The client token the one-time-code request is authorised with (spec 2 §6); IDENTITY_CLIENT_TOKEN. */
export const DEFAULT_IDENTITY_CLIENT_TOKEN = "newsroom-embedded-client";

interface CallOptions<T> {
  schema: z.ZodType<T>;
  method?: "GET" | "POST" | "PATCH";
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export async function identityCall<T>(path: string, { schema, method = "POST", body, headers = {} }: CallOptions<T>): Promise<IdentityResult<T>> {
  const url = `${apiBaseUrl("identity")}/auth/${path.replace(/^\/+/, "")}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: "application/json", ...(method === "GET" ? {} : { "content-type": "application/json" }), ...headers },
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
      cache: "no-store",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`identity call failed: ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return { success: false, status: 502, userMessage: null };
  }
  const json = await response.json().catch(() => null);
  const parsed = identityAnswerSchema(schema).safeParse(json);
  if (!parsed.success) {
    console.error(`identity call answered off contract: ${path} (${response.status})`);
    return { success: false, status: response.status >= 400 ? response.status : 502, userMessage: null };
  }
  if (!parsed.data.success) return { success: false, status: response.status, userMessage: parsed.data.error.user_message };
  return { success: true, data: parsed.data.data as T };
}

export interface Tokens {
  access_token: string;
  bedrock_session: string;
}

const enc = encodeURIComponent;

export const identityApi = {
  searchProfile: (email: string, brand: string) => identityCall("users/search/profile", { schema: profileSearchDataSchema, body: { email, brand } }),
  signIn: (email: string, password: string, brand: string) =>
    identityCall("users/signin", { schema: signedInDataSchema, body: { email, password, brand, remember_me: false } }),
  refreshToken: (userId: string, session: string, brand: string) =>
    identityCall(`users/${enc(userId)}/auth/token`, { schema: tokenDataSchema, body: { bedrock_session: session, scope: TOKEN_SCOPE, brand } }),
  verifyOneTimeCode: (email: string, code: string, brand: string) =>
    identityCall("users/otp/verify", { schema: signedInDataSchema, body: { email, brand, one_time_code: code } }),
  requestOneTimeCode: (email: string, brand: string) =>
    identityCall("users/otp/request", {
      schema: okDataSchema,
      body: { email, brand },
      headers: { authorization: `Bearer ${process.env.IDENTITY_CLIENT_TOKEN || DEFAULT_IDENTITY_CLIENT_TOKEN}` },
    }),
  signOut: (userId: string, session: string) => identityCall(`users/${enc(userId)}/signout`, { schema: okDataSchema, body: { bedrock_session: session } }),
  profile: (userId: string, tokens: Tokens) => identityCall(`users/${enc(userId)}/profile`, { schema: identityUserSchema, body: { ...tokens } }),
  socialSignIn: (input: { id_token: string; brand: string; platform: string; first_name?: string }) =>
    identityCall("users/social/signin", { schema: socialSignInDataSchema, body: input }),
  register: (payload: Record<string, unknown>) => identityCall("users/register", { schema: registeredDataSchema, body: payload }),
  updateProfile: (userId: string, tokens: Tokens, fields: Record<string, unknown>) =>
    identityCall(`users/${enc(userId)}/profile`, {
      schema: identityUserSchema,
      method: "PATCH",
      body: { ...fields, ...tokens },
      headers: { "x-auth-token": tokens.access_token },
    }),
  subscriptions: (userId: string, tokens: Tokens) =>
    identityCall(`users/${enc(userId)}/subscriptions/newsletters`, { schema: subscriptionsDataSchema, body: { ...tokens } }),
  updateSubscriptions: (userId: string, tokens: Tokens, brand: string, subscriptions: Record<string, boolean>) =>
    identityCall(`users/${enc(userId)}/subscriptions/newsletters`, {
      schema: subscriptionsDataSchema,
      method: "PATCH",
      body: { ...tokens, brand, source: "newsletters", location_source: "default", subscriptions },
    }),
};

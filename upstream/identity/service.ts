/**
 * The identity service's state in SQLite (readers' own data: these tables survive re-seeds) and its rules:
 * users with scrypt hashes, `bedrock_session` sessions, single-use expiring one-time codes sent to an outbox,
 * ES256 access tokens, newsletter subscriptions, social identities and test-only failure switches.
 */
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "../db";
import type { IdentityUser } from "../../lib/api/schemas/auth";
import { hashPassword, loadSigningKey, newOneTimeCode, randomId, sha256, SIGNING_ALG, verifyPassword, type SigningKey } from "./crypto";

export const IDENTITY_SCHEMA = `
CREATE TABLE IF NOT EXISTS identity_users (
  user_id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  email_verified INTEGER NOT NULL DEFAULT 0,
  first_name TEXT, last_name TEXT, birth_year INTEGER, gender TEXT, address_line1 TEXT, address_line2 TEXT,
  state TEXT, zipcode TEXT, phone_number TEXT,
  brand TEXT NOT NULL, source TEXT, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS identity_sessions (
  session_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS identity_codes (
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS identity_codes_by_email ON identity_codes (email, created_at DESC);
CREATE TABLE IF NOT EXISTS identity_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL, subject TEXT NOT NULL, text TEXT NOT NULL, code TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS identity_subscriptions (
  user_id TEXT NOT NULL, newsletter_id TEXT NOT NULL, updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, newsletter_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS identity_social (
  platform TEXT NOT NULL, subject TEXT NOT NULL, user_id TEXT NOT NULL,
  PRIMARY KEY (platform, subject)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS identity_failures (
  email TEXT NOT NULL, operation TEXT NOT NULL,
  PRIMARY KEY (email, operation)
) WITHOUT ROWID;
`;

/** Access tokens live 15 minutes; the session (refresh credential) 30 days; a one-time code 10 minutes, 5 tries. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const ONE_TIME_CODE_TTL_MS = 10 * 60 * 1000;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;
export const ACCESS_TOKEN_ISSUER = "newsroom-identity";

/** A refusal the caller sees as `success: false` with `error.user_message`. */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    userMessage: string,
  ) {
    super(userMessage);
  }
}

const USER_COLUMNS = "user_id, email, email_verified, first_name, last_name, birth_year, gender, address_line1, address_line2, state, zipcode, phone_number";
export const PROFILE_COLUMNS = ["first_name", "last_name", "birth_year", "gender", "address_line1", "address_line2", "state", "zipcode", "phone_number"] as const;

type UserRow = Omit<IdentityUser, "email_verified"> & { email_verified: number };
const toUser = (row: UserRow): IdentityUser => ({ ...row, email_verified: row.email_verified === 1 });

export interface Identity {
  accessKey: SigningKey;
  idpKey: SigningKey;
  db: Db;
}

export async function createIdentity(db: Db): Promise<Identity> {
  db.exec(IDENTITY_SCHEMA);
  const [accessKey, idpKey] = [await loadSigningKey(db, "access-token"), await loadSigningKey(db, "test-idp")];
  return { accessKey, idpKey, db };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function userByEmail(identity: Identity, email: string): IdentityUser | undefined {
  const row = identity.db.prepare(`SELECT ${USER_COLUMNS} FROM identity_users WHERE email = ?`).get(normalizeEmail(email)) as UserRow | undefined;
  return row && toUser(row);
}

export function userById(identity: Identity, userId: string): IdentityUser | undefined {
  const row = identity.db.prepare(`SELECT ${USER_COLUMNS} FROM identity_users WHERE user_id = ?`).get(userId) as UserRow | undefined;
  return row && toUser(row);
}

export async function createUser(
  identity: Identity,
  input: { email: string; password?: string; brand: string; source?: string; first_name?: string; last_name?: string; emailVerified?: boolean },
): Promise<IdentityUser> {
  const email = normalizeEmail(input.email);
  if (userByEmail(identity, email)) throw new IdentityError(409, "account_exists", "An account with this email already exists. Sign in instead.");
  const userId = randomId(12);
  identity.db
    .prepare(
      `INSERT INTO identity_users (user_id, email, password_hash, email_verified, first_name, last_name, brand, source, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      email,
      input.password ? await hashPassword(input.password) : null,
      input.emailVerified ? 1 : 0,
      input.first_name?.trim() || null,
      input.last_name?.trim() || null,
      input.brand,
      input.source ?? null,
      Date.now(),
    );
  return userById(identity, userId) as IdentityUser;
}

/** The same answer whether the email is unknown or the password wrong: no account enumeration through sign-in. */
export async function checkPassword(identity: Identity, email: string, password: string): Promise<IdentityUser> {
  const row = identity.db.prepare("SELECT user_id, password_hash FROM identity_users WHERE email = ?").get(normalizeEmail(email)) as
    | { user_id: string; password_hash: string | null }
    | undefined;
  const ok = row?.password_hash ? await verifyPassword(password, row.password_hash) : false;
  if (!row || !ok) throw new IdentityError(401, "invalid_credentials", "The email or password you entered is incorrect.");
  return userById(identity, row.user_id) as IdentityUser;
}

export function updateProfile(identity: Identity, userId: string, fields: Partial<Record<(typeof PROFILE_COLUMNS)[number], string | number>>): IdentityUser {
  const entries = Object.entries(fields).filter(([key, value]) => (PROFILE_COLUMNS as readonly string[]).includes(key) && value !== undefined);
  if (entries.length > 0) {
    identity.db
      .prepare(`UPDATE identity_users SET ${entries.map(([key]) => `${key} = ?`).join(", ")} WHERE user_id = ?`)
      .run(...entries.map(([, value]) => (value === "" ? null : value)), userId);
  }
  return userById(identity, userId) as IdentityUser;
}

export function markVerified(identity: Identity, userId: string): void {
  identity.db.prepare("UPDATE identity_users SET email_verified = 1 WHERE user_id = ?").run(userId);
}

/** Issues a new one-time code for `email` (earlier unused ones stop working) and "sends" it to the outbox. */
export function sendOneTimeCode(identity: Identity, email: string, now = Date.now()): void {
  const to = normalizeEmail(email);
  const code = newOneTimeCode();
  identity.db.transaction(() => {
    identity.db.prepare("UPDATE identity_codes SET used = 1 WHERE email = ? AND used = 0").run(to);
    identity.db
      .prepare("INSERT INTO identity_codes (email, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)")
      .run(to, sha256(`${to}:${code}`), now + ONE_TIME_CODE_TTL_MS, now);
    identity.db
      .prepare("INSERT INTO identity_outbox (email, subject, text, code, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(to, "Your one-time code", `Your one-time code is ${code}. It expires in 10 minutes.`, code, now);
  })();
}

/** Consumes the newest live code of `email` when `code` matches; wrong tries count against it. */
export function consumeOneTimeCode(identity: Identity, email: string, code: string, now = Date.now()): void {
  const to = normalizeEmail(email);
  const invalid = new IdentityError(400, "invalid_code", "That code is not valid or has expired. Request a new one.");
  const row = identity.db
    .prepare("SELECT rowid AS id, code_hash, expires_at, attempts FROM identity_codes WHERE email = ? AND used = 0 ORDER BY created_at DESC LIMIT 1")
    .get(to) as { id: number; code_hash: string; expires_at: number; attempts: number } | undefined;
  if (!row || row.expires_at <= now || row.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) throw invalid;
  if (row.code_hash !== sha256(`${to}:${code.trim()}`)) {
    identity.db.prepare("UPDATE identity_codes SET attempts = attempts + 1 WHERE rowid = ?").run(row.id);
    throw invalid;
  }
  identity.db.prepare("UPDATE identity_codes SET used = 1 WHERE rowid = ?").run(row.id);
}

export function outbox(identity: Identity, email: string) {
  return (
    identity.db.prepare("SELECT email AS \"to\", subject, text, code, created_at FROM identity_outbox WHERE email = ? ORDER BY id DESC LIMIT 20").all(normalizeEmail(email)) as {
      to: string;
      subject: string;
      text: string;
      code: string;
      created_at: number;
    }[]
  ).map((message) => ({ ...message, created_at: new Date(message.created_at).toISOString() }));
}

/** A new `bedrock_session` (random; only its hash is stored). */
export function openSession(identity: Identity, userId: string, now = Date.now()): string {
  const session = randomId(32);
  identity.db
    .prepare("INSERT INTO identity_sessions (session_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .run(sha256(session), userId, now, now + SESSION_TTL_MS);
  return session;
}

export function requireSession(identity: Identity, userId: string, session: unknown, now = Date.now()): void {
  const row =
    typeof session === "string" && session
      ? (identity.db.prepare("SELECT user_id, expires_at, revoked FROM identity_sessions WHERE session_hash = ?").get(sha256(session)) as
          | { user_id: string; expires_at: number; revoked: number }
          | undefined)
      : undefined;
  if (!row || row.user_id !== userId || row.revoked || row.expires_at <= now) {
    throw new IdentityError(401, "invalid_session", "Your session has ended. Please sign in again.");
  }
}

export function closeSession(identity: Identity, session: string): void {
  identity.db.prepare("UPDATE identity_sessions SET revoked = 1 WHERE session_hash = ?").run(sha256(session));
}

/** An access token: ES256 JWT, `sub` the user id, `exp` in seconds, `brand` where the identity signed in. */
export function issueAccessToken(identity: Identity, userId: string, brand: string, nowMs = Date.now()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ brand, scope: "users:read_write" })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: identity.accessKey.kid, typ: "JWT" })
    .setSubject(userId)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(identity.accessKey.privateKey);
}

/** The user an access token speaks for, which must be `userId`. */
export async function requireAccessToken(identity: Identity, userId: string, token: unknown): Promise<void> {
  const refused = new IdentityError(401, "invalid_token", "Your session has ended. Please sign in again.");
  if (typeof token !== "string" || !token) throw refused;
  try {
    const { payload } = await jwtVerify(token, identity.accessKey.publicKey, { algorithms: [SIGNING_ALG], issuer: ACCESS_TOKEN_ISSUER });
    if (payload.sub !== userId) throw refused;
  } catch {
    throw refused;
  }
}

export function subscriptions(identity: Identity, userId: string): string[] {
  return identity.db.prepare("SELECT newsletter_id FROM identity_subscriptions WHERE user_id = ? ORDER BY newsletter_id").pluck().all(userId) as string[];
}

export function setSubscriptions(identity: Identity, userId: string, changes: Record<string, boolean>): string[] {
  const add = identity.db.prepare("INSERT OR IGNORE INTO identity_subscriptions (user_id, newsletter_id, updated_at) VALUES (?, ?, ?)");
  const remove = identity.db.prepare("DELETE FROM identity_subscriptions WHERE user_id = ? AND newsletter_id = ?");
  identity.db.transaction(() => {
    for (const [id, on] of Object.entries(changes)) {
      if (on) add.run(userId, id, Date.now());
      else remove.run(userId, id);
    }
  })();
  return subscriptions(identity, userId);
}

export function socialUser(identity: Identity, platform: string, subject: string): IdentityUser | undefined {
  const row = identity.db.prepare("SELECT user_id FROM identity_social WHERE platform = ? AND subject = ?").get(platform, subject) as { user_id: string } | undefined;
  return row ? userById(identity, row.user_id) : undefined;
}

export function linkSocial(identity: Identity, platform: string, subject: string, userId: string): void {
  identity.db.prepare("INSERT OR IGNORE INTO identity_social (platform, subject, user_id) VALUES (?, ?, ?)").run(platform, subject, userId);
}

/** Test-only failure switches: an operation for an email answers 500 until switched off. */
export function setFailure(identity: Identity, email: string, operation: string, fail: boolean): void {
  if (fail) identity.db.prepare("INSERT OR IGNORE INTO identity_failures (email, operation) VALUES (?, ?)").run(normalizeEmail(email), operation);
  else identity.db.prepare("DELETE FROM identity_failures WHERE email = ? AND operation = ?").run(normalizeEmail(email), operation);
}

export function shouldFail(identity: Identity, email: string, operation: string): boolean {
  return identity.db.prepare("SELECT 1 FROM identity_failures WHERE email = ? AND operation = ?").get(normalizeEmail(email), operation) !== undefined;
}

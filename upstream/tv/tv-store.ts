/**
 * The TV provider services' own tables (login codes, provider sessions, stream authorizations, temp passes), created
 * on first use beside the seeded content. Readers' state: never dropped by a re-seed.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db";
import { tempPassWindow } from "../../lib/tv/temp-pass";

const TV_SCHEMA = `
CREATE TABLE IF NOT EXISTS tv_login_codes (code TEXT PRIMARY KEY, provider_id TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tv_sessions (token TEXT PRIMARY KEY, provider_id TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tv_authorizations (
  token TEXT PRIMARY KEY,
  vertical TEXT NOT NULL,
  session_token TEXT,
  device_id TEXT,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tv_temp_passes (
  device_id TEXT NOT NULL,
  vertical TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  PRIMARY KEY (device_id, vertical)
) WITHOUT ROWID;
`;

/** A login code is exchanged within this long. */
const LOGIN_CODE_TTL_MS = 2 * 60_000;
/** A provider login lasts 30 days. */
const SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** A provider authorization lasts 24 hours (a temp pass's lasts to the pass's end). */
const AUTHORIZATION_TTL_MS = 24 * 3_600_000;

const ready = new WeakSet<Db>();
function ensureSchema(db: Db): void {
  if (ready.has(db)) return;
  db.exec(TV_SCHEMA);
  ready.add(db);
}

const newToken = () => randomBytes(24).toString("base64url");

export interface TvStore {
  createLoginCode(providerId: string, now: number): string;
  /** The provider of a code, once: the code is spent. */
  redeemLoginCode(code: string, now: number): string | null;
  createSession(providerId: string, now: number): { token: string; expiresAt: number };
  sessionProvider(token: string, now: number): string | null;
  deleteSession(token: string): void;
  authorize(vertical: string, grant: { sessionToken: string } | { deviceId: string; expiresAt: number }, now: number): { token: string; expiresAt: number };
  authorizationValid(token: string, vertical: string, now: number): boolean;
  /** The latest temp pass start of a device on a brand. */
  tempPassStart(deviceId: string, vertical: string): number | null;
  startTempPass(deviceId: string, vertical: string, now: number): { startedAt: number; expiresAt: number; resetsAt: number };
}

export function createTvStore(db: Db): TvStore {
  ensureSchema(db);
  return {
    createLoginCode(providerId, now) {
      const code = newToken();
      db.prepare("DELETE FROM tv_login_codes WHERE expires_at <= ?").run(now);
      db.prepare("INSERT INTO tv_login_codes (code, provider_id, expires_at) VALUES (?, ?, ?)").run(code, providerId, now + LOGIN_CODE_TTL_MS);
      return code;
    },
    redeemLoginCode(code, now) {
      const row = db.prepare("DELETE FROM tv_login_codes WHERE code = ? RETURNING provider_id, expires_at").get(code) as
        | { provider_id: string; expires_at: number }
        | undefined;
      return row && row.expires_at > now ? row.provider_id : null;
    },
    createSession(providerId, now) {
      const token = newToken();
      const expiresAt = now + SESSION_TTL_MS;
      db.prepare("INSERT INTO tv_sessions (token, provider_id, expires_at) VALUES (?, ?, ?)").run(token, providerId, expiresAt);
      return { token, expiresAt };
    },
    sessionProvider(token, now) {
      const row = db.prepare("SELECT provider_id, expires_at FROM tv_sessions WHERE token = ?").get(token) as
        | { provider_id: string; expires_at: number }
        | undefined;
      return row && row.expires_at > now ? row.provider_id : null;
    },
    deleteSession(token) {
      db.transaction(() => {
        db.prepare("DELETE FROM tv_authorizations WHERE session_token = ?").run(token);
        db.prepare("DELETE FROM tv_sessions WHERE token = ?").run(token);
      })();
    },
    authorize(vertical, grant, now) {
      const token = newToken();
      const expiresAt = "sessionToken" in grant ? now + AUTHORIZATION_TTL_MS : grant.expiresAt;
      db.prepare("DELETE FROM tv_authorizations WHERE expires_at <= ?").run(now);
      db.prepare("INSERT INTO tv_authorizations (token, vertical, session_token, device_id, expires_at) VALUES (?, ?, ?, ?, ?)").run(
        token,
        vertical,
        "sessionToken" in grant ? grant.sessionToken : null,
        "deviceId" in grant ? grant.deviceId : null,
        expiresAt,
      );
      return { token, expiresAt };
    },
    authorizationValid(token, vertical, now) {
      const row = db.prepare("SELECT expires_at FROM tv_authorizations WHERE token = ? AND vertical = ?").get(token, vertical) as
        | { expires_at: number }
        | undefined;
      return !!row && row.expires_at > now;
    },
    tempPassStart(deviceId, vertical) {
      const row = db.prepare("SELECT started_at FROM tv_temp_passes WHERE device_id = ? AND vertical = ?").get(deviceId, vertical) as
        | { started_at: number }
        | undefined;
      return row?.started_at ?? null;
    },
    startTempPass(deviceId, vertical, now) {
      db.prepare(
        `INSERT INTO tv_temp_passes (device_id, vertical, started_at) VALUES (?, ?, ?)
         ON CONFLICT (device_id, vertical) DO UPDATE SET started_at = excluded.started_at`,
      ).run(deviceId, vertical, now);
      return tempPassWindow(now);
    },
  };
}

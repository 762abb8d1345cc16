/** The identity service's secrets: scrypt password hashes, random one-time codes and session ids, ES256 keys (jose). */
import { createHash, randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import type { Db } from "../db";

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 } as const;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url); never the password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A six-digit one-time code from the CSPRNG. */
export const newOneTimeCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
export const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");
export const randomId = (bytes = 16) => randomBytes(bytes).toString("base64url");

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export const SIGNING_ALG = "ES256";

/** The ES256 key for `purpose`, created on first use and kept in SQLite, so tokens survive restarts. */
export async function loadSigningKey(db: Db, purpose: string): Promise<SigningKey> {
  db.exec("CREATE TABLE IF NOT EXISTS identity_keys (purpose TEXT PRIMARY KEY, private_jwk TEXT NOT NULL, created_at INTEGER NOT NULL)");
  const row = db.prepare("SELECT private_jwk FROM identity_keys WHERE purpose = ?").get(purpose) as { private_jwk: string } | undefined;
  let privateJwk: JWK;
  if (row) {
    privateJwk = JSON.parse(row.private_jwk) as JWK;
  } else {
    const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
    privateJwk = await exportJWK(pair.privateKey);
    db.prepare("INSERT OR IGNORE INTO identity_keys (purpose, private_jwk, created_at) VALUES (?, ?, ?)").run(purpose, JSON.stringify(privateJwk), Date.now());
    const stored = db.prepare("SELECT private_jwk FROM identity_keys WHERE purpose = ?").get(purpose) as { private_jwk: string };
    privateJwk = JSON.parse(stored.private_jwk) as JWK;
  }
  const { d: _d, ...publicPart } = privateJwk;
  void _d;
  const kid = await calculateJwkThumbprint(publicPart);
  const privateKey = (await importJWK({ ...privateJwk, alg: SIGNING_ALG }, SIGNING_ALG)) as CryptoKey;
  const publicKey = (await importJWK({ ...publicPart, alg: SIGNING_ALG }, SIGNING_ALG)) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk: { ...publicPart, kid, alg: SIGNING_ALG, use: "sig" } };
}

/** The newsroom's endpoints take a bearer token: NEWSROOM_TOKEN, or the embedded default (documented in the README). */
import type { IncomingMessage } from "node:http";
import { timingSafeEqual } from "node:crypto";
import { HttpError } from "../http/errors";

export const DEFAULT_NEWSROOM_TOKEN = "newsroom-embedded-editor";

export const newsroomToken = (env: Record<string, string | undefined> = process.env) => env.NEWSROOM_TOKEN || DEFAULT_NEWSROOM_TOKEN;

/** Throws 401 unless the request carries `Authorization: Bearer {NEWSROOM_TOKEN}`. */
export function requireNewsroomToken(req: IncomingMessage, token = newsroomToken()): void {
  const given = Buffer.from(String(req.headers.authorization ?? ""));
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(401, "the newsroom needs Authorization: Bearer {NEWSROOM_TOKEN}");
}

/**
 * The embedded paywall provider's records in SQLite (readers' own data: these tables survive re-seeds):
 * subscriptions per reader and application, and the metered free reads per reader and month.
 */
import { randomUUID } from "node:crypto";
import type { PaywallMark } from "../../lib/api/schemas/content";
import type { AccessAnswer, Subscription, Term } from "../../lib/api/schemas/paywall";
import type { Db } from "../db";
import { FREE_READS_PER_MONTH } from "./templates";

export const PAYWALL_SCHEMA = `
CREATE TABLE IF NOT EXISTS paywall_subscriptions (
  subscription_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  aid TEXT NOT NULL,
  offer_id TEXT NOT NULL,
  term_id TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS paywall_subscriptions_by_user ON paywall_subscriptions (user_id, aid, expires_at);
CREATE TABLE IF NOT EXISTS paywall_reads (
  user_id TEXT NOT NULL,
  month TEXT NOT NULL,
  article_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, month, article_id)
) WITHOUT ROWID;
`;

interface SubscriptionRow {
  subscription_id: string;
  aid: string;
  offer_id: string;
  term_id: string;
  card_last4: string;
  created_at: number;
  expires_at: number;
}

const toSubscription = (row: SubscriptionRow, now: number): Subscription => ({
  subscriptionId: row.subscription_id,
  aid: row.aid,
  offerId: row.offer_id,
  termId: row.term_id,
  status: row.expires_at > now ? "active" : "expired",
  cardLast4: row.card_last4,
  createdAt: new Date(row.created_at).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
});

/** The month a read counts in (UTC), e.g. "2026-11". */
export const monthOf = (now: number) => new Date(now).toISOString().slice(0, 7);

/** One term's length from `now`: a calendar month or year (UTC). */
export function termEnd(period: Term["period"], now: number): number {
  const date = new Date(now);
  if (period === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

export function subscriptionsOf(db: Db, userId: string, aid: string | null, now: number): Subscription[] {
  const rows = db
    .prepare(
      `SELECT subscription_id, aid, offer_id, term_id, card_last4, created_at, expires_at FROM paywall_subscriptions
       WHERE user_id = ? AND (? IS NULL OR aid = ?) ORDER BY created_at DESC`,
    )
    .all(userId, aid, aid) as SubscriptionRow[];
  return rows.map((row) => toSubscription(row, now));
}

export function recordSubscription(
  db: Db,
  input: { userId: string; aid: string; offerId: string; term: Term; cardLast4: string },
  now: number,
): Subscription {
  const id = `SB-${randomUUID()}`;
  db.prepare(
    `INSERT INTO paywall_subscriptions (subscription_id, user_id, aid, offer_id, term_id, card_last4, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, input.userId, input.aid, input.offerId, input.term.termId, input.cardLast4, now, termEnd(input.term.period, now));
  return subscriptionsOf(db, input.userId, input.aid, now).find((s) => s.subscriptionId === id) as Subscription;
}

/**
 * The entitlement rule: a subscriber of the brand's application reads every gated story; a metered story opens for a
 * signed-in reader who read it this month already or still has free reads (using one); anything else stays gated.
 */
export function decideAccess(db: Db, input: { userId: string; aid: string; articleId: string; mark: PaywallMark | undefined }, now: number): AccessAnswer {
  const subscriber = subscriptionsOf(db, input.userId, input.aid, now).some((s) => s.status === "active");
  const month = monthOf(now);
  const used = db.prepare("SELECT count(*) FROM paywall_reads WHERE user_id = ? AND month = ?").pluck().get(input.userId, month) as number;
  const left = Math.max(0, FREE_READS_PER_MONTH - used);
  if (!input.mark?.gated || subscriber) return { access: true, reason: subscriber ? "subscriber" : "none", subscriber, freeReadsLeft: left };
  if (!input.mark.metered) return { access: false, reason: "none", subscriber, freeReadsLeft: left };
  const readBefore = db.prepare("SELECT 1 FROM paywall_reads WHERE user_id = ? AND month = ? AND article_id = ?").get(input.userId, month, input.articleId);
  if (readBefore) return { access: true, reason: "freeRead", subscriber, freeReadsLeft: left };
  if (left === 0) return { access: false, reason: "none", subscriber, freeReadsLeft: 0 };
  db.prepare("INSERT INTO paywall_reads (user_id, month, article_id, created_at) VALUES (?, ?, ?, ?)").run(input.userId, month, input.articleId, now);
  return { access: true, reason: "freeRead", subscriber, freeReadsLeft: left - 1 };
}

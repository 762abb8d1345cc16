/**
 * Publish events to the site: after each newsroom change the upstream POSTs a signed event (lib/newsroom/publish-event.ts)
 * to NEWSROOM_WEBHOOK_URL (unset: no events). A real CMS sends the same.
 */
import { signatureHeader, SIGNATURE_HEADER, webhookSecret, type PublishEvent, type PublishEventKind } from "../../lib/newsroom/publish-event";
import type { Placement } from "./articles";

const DELIVERY_TIMEOUT_MS = 4000;

/** The surrogate keys of every answer that shows an article placed so (lib/cache/surrogate-keys.ts names them). */
export const articleKeys = (id: string, { vertical, curations }: Placement) => [`article:${id}`, `list:${vertical}`, ...curations.map((curation) => `curation:${curation}`)];

/** Sends the event; resolves whether the site took it (a failure is logged, never thrown: the edit stands). */
export async function sendPublishEvent(event: PublishEventKind, id: string, placement: Placement, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const url = env.NEWSROOM_WEBHOOK_URL;
  if (!url) return false;
  const payload: PublishEvent = { event, id, keys: articleKeys(id, placement), at: new Date().toISOString() };
  const body = JSON.stringify(payload);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signatureHeader(webhookSecret(env), Math.floor(Date.now() / 1000), body) },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    if (!response.ok) console.error(`upstream: the site refused the ${event} event for ${id}: ${response.status}`);
    return response.ok;
  } catch (error) {
    console.error(`upstream: the ${event} event for ${id} did not reach ${url}:`, error);
    return false;
  }
}

import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { z } from "zod";
import { purgeEdge } from "@/lib/cache/edge-purge";
import { requestedTags } from "@/lib/cache/revalidate-request";
import { checkSignature, SIGNATURE_HEADER, webhookSecret } from "@/lib/newsroom/publish-event";
import { createReplayGuard } from "@/lib/newsroom/replay-guard";
import { log } from "@/server/log.mjs";
import { sharedStore } from "@/server/shared-store.mjs";

const NO_STORE = { "cache-control": "no-store" };
const eventSchema = z.object({ event: z.enum(["article.updated", "article.unpublished", "article.published"]), id: z.string(), keys: z.array(z.string()), at: z.string() });
const replays = createReplayGuard(sharedStore());

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: NO_STORE });

/**
 * POST /api/newsroom/events: the newsroom's signed publish event (lib/newsroom/publish-event.ts). A stale, replayed or
 * badly signed event is refused; a good one drops its surrogate keys from Next's cache on every instance
 * (`revalidateTag`, through the shared store) and then from the edge (lib/cache/edge-purge.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  const signature = checkSignature(request.headers.get(SIGNATURE_HEADER), body, webhookSecret(), Math.floor(Date.now() / 1000));
  if (!signature.ok) return refuse(401, `signature ${signature.reason}`);
  if (!(await replays.first(signature.mac))) return refuse(409, "event already taken");
  const event = eventSchema.safeParse(parseJson(body));
  const keys = event.success ? requestedTags({ tags: event.data.keys }) : null;
  if (!event.success || !keys) return refuse(400, 'expected {"event","id","keys":[…],"at"}');
  for (const key of keys) revalidateTag(key, { expire: 0 });
  // Next writes the revalidation to the shared cache once this handler has returned: the edge is purged after that,
  // or it would fetch the old page again at once.
  after(async () => {
    const purged = await purgeEdge(keys);
    log().info({ event: event.data.event, id: event.data.id, keys, purged }, "Publish event");
  });
  return Response.json({ revalidated: keys }, { headers: NO_STORE });
}

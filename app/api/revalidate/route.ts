import { revalidateTag } from "next/cache";
import { isAuthorized, requestedTags } from "@/lib/cache/revalidate-request";

const NO_STORE = { "cache-control": "no-store" };

/**
 * POST /api/revalidate {"tags": ["article:rcna123", …]} with `Authorization: Bearer $REVALIDATE_TOKEN`: every page and
 * upstream answer tagged so is dropped now, from the shared cache (all instances) and this instance's memory; the next
 * reader gets a fresh render. Without REVALIDATE_TOKEN the route does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  const token = process.env.REVALIDATE_TOKEN;
  if (!token) return Response.json({ error: "not found" }, { status: 404, headers: NO_STORE });
  if (!isAuthorized(request.headers.get("authorization"), token)) {
    return Response.json({ error: "unauthorized" }, { status: 401, headers: { ...NO_STORE, "www-authenticate": "Bearer" } });
  }
  const tags = requestedTags(await request.json().catch(() => null));
  if (!tags) return Response.json({ error: 'Send {"tags": [...]}: 1 to 50 tags such as "article:rcna123".' }, { status: 400, headers: NO_STORE });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags }, { headers: NO_STORE });
}

/**
 * The newsroom's article endpoints, behind its bearer token (upstream/newsroom/auth.ts):
 * PATCH /newsroom/articles/{id} with any of {headline, description, body, correction}; DELETE /newsroom/articles/{id}
 * unpublishes it; POST /newsroom/articles/{id}/publish brings it back. Each change sends a publish event to the site.
 */
import { z } from "zod";
import { readJsonBody } from "../http/body";
import { badRequest, notFound } from "../http/errors";
import { sendJson } from "../http/respond";
import type { UpstreamContext, UpstreamRoute } from "../route-context";
import type { PublishEventKind } from "../../lib/newsroom/publish-event";
import { createNewsroomArticles, type Placement } from "./articles";
import { requireNewsroomToken } from "./auth";
import { articleKeys, sendPublishEvent } from "./webhook";

const editSchema = z
  .object({
    headline: z.string().trim().min(1).max(300).optional(),
    description: z.string().trim().min(1).max(1000).optional(),
    body: z.string().trim().min(1).max(50_000).optional(),
    correction: z.string().trim().min(1).max(1000).optional(),
  })
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, "send at least one of headline, description, body, correction");

const articlesOf = new WeakMap<object, ReturnType<typeof createNewsroomArticles>>();
function articles({ services }: UpstreamContext) {
  let found = articlesOf.get(services.store.db);
  if (!found) articlesOf.set(services.store.db, (found = createNewsroomArticles(services.store.db)));
  return found;
}

async function announce({ res, params }: UpstreamContext, event: PublishEventKind, placement: Placement | null): Promise<void> {
  const id = params.id as string;
  if (!placement) throw notFound(`no ${event === "article.published" ? "unpublished" : "published"} article ${id}`);
  const delivered = await sendPublishEvent(event, id, placement);
  sendJson(res, 200, { event, id, keys: articleKeys(id, placement), delivered });
}

export const newsroomRoutes: UpstreamRoute[] = [
  {
    method: "PATCH",
    path: "/newsroom/articles/:id",
    handler: async (ctx) => {
      requireNewsroomToken(ctx.req);
      const edit = editSchema.safeParse(await readJsonBody(ctx.req));
      if (!edit.success) throw badRequest(`expected any of {headline, description, body, correction}: ${z.prettifyError(edit.error)}`);
      await announce(ctx, "article.updated", articles(ctx).edit(ctx.params.id as string, edit.data));
    },
  },
  {
    method: "DELETE",
    path: "/newsroom/articles/:id",
    handler: async (ctx) => {
      requireNewsroomToken(ctx.req);
      await announce(ctx, "article.unpublished", articles(ctx).unpublish(ctx.params.id as string));
    },
  },
  {
    method: "POST",
    path: "/newsroom/articles/:id/publish",
    handler: async (ctx) => {
      requireNewsroomToken(ctx.req);
      await announce(ctx, "article.published", articles(ctx).publish(ctx.params.id as string));
    },
  },
];

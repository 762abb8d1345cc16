/** The services API: the newsletter catalogue and the mini player's video tease. */
import { z } from "zod";
import {
  miniPlayerTeaseResponseSchema,
  newsletterResponseSchema,
  newsletterSignupRequestSchema,
  newsletterSignupResponseSchema,
} from "../../lib/api/schemas/content";
import { readJsonBody } from "../http/body";
import { storedTeasable } from "../content-items";
import { badRequest, notFound } from "../http/errors";
import { dataEnvelope, sendJsonText, sendValid } from "../http/respond";
import type { UpstreamRoute } from "../route-context";
import { condition, search, typeIs } from "../search";
import { NEWSLETTERS_DOCUMENT_ID } from "../seed/seed";
import { vocabularyFor } from "../seed/text";
import { VERTICALS } from "../../lib/verticals/verticals";
import { requireDocument, requireVertical } from "./lookup";

export const serviceRoutes: UpstreamRoute[] = [
  {
    method: "POST",
    path: "/services/newsletter/signup",
    handler: async ({ req, res, services }) => {
      const input = newsletterSignupRequestSchema.safeParse(await readJsonBody(req));
      if (!input.success) throw badRequest(`expected {email, key, signupSource}: ${z.prettifyError(input.error)}`);
      const catalogue = newsletterResponseSchema.parse(
        JSON.parse(dataEnvelope("newsletters", requireDocument(services.store, "newsletters", NEWSLETTERS_DOCUMENT_ID))),
      );
      const { email, key, signupSource } = input.data;
      if (!catalogue.data.newsletters.some((newsletter) => newsletter.key === key)) throw badRequest(`no newsletter ${key}`);
      services.store.db
        .prepare(
          `INSERT INTO newsletter_signups (email, newsletter_key, signup_source, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (email, newsletter_key) DO NOTHING`,
        )
        .run(email.toLowerCase(), key, signupSource, Date.now());
      sendValid(res, newsletterSignupResponseSchema, { data: { subscription: { email: email.toLowerCase(), key } } }, 201);
    },
  },
  {
    method: "GET",
    path: "/services/newsletter",
    handler: ({ res, services }) =>
      sendJsonText(res, 200, dataEnvelope("newsletters", requireDocument(services.store, "newsletters", NEWSLETTERS_DOCUMENT_ID))),
  },
  {
    method: "GET",
    path: "/services/miniPlayerTease/:vertical",
    handler: ({ res, params, services }) => {
      const vertical = requireVertical(params.vertical as string);
      const { rows } = search(services.store.db, {
        conditions: [typeIs("video"), condition("s.vertical = ?", vertical), condition("s.sub_type != 'expired'")],
        page: 1,
        size: 1,
      });
      const row = rows[0];
      if (!row) throw notFound(`no video to tease on ${vertical}`);
      sendValid(res, miniPlayerTeaseResponseSchema, {
        data: {
          miniPlayerTease: {
            id: `mini-player-${vertical}`,
            headline: vocabularyFor(VERTICALS[vertical].language).labels.watchNow,
            video: storedTeasable(row.type, row.json),
          },
        },
      });
    },
  },
];

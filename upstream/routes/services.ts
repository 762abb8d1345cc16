/** The services API: the newsletter catalogue and the mini player's video tease. */
import { miniPlayerTeaseResponseSchema } from "../../lib/api/schemas/content";
import { storedTeasable } from "../content-items";
import { notFound } from "../http/errors";
import { dataEnvelope, sendJsonText, sendValid } from "../http/respond";
import type { UpstreamRoute } from "../route-context";
import { condition, search, typeIs } from "../search";
import { NEWSLETTERS_DOCUMENT_ID } from "../seed/seed";
import { vocabularyFor } from "../seed/text";
import { VERTICALS } from "../../lib/verticals/verticals";
import { requireDocument, requireVertical } from "./lookup";

export const serviceRoutes: UpstreamRoute[] = [
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

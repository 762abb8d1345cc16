/** Navigation, social profiles, menus and embed marquees: stored documents served as they are. */
import { dataEnvelope, sendJsonText } from "../http/respond";
import type { UpstreamRoute } from "../route-context";
import { requireDocument, requireVertical } from "./lookup";

export const siteChromeRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/content/navigation/:vertical",
    handler: ({ res, params, services }) => {
      const json = requireDocument(services.store, "navigation", requireVertical(params.vertical as string));
      sendJsonText(res, 200, dataEnvelope("navigation", json));
    },
  },
  {
    method: "GET",
    path: "/content/socialMedia/:vertical",
    handler: ({ res, params, services }) => {
      const json = requireDocument(services.store, "social", requireVertical(params.vertical as string));
      sendJsonText(res, 200, dataEnvelope("social", `{"socialMediaProfiles":${json}}`));
    },
  },
  {
    method: "GET",
    path: "/content/menu/:id",
    handler: ({ res, params, services }) => {
      sendJsonText(res, 200, dataEnvelope("menu", requireDocument(services.store, "menu", params.id as string)));
    },
  },
  {
    method: "GET",
    path: "/content/embed/marquee/:name",
    handler: ({ res, params, services }) => {
      sendJsonText(res, 200, requireDocument(services.store, "embed", params.name as string));
    },
  },
];

import type { EmbeddedView } from "@/lib/routing/resolve-route";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { embeddedVideoPage } from "@/components/video/embedded-video-page";
import { embeddedNewsletterPage, embeddedPackagePage } from "./embedded-pages";

type EmbeddedRoute = RouteOf<"embedded">;

const BY_VIEW: Record<EmbeddedView, PageDefinition<EmbeddedRoute, unknown>> = {
  "embedded-newsletter": embeddedNewsletterPage,
  "embedded-pkg": embeddedPackagePage,
  "embedded-video": embeddedVideoPage,
  playmaker: embeddedVideoPage,
};

interface EmbeddedData {
  view: EmbeddedView;
  data: unknown;
}

/** The embedded views (spec 1 §2), each served by its own definition. */
export const embeddedPage: PageDefinition<EmbeddedRoute, EmbeddedData> = {
  async load(route, context) {
    return { view: route.view, data: await BY_VIEW[route.view].load(route, context) };
  },
  metadata: ({ view, data }, context) => BY_VIEW[view].metadata(data, context),
  render: ({ view, data }, context) => BY_VIEW[view].render(data, context),
};

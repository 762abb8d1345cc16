/** What every route handler of the upstream receives. */
import type { RequestContext, Route } from "./http/router";
import type { Store } from "./store";

export interface UpstreamServices {
  store: Store;
  /** Base of the absolute URLs the upstream writes into answers (images, media, embeds). */
  publicUrl: string;
}

export type UpstreamRoute = Route<UpstreamServices>;
export type UpstreamContext = RequestContext<UpstreamServices>;

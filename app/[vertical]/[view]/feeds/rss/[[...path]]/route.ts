import { feedNotFound, respondWithFeed } from "@/lib/feeds/feed-response";
import { frontRssXml } from "@/lib/feeds/feeds";
import { RSS_CONTENT_TYPE } from "@/lib/feeds/rss";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { frontSubpath } from "@/lib/routing/front-path";
import { VERTICALS } from "@/lib/verticals/verticals";

/** `/feeds/rss` is the home front's feed, `/feeds/rss/{section…}` a section front's. */
export async function GET(_request: Request, { params }: { params: Promise<{ vertical: string; view: string; path?: string[] }> }) {
  const { path = [], ...rest } = await params;
  const route = parseRouteParams(rest);
  const subpath = frontSubpath(path);
  if (!route || subpath === null) return feedNotFound();
  return respondWithFeed(`${RSS_CONTENT_TYPE}; charset=utf-8`, () => frontRssXml(VERTICALS[route.vertical], subpath, { forwarded: route.view.query, vertical: route.vertical }));
}

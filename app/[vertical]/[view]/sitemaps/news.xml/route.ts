import { XML_CONTENT_TYPE, feedNotFound, respondWithFeed } from "@/lib/feeds/feed-response";
import { newsSitemapXml } from "@/lib/feeds/feeds";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";

export async function GET(_request: Request, { params }: { params: Promise<{ vertical: string; view: string }> }) {
  const route = parseRouteParams(await params);
  if (!route) return feedNotFound();
  return respondWithFeed(XML_CONTENT_TYPE, () => newsSitemapXml(VERTICALS[route.vertical], new Date(), { forwarded: route.view.query, vertical: route.vertical }));
}

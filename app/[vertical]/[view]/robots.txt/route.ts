import { TEXT_CONTENT_TYPE, feedNotFound, feedResponse } from "@/lib/feeds/feed-response";
import { buildRobotsTxt } from "@/lib/feeds/robots";
import { parseRouteParams } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";

export async function GET(_request: Request, { params }: { params: Promise<{ vertical: string; view: string }> }) {
  const route = parseRouteParams(await params);
  if (!route) return feedNotFound();
  return feedResponse(buildRobotsTxt(VERTICALS[route.vertical]), TEXT_CONTENT_TYPE);
}

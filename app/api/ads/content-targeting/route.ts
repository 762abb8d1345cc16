import { passThrough } from "@/lib/ads/pass-through";

/** GET /api/ads/content-targeting?url=&key=: the content-targeting (Admantx) categories of a canonical url. */
export function GET(request: Request): Promise<Response> {
  return passThrough(request, "admantx");
}

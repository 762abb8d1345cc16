import { passThrough } from "@/lib/ads/pass-through";

/** GET /api/ads/creative?slot=&pos=&size=WxH&lang=&c=&targeting=: a house ad creative (SVG) from the ad server, which counts the impression. */
export function GET(request: Request): Promise<Response> {
  return passThrough(request, "creative");
}

import { providerPassThrough } from "@/lib/paywall/bff";

/** GET /api/paywall/provider/runtime.js?aid=… and /templates/{aid}: the embedded paywall provider, through the site. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  return providerPassThrough((await params).path);
}

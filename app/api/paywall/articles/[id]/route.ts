import { gatedBodyResponse } from "@/lib/paywall/bff";

/** GET /api/paywall/articles/{id}: the gated part of a story, for a reader with access only (private, no-store). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return gatedBodyResponse(request, (await params).id);
}

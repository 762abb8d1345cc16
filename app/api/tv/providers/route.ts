import { NextResponse, type NextRequest } from "next/server";
import { getFeaturedProviders, getProviderOptions } from "@/lib/api/tv";
import { liveTvVertical } from "@/lib/tv/bff";

/** GET /api/tv/providers?vertical=msnbc: featured providers and the full list, for the provider selection panel. Shared. */
export async function GET(request: NextRequest): Promise<Response> {
  const vertical = liveTvVertical(request);
  if (!vertical) return NextResponse.json({ error: "no live TV on this brand" }, { status: 404 });
  try {
    const [featured, options] = await Promise.all([getFeaturedProviders(vertical), getProviderOptions(vertical)]);
    const pick = ({ id, displayName, logoColor, loginUrl }: (typeof options)[number]) => ({ id, displayName, logoColor, loginUrl });
    return NextResponse.json(
      { featured: featured.map(pick), options: options.map(pick) },
      { headers: { "cache-control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=600" } },
    );
  } catch (error) {
    console.error(`tv providers failed: ${error instanceof Error ? error.message : String(error)}`);
    return NextResponse.json({ error: "providers unavailable" }, { status: 502, headers: { "cache-control": "no-store" } });
  }
}

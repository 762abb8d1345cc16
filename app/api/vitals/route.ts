import { MAX_BEACON_BYTES, vitalsBeaconSchema, vitalsRecords } from "@/lib/vitals/beacon";
import { log } from "@/server/log.mjs";
import { opsEvent } from "@/server/ops-events.mjs";

const NO_STORE = { "cache-control": "no-store" };

/**
 * POST /api/vitals: a sampled reader's Core Web Vitals (lib/vitals/report.ts), logged one line per metric with the
 * page kind. It reads no cookie and sets none; other origins are refused. Answers 204, or 400/403/413.
 */
export async function POST(request: Request): Promise<Response> {
  const origin = request.headers.get("origin");
  if (origin !== null && !sameHost(origin, request.headers.get("host"))) return new Response(null, { status: 403, headers: NO_STORE });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BEACON_BYTES) return new Response(null, { status: 413, headers: NO_STORE });
  const text = await request.text().catch(() => "");
  if (Buffer.byteLength(text) > MAX_BEACON_BYTES) return new Response(null, { status: 413, headers: NO_STORE });
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  const beacon = vitalsBeaconSchema.safeParse(json);
  if (!beacon.success) return new Response(null, { status: 400, headers: NO_STORE });
  const { kind, records } = vitalsRecords(beacon.data);
  opsEvent("web_vitals_report", { kind });
  for (const record of records) log().info(record, "web-vital");
  return new Response(null, { status: 204, headers: NO_STORE });
}

function sameHost(origin: string, host: string | null): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

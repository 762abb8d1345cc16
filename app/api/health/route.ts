/** Liveness for load balancers and test harnesses: the server answers; upstream health is not implied. */
export function GET() {
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}

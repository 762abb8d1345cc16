/**
 * Traces, when asked for: with OTEL_EXPORTER_OTLP_ENDPOINT set, Next's spans (the request, the render, each fetch
 * to the upstream) go to that OTLP collector through @vercel/otel, which reads the standard OTEL_* variables
 * (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME). Unset, nothing is loaded.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const { registerOTel } = await import("@vercel/otel");
  registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME || "newsroom-site" });
}

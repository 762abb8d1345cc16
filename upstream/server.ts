/** Entry point: `npx tsx upstream/server.ts`. Configured by UPSTREAM_PORT, UPSTREAM_HOST, UPSTREAM_DB, UPSTREAM_PUBLIC_URL, UPSTREAM_TEST_ENDPOINTS. */
import { startUpstream } from "./app";
import { testEndpointsEnabled } from "../lib/api/config";

async function main(): Promise<void> {
  const port = Number(process.env.UPSTREAM_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`UPSTREAM_PORT is not a port: ${process.env.UPSTREAM_PORT}`);
  const host = process.env.UPSTREAM_HOST ?? "127.0.0.1";
  const upstream = await startUpstream({
    port,
    host,
    dbPath: process.env.UPSTREAM_DB ?? ".data/upstream.sqlite",
    publicUrl: process.env.UPSTREAM_PUBLIC_URL ?? (port === 0 ? undefined : `http://localhost:${port}`),
  });
  console.log(`upstream listening on ${upstream.url}`);
  if (testEndpointsEnabled()) console.log("upstream: test-only endpoints enabled (UPSTREAM_TEST_ENDPOINTS=1): /testing/faults, /identity/outbox, /identity/testing/…, /identity/test-idp/…");

  const stop = () => {
    upstream.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("upstream: error while closing", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error("upstream: failed to start", error);
  process.exit(1);
});

/**
 * Bad-input fuzz: thousands of generated requests (odd paths, queries, headers, forged tokens, API bodies) against
 * the built site. Every answer must be 2xx, 3xx or a client error (400, 401, 403, 404, 405, 413, 429), never a
 * 500, a stack trace or Next's error shell, and the site must still be up at the end.
 * FUZZ_SEED=<n> replays a run; FUZZ_COUNT=<n> sends more (or fewer) requests.
 */
import http from "node:http";
import { expect, test } from "./test";
import { E2E_PORT } from "../playwright.config";
import { generateRequests } from "./fuzz/generate";
import type { FuzzRequest } from "./fuzz/generate";
import { describe as describeRequest, hasUndecodablePath, problemWith, send } from "./fuzz/send";

const SEED = Number(process.env.FUZZ_SEED || Math.floor(Math.random() * 2 ** 31));
const COUNT = Number(process.env.FUZZ_COUNT || 4000);
const CONCURRENCY = 8;
/** Longer than any upstream timeout (5 s) with a slow machine's margin: more is a hang. */
const ANSWER_TIMEOUT_MS = 20_000;

/** Sends the requests CONCURRENCY at a time; returns one line per bad answer. */
async function sendAll(requests: FuzzRequest[]): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const freshConnection = new http.Agent({ keepAlive: false });
  const failures: string[] = [];
  const byKind = new Map<string, number>();
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const fuzzRequest = requests[index]!;
      byKind.set(fuzzRequest.kind, (byKind.get(fuzzRequest.kind) ?? 0) + 1);
      try {
        // A reset on a reused keep-alive connection can be the client's race with the server closing it: ask once
        // more on a fresh connection; a second reset counts.
        const answer = await send(E2E_PORT, fuzzRequest, agent, ANSWER_TIMEOUT_MS).catch((error: unknown) => {
          if ((error as { code?: unknown } | null)?.code !== "ECONNRESET") throw error;
          console.log(`fuzz: #${index} reset once, asking again on a new connection`);
          return send(E2E_PORT, fuzzRequest, freshConnection, ANSWER_TIMEOUT_MS);
        });
        const problem = problemWith(fuzzRequest, answer);
        if (problem) failures.push(`#${index} ${problem}: ${describeRequest(E2E_PORT, fuzzRequest)}`);
      } catch (error) {
        failures.push(`#${index} no answer (${error instanceof Error ? error.message : String(error)}): ${describeRequest(E2E_PORT, fuzzRequest)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  freshConnection.destroy();
  console.log(`fuzz: ${requests.length} requests in ${Date.now() - started} ms (${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")}), ${failures.length} bad`);
  return failures;
}

const all = generateRequests(SEED, COUNT, { port: E2E_PORT });

test.describe("bad input", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "desktop", "server answers do not depend on the device"));

  test(`${COUNT} generated requests get a clear answer, and the site stays up`, async ({ request }) => {
    test.setTimeout(300_000);
    console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${COUNT} requests`);
    const failures = await sendAll(all.filter((r) => !hasUndecodablePath(r)));

    // Still up: the health check and a page.
    expect((await request.get("/api/health")).status()).toBe(200);
    expect((await request.get("/")).status()).toBe(200);
    expect(failures, `seed ${SEED}: ${failures.length} bad answers; first ones:\n${failures.slice(0, 25).join("\n")}`).toEqual([]);
  });

  // Next itself answers 500 to these before proxy.ts runs; server/serve.mjs turns them into the 404 page (400 for route handlers).
  test("paths that are not valid percent-encoding get a clear answer", async ({ request }) => {
    test.setTimeout(120_000);
    const undecodable = all.filter(hasUndecodablePath);
    expect(undecodable.length).toBeGreaterThan(0);
    const failures = await sendAll(undecodable);
    expect((await request.get("/api/health")).status()).toBe(200);
    expect(failures, `seed ${SEED}: ${failures.length} bad answers; first ones:\n${failures.slice(0, 10).join("\n")}`).toEqual([]);
  });
});

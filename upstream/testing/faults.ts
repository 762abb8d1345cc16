/**
 * Test-only fault switch of the embedded upstream. Off unless the upstream is started with
 * UPSTREAM_TEST_ENDPOINTS=1 (the end-to-end config sets it); then
 *   POST   /testing/faults {pathPrefix, fault, durationMs?}   makes every request under pathPrefix fail that way
 *   DELETE /testing/faults                                    clears every fault
 *   GET    /testing/faults                                    lists the faults in force
 * Faults: "slow" (answers normally after durationMs, default 10 s), "500" (an error answer), "403" (access refused), "malformed-json"
 * (200 with a body that is not JSON), "schema-violation" (200 with JSON off the contract), "down" (the connection
 * is dropped without an answer), "mutate" (the real answer changed in one place its contract allows, chosen by
 * `seed`: ./mutations.ts; `contract` names the answer's schema, and the change is named in the `x-mutation` header).
 * The longest matching prefix wins; /testing/ itself is never faulted.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { readJsonBody } from "../http/body";
import { sendJson, sendJsonText } from "../http/respond";
import type { UpstreamRoute } from "../route-context";
import { MUTATION_CONTRACT_NAMES, mutateAnswer } from "./mutations";

export const FAULT_KINDS = ["slow", "500", "403", "malformed-json", "schema-violation", "down", "mutate"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How long a "slow" answer waits when the caller gives no durationMs: longer than the site's 5 s upstream timeout. */
export const DEFAULT_SLOW_MS = 10_000;
const MAX_DURATION_MS = 120_000;

export const faultSchema = z
  .object({
    pathPrefix: z.string().startsWith("/").max(500),
    fault: z.enum(FAULT_KINDS),
    durationMs: z.number().int().min(0).max(MAX_DURATION_MS).optional(),
    seed: z.number().int().nonnegative().optional(),
    contract: z.enum(MUTATION_CONTRACT_NAMES).optional(),
  })
  .refine((fault) => fault.fault !== "mutate" || (fault.seed !== undefined && fault.contract !== undefined), "mutate needs a seed and a contract");
export type Fault = z.infer<typeof faultSchema>;

const TESTING_PREFIX = "/testing/";

export class FaultTable {
  private readonly faults = new Map<string, Fault>();

  set(fault: Fault): void {
    this.faults.set(fault.pathPrefix, fault);
  }

  clear(): void {
    this.faults.clear();
  }

  list(): Fault[] {
    return [...this.faults.values()];
  }

  /** The fault for a request path: the longest prefix that matches, never for the switch itself. */
  match(pathname: string): Fault | undefined {
    if (pathname.startsWith(TESTING_PREFIX)) return undefined;
    let best: Fault | undefined;
    for (const fault of this.faults.values()) {
      if (pathname.startsWith(fault.pathPrefix) && (!best || fault.pathPrefix.length > best.pathPrefix.length)) best = fault;
    }
    return best;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays a fault on one request. Returns true when the request is answered (or dropped) here, false when it
 * should go on to its route ("slow", once the delay is over).
 */
export async function playFault(fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  switch (fault.fault) {
    case "slow":
      await sleep(fault.durationMs ?? DEFAULT_SLOW_MS);
      // The caller gave up meanwhile: nothing left to answer.
      return req.socket.destroyed;
    case "500":
      sendJson(res, 500, { error: "internal error (test fault)" });
      return true;
    case "403":
      sendJson(res, 403, { error: "forbidden (test fault)" });
      return true;
    case "malformed-json":
      sendJsonText(res, 200, '{"data": {"truncated": ', "no-store");
      return true;
    case "schema-violation":
      sendJsonText(res, 200, JSON.stringify({ data: { unexpected: true }, items: "not a list" }), "no-store");
      return true;
    case "down":
      req.socket.destroy();
      return true;
    case "mutate":
      mutateOnTheWayOut(res, fault);
      return false;
  }
}

/** Changes the route's JSON answer (sent whole by `res.end`) as the mutation mode says, if it is a 200. */
function mutateOnTheWayOut(res: ServerResponse, fault: Fault): void {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    const json = typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString("utf8") : null;
    if (res.statusCode !== 200 || json === null || !String(res.getHeader("content-type")).startsWith("application/json")) return end(chunk);
    const { answer, mutation } = mutateAnswer(JSON.parse(json), fault.contract!, fault.seed!);
    const body = JSON.stringify(answer);
    res.setHeader("content-length", Buffer.byteLength(body));
    res.setHeader("x-mutation", encodeURIComponent(mutation));
    res.setHeader("cache-control", "no-store");
    return end(body);
  }) as ServerResponse["end"];
}

/** The switch's own routes; registered only when the switch is enabled. */
export function faultRoutes(table: FaultTable): UpstreamRoute[] {
  return [
    { method: "GET", path: "/testing/faults", handler: ({ res }) => sendJson(res, 200, { faults: table.list() }) },
    {
      method: "POST",
      path: "/testing/faults",
      handler: async ({ req, res }) => {
        const parsed = faultSchema.safeParse(await readJsonBody(req));
        if (!parsed.success) {
          sendJson(res, 400, { error: `bad fault: ${parsed.error.issues[0]?.message ?? "invalid"}` });
          return;
        }
        table.set(parsed.data);
        sendJson(res, 200, { faults: table.list() });
      },
    },
    {
      method: "DELETE",
      path: "/testing/faults",
      handler: ({ res }) => {
        table.clear();
        sendJson(res, 200, { faults: [] });
      },
    },
  ];
}

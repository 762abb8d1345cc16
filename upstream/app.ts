/**
 * The embedded upstream: a node:http server speaking the content API (/content/…), the services API (/services/…, TV under /services/tve/…),
 * images (/images/…), the newsroom (/newsroom/…), the identity API (/identity/…), the customer service
 * (/mynews/mynewsapi/…), the paywall provider (/services/paywall/…) and the local services (/local/…) over the
 * seeded SQLite store.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { openDatabase } from "./db";
import { FilterSyntaxError } from "./filters";
import { HttpError } from "./http/errors";
import { sendJson } from "./http/respond";
import { createRouter, pathSegments } from "./http/router";
import { imageRoutes } from "./images";
import type { UpstreamRoute, UpstreamServices } from "./route-context";
import { adRoutes } from "./routes/ads";
import { articleRoutes } from "./routes/articles";
import { curationRoutes } from "./routes/curations";
import { liveBlogRoutes } from "./routes/live-blogs";
import { mediaRoutes } from "./routes/media";
import { recipeRoutes } from "./routes/recipes";
import { searchRoutes } from "./routes/search";
import { serviceRoutes } from "./routes/services";
import { identityRoutes } from "./identity/routes";
import { identityTestRoutes } from "./identity/test-routes";
import { mynewsRoutes } from "./mynews/routes";
import { showBlogRoutes } from "./routes/show-blogs";
import { siteChromeRoutes } from "./routes/site-chrome";
import { tvRoutes } from "./routes/tv";
import { paywallRoutes } from "./paywall/routes";
import { localRoutes } from "./routes/local";
import { newsroomRoutes } from "./newsroom/routes";
import { createStore } from "./store";
import { FaultTable, faultRoutes, playFault } from "./testing/faults";
import { testEndpointsEnabled } from "../lib/api/config";

export interface UpstreamOptions {
  port: number;
  host?: string;
  dbPath: string;
  /** Base of absolute URLs in answers; defaults to the address the server listens on. */
  publicUrl?: string;
  /**
   * The test-only endpoints: the fault switch (/testing/faults), the identity outbox, failure switches, expired
   * tokens and test identity provider. Defaults to UPSTREAM_TEST_ENDPOINTS=1; off, they answer 404.
   */
  testEndpoints?: boolean;
}

export interface Upstream {
  url: string;
  close(): Promise<void>;
}

const ROUTES: readonly UpstreamRoute[] = [
  { method: "GET", path: "/healthz", handler: ({ res }) => sendJson(res, 200, { ok: true }) },
  ...imageRoutes,
  ...siteChromeRoutes,
  ...curationRoutes,
  ...articleRoutes,
  ...liveBlogRoutes,
  ...recipeRoutes,
  ...mediaRoutes,
  ...showBlogRoutes,
  ...searchRoutes,
  ...serviceRoutes,
  ...identityRoutes,
  ...adRoutes,
  ...tvRoutes,
  ...paywallRoutes,
  ...mynewsRoutes,
  ...localRoutes,
  ...newsroomRoutes,
];

const SAFE_HEADER_VALUE = /^[\x21-\x7e][\x20-\x7e]{0,199}$/;

/** Echoes the correlation id and the forwarded `bento`/`curator` query values, so callers can see them arrive. */
function echoHeaders(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void {
  const correlationId = req.headers["x-correlation-id"];
  if (typeof correlationId === "string" && SAFE_HEADER_VALUE.test(correlationId)) res.setHeader("x-correlation-id", correlationId);
  const bento = query.get("bento");
  const curator = query.get("curator");
  if (bento !== null || curator !== null) {
    res.setHeader("x-upstream-forwarded", `bento=${encodeURIComponent(bento ?? "")};curator=${encodeURIComponent(curator ?? "")}`);
  }
}

function createHandler(services: UpstreamServices, faults: FaultTable | null) {
  const route = createRouter(faults ? [...ROUTES, ...identityTestRoutes, ...faultRoutes(faults)] : ROUTES);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const url = new URL(req.url ?? "/", "http://upstream.invalid");
      const fault = faults?.match(url.pathname);
      if (fault && (await playFault(fault, req, res))) return;
      echoHeaders(req, res, url.searchParams);
      const match = route(req.method ?? "GET", pathSegments(url.pathname));
      switch (match.kind) {
        case "found":
          await match.route.handler({ req, res, params: match.params, rest: match.rest, query: url.searchParams, services });
          return;
        case "wrongMethod":
          res.setHeader("allow", match.allowed.join(", "));
          throw new HttpError(405, "method not allowed");
        case "invalid":
          throw new HttpError(400, "invalid id in path");
        case "none":
          throw new HttpError(404, "not found");
      }
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof HttpError) {
        sendJson(res, error.status, { error: error.message });
      } else if (error instanceof FilterSyntaxError) {
        sendJson(res, 400, { error: `bad filters: ${error.message}` });
      } else {
        console.error("upstream: failed to answer", req.method, req.url, error);
        sendJson(res, 500, { error: "internal error" });
      }
    }
  };
}

function listen(server: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

export async function startUpstream(options: UpstreamOptions): Promise<Upstream> {
  const host = options.host ?? "127.0.0.1";
  const server = http.createServer();
  const address = await listen(server, options.port, host);
  const url = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, "");

  // Seeding is synchronous, so no request is taken before the handler is in place.
  const { db } = openDatabase({ dbPath: options.dbPath, publicUrl, startedAt: Date.now() });
  // The fault table exists exactly when the test-only endpoints do.
  const faults = (options.testEndpoints ?? testEndpointsEnabled()) ? new FaultTable() : null;
  server.on("request", createHandler({ store: createStore(db), publicUrl }, faults));

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

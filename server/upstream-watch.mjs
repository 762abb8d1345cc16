/**
 * Every call this process makes to the upstream services, seen where Node's fetch makes it (undici's diagnostics
 * channels): after Next's data cache, so only calls that reached the network count. Each is counted by service and
 * outcome with its time to headers (server/metrics.mjs); a failure is logged with its service, path pattern and status.
 * Calls made with Node's HTTP client (lib/api/plain-get) are seen on its channels; there only the upstream's bases
 * count, since the server's own loopback requests (server/error-pages.mjs) go the same way.
 */
import { subscribe } from "node:diagnostics_channel";
import { statusClass } from "../lib/ops/labels.mjs";
import { upstreamServices } from "../lib/api/bases.mjs";

/** A path with its query dropped and every segment holding a digit (ids, zip codes, dates) as `:id`. */
export const pathPattern = (path) =>
  path
    .split("?")[0]
    .split("/")
    .map((segment) => (/\d/.test(segment) ? ":id" : segment))
    .join("/")
    .slice(0, 200);

const isTimeout = (error) => error?.name === "TimeoutError" || error?.name === "AbortError";

/** Starts watching; `metrics.upstream(…)` counts and `logger` tells the failures. `env` names the bases. */
export function watchUpstream({ metrics, logger, env = process.env }) {
  const started = new WeakMap();
  const serviceOf = upstreamServices(env);
  const service = (request) => serviceOf(`${request.origin}${request.path.split("?")[0]}`) ?? "other";
  /** Logs a failed call once per fault (server/log.mjs), with its service, path pattern and status. */
  const failed = (request, name, status, message) => {
    const path = pathPattern(request.path);
    logger.warn({ fault: `upstream ${name} ${request.method} ${path} ${status}`, service: name, method: request.method, path, status }, message);
  };

  /** A call answered: counted with its time to headers; a 5xx is logged. */
  const answered = (request, name, statusCode) => {
    const seconds = (performance.now() - (started.get(request) ?? performance.now())) / 1000;
    metrics.upstream({ service: name, status: statusClass(statusCode), seconds });
    if (statusCode >= 500) failed(request, name, statusCode, "Upstream answered with an error");
  };
  /** A call that got no answer: counted and logged as a timeout or a network error. */
  const unanswered = (request, name, error) => {
    const status = isTimeout(error) ? "timeout" : "network_error";
    metrics.upstream({ service: name, status });
    failed(request, name, status, `Upstream call failed: ${error?.message ?? error}`);
  };

  subscribe("undici:request:create", ({ request }) => started.set(request, performance.now()));
  subscribe("undici:request:headers", ({ request, response }) => answered(request, service(request), response.statusCode));
  subscribe("undici:request:error", ({ request, error }) => unanswered(request, service(request), error));
  // Node's HTTP client: `request` is a ClientRequest, whose origin is its protocol and Host header.
  const httpService = (request) => serviceOf(`${request.protocol}//${request.getHeader("host")}${request.path.split("?")[0]}`);
  subscribe("http.client.request.start", ({ request }) => started.set(request, performance.now()));
  subscribe("http.client.response.finish", ({ request, response }) => {
    const name = httpService(request);
    if (name) answered(request, name, response.statusCode);
  });
  subscribe("http.client.request.error", ({ request, error }) => {
    const name = httpService(request);
    if (name) unanswered(request, name, error);
  });
  // A connection refused never becomes a request: only its origin is known.
  subscribe("undici:client:connectError", ({ connectParams, error }) => {
    const origin = `${connectParams.protocol}//${connectParams.host}`;
    const service = serviceOf(origin) ?? "other";
    metrics.upstream({ service, status: "network_error" });
    logger.warn({ fault: `upstream connect ${origin}`, service, status: "network_error" }, `Upstream not reachable: ${error?.message ?? error}`);
  });
}

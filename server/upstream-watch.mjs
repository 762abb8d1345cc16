/**
 * Every call this process makes to the upstream services, seen where Node's fetch makes it (undici's diagnostics
 * channels): after Next's data cache, so only calls that reached the network count. Each is counted by service and
 * outcome with its time to headers (server/metrics.mjs); a failure is logged with its service, path pattern and status.
 */
import { subscribe } from "node:diagnostics_channel";
import { statusClass } from "../lib/ops/labels.mjs";
import { upstreamServiceOf } from "../lib/api/bases.mjs";

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
  const serviceCache = new Map();
  const serviceOf = (origin) => {
    let service = serviceCache.get(origin);
    if (service === undefined) {
      service = upstreamServiceOf(origin, env);
      if (serviceCache.size < 1000) serviceCache.set(origin, service);
    }
    return service;
  };
  const describe = (request) => {
    const base = `${request.origin}${request.path.split("?")[0]}`;
    return { service: serviceOf(base) ?? "other", path: pathPattern(request.path) };
  };

  subscribe("undici:request:create", ({ request }) => started.set(request, performance.now()));
  subscribe("undici:request:headers", ({ request, response }) => {
    const { service, path } = describe(request);
    const seconds = (performance.now() - (started.get(request) ?? performance.now())) / 1000;
    metrics.upstream({ service, status: statusClass(response.statusCode), seconds });
    if (response.statusCode >= 500) logger.warn({ fault: `upstream ${service} ${request.method} ${path} ${response.statusCode}`, service, method: request.method, path, status: response.statusCode }, "Upstream answered with an error");
  });
  subscribe("undici:request:error", ({ request, error }) => {
    const { service, path } = describe(request);
    const status = isTimeout(error) ? "timeout" : "network_error";
    metrics.upstream({ service, status });
    logger.warn({ fault: `upstream ${service} ${request.method} ${path} ${status}`, service, method: request.method, path, status }, `Upstream call failed: ${error?.message ?? error}`);
  });
  // A connection refused never becomes a request: only its origin is known.
  subscribe("undici:client:connectError", ({ connectParams, error }) => {
    const origin = `${connectParams.protocol}//${connectParams.host}`;
    const service = serviceOf(origin) ?? "other";
    metrics.upstream({ service, status: "network_error" });
    logger.warn({ fault: `upstream connect ${origin}`, service, status: "network_error" }, `Upstream not reachable: ${error?.message ?? error}`);
  });
}

/** Server throughput and latency with autocannon: LOAD.connections connections for a fixed time. */
import autocannon from "autocannon";
import { LOAD } from "./config.mjs";

/**
 * Each request is the one `next()` returns ({ host, path, method?, headers?, body? }); with `amount`, the
 * run also ends after that many requests. Failures are non-2xx answers, connection errors and timeouts.
 */
export function loadTest(port, next, { seconds = LOAD.durationSeconds, amount, connections = LOAD.connections } = {}) {
  return new Promise((resolve, reject) => {
    let timer;
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        amount,
        requests: [
          {
            setupRequest: (request) => {
              const { host, path, method = "GET", headers = {}, body } = next();
              return { ...request, method, path, body, headers: { ...request.headers, ...headers, host } };
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error);
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          seconds: result.duration,
          failures: result.non2xx + result.errors,
          // Headers included: what the server wrote per answer.
          bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
        });
      },
    );
    // Given an amount, autocannon ignores the duration; `seconds` still bounds the run.
    if (amount) timer = setTimeout(() => instance.stop(), seconds * 1000);
  });
}

/**
 * Hands out each page once, in order. `amount` is how many requests the pool can serve: a whole
 * number of requests per connection, since each connection stops after its share.
 */
export function eachOnce(pages, connections = LOAD.connections) {
  let used = 0;
  return {
    next: () => pages[used++ % pages.length],
    used: () => used,
    size: pages.length,
    amount: Math.floor(pages.length / connections) * connections,
  };
}

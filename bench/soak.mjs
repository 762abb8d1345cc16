/**
 * The load run (issue 13): mixed reader traffic (bench/traffic.mjs) at a set rate for a set time,
 * counting every answer that is not a success and sampling the server's memory as it goes.
 */
import autocannon from "autocannon";
import { LOAD } from "./config.mjs";
import { get, getJson, postJson, siteHost } from "./http.mjs";
import { rssOf } from "./processes.mjs";
import { loadTest } from "./load.mjs";
import { mixedTraffic } from "./traffic.mjs";

export const SOAK = {
  /** `npm run bench`: five minutes; `BENCH_SOAK_SECONDS` changes it. */
  seconds: Number(process.env.BENCH_SOAK_SECONDS || 300),
  sampleMs: 5000,
  /** Memory is compared from the end of the first fifth (caches filled, code warm) to the end. */
  baselineAt: 0.2,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A verified reader made through the site's own account routes, the code read from the upstream's outbox; `cookie`
 * is the session the verification set (its access token outlives the run), as the reader's browser sends it.
 */
export async function createReader(port, upstreamPort) {
  const host = siteHost("today", port);
  const reader = { host, email: `soak-${Date.now()}@example.com`, password: "a soak password 1" };
  const registered = await postJson(port, "/api/account/register", host, { email: reader.email, password: reader.password });
  if (registered.status !== 201) throw new Error(`registering the load run's reader answered ${registered.status}`);
  const { data } = await getJson(upstreamPort, `/identity/outbox?email=${encodeURIComponent(reader.email)}`);
  const verified = await postJson(port, "/api/account/otp/verify", host, { email: reader.email, one_time_code: data.messages[0]?.code });
  if (verified.status !== 200) throw new Error(`verifying the load run's reader answered ${verified.status}`);
  const cookie = (verified.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  return { ...reader, cookie };
}

/** How many pages of each kind the load run goes round: enough that it is not one page's cache answering. */
export const SOAK_PAGES = { fronts: 20, articles: 60 };

/**
 * The load run's pages, as { host, path }: the measured pages (bench/pages.mjs lighthousePages) and
 * more fronts and articles from `more` (neverSeenPages); `page` turns { vertical, path } into { host, path }.
 */
export function soakPages(measured, more, page) {
  return {
    fronts: [measured["home front"], measured["section front"], ...more.fronts].slice(0, SOAK_PAGES.fronts).map(page),
    articles: [measured.article, ...more.articles].slice(0, SOAK_PAGES.articles).map(page),
    liveBlogs: [{ ...page(measured["live blog"]), id: measured["live blog"].id }],
  };
}

/** Asks for every page once, so the run measures serving them rather than rendering them the first time. */
export async function warm(port, pages) {
  for (const { host, path } of pages) {
    const { status } = await get(port, path, host);
    if (status !== 200) throw new Error(`${host}${path} answered ${status} before the load run`);
  }
}

/**
 * The throughput of the load run's mix: LOAD.connections readers asking as fast as answers come. The load
 * run then holds that rate, so it runs the site at its peak for this traffic (the warm article alone, from
 * the micro-cache, is several times faster than live-blog polls and sign-ins allow).
 */
export async function mixedThroughput({ port, pages, reader, seconds }) {
  const run = await loadTest(port, mixedTraffic(pages, reader), { seconds });
  return run.requestsPerSecond;
}

/**
 * `pages`: { fronts, articles, liveBlogs } as { host, path } (live blogs with `id`), `reader` from
 * createReader, `rate` in requests per second, `server` the started site process (for its memory).
 */
export function soak({ port, pages, reader, rate, seconds = SOAK.seconds, server }) {
  const next = mixedTraffic(pages, reader);
  const samples = [];
  const startedAt = Date.now();
  const sample = () => samples.push({ atSeconds: (Date.now() - startedAt) / 1000, rssBytes: rssOf(server) });
  sample();
  const timer = setInterval(sample, SOAK.sampleMs);

  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: LOAD.connections,
        duration: seconds,
        overallRate: Math.max(1, Math.round(rate)),
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
        clearInterval(timer);
        if (error) return reject(error);
        sample();
        const baselineSamples = samples.filter(({ atSeconds }) => atSeconds >= seconds * (SOAK.baselineAt - 0.05) && atSeconds <= seconds * (SOAK.baselineAt + 0.05));
        const baselineBytes = median((baselineSamples.length ? baselineSamples : samples.slice(0, 3)).map(({ rssBytes }) => rssBytes));
        const endBytes = median(samples.slice(-3).map(({ rssBytes }) => rssBytes));
        const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
        resolve({
          seconds: result.duration,
          targetRate: rate,
          requests: result.requests.total,
          requestsPerSecond: result.requests.total / result.duration,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          // autocannon counts timeouts among the errors.
          failures: result.non2xx + result.errors,
          statuses,
          memory: { baselineBytes, endBytes, growth: baselineBytes ? endBytes / baselineBytes - 1 : 0, samples },
        });
      },
    );
  });
}

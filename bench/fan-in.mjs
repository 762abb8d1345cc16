/**
 * Live-blog fan-in: FAN_IN.readers readers poll the site's latest-posts endpoint once per interval,
 * their polls spread evenly over it (and over `ports`, the instances, when there are several); the upstream requests
 * this causes are counted per interval.
 */
import { FAN_IN, LIVE_BLOG_LATEST_PATH } from "./config.mjs";
import { get } from "./http.mjs";

const sleepUntil = (time) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

/** Quiet: no upstream request for this long. */
const QUIET_MS = 3000;
const QUIET_WAIT_MS = 60_000;

/**
 * Waits until the server asks the upstream nothing more on its own: renders a load run left in flight (autocannon
 * stops asking, the server still finishes what it took) would otherwise be counted as the polls' requests.
 */
async function untilQuiet(countUpstream) {
  const deadline = Date.now() + QUIET_WAIT_MS;
  let last = await countUpstream();
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
    await sleepUntil(Date.now() + 500);
    const now = await countUpstream();
    if (now !== last) [last, quietSince] = [now, Date.now()];
  }
}

/** The instances' own counts of how polls were answered (server/metrics.mjs); null where metrics are off. */
async function pollSources(ports) {
  const sum = { shared: 0, local: 0, storeErrors: 0 };
  for (const port of ports) {
    const { status, body } = await get(port, "/metrics").catch(() => ({ status: 0 }));
    if (status !== 200) return null;
    const value = (series) => Number(body.match(new RegExp(`^${series.replace(/[{}"]/g, "\\$&")} (\\S+)$`, "m"))?.[1] ?? 0);
    sum.shared += value('site_live_blog_fetches_total{path="shared"}');
    sum.local += value('site_live_blog_fetches_total{path="local"}');
    sum.storeErrors += value("site_shared_store_errors_total");
  }
  return sum;
}

/** `countUpstream()` resolves the number of upstream requests so far. */
export async function fanIn({ port, ports = [port], host, articleId, countUpstream, intervals = FAN_IN.intervals }) {
  const path = LIVE_BLOG_LATEST_PATH.replace("{articleId}", articleId);
  await untilQuiet(countUpstream);
  const probe = await get(ports[0], path, host);
  if (probe.status === 404) return { measured: false, path, note: `${path} answered 404` };
  if (probe.status !== 200) return { measured: false, failed: true, path, note: `${path} answered ${probe.status}` };

  const { readers, intervalMs } = FAN_IN;
  const inFlight = new Set();
  let polls = 0;
  let failedPolls = 0;
  let firstFailure;
  const fail = (why) => {
    failedPolls++;
    firstFailure ??= why;
  };
  /** Like a browser, a reader revalidates what it has: If-None-Match with the last ETag, 304 when unchanged. */
  const etags = new Array(readers);
  const poll = (reader) => {
    polls++;
    const request = get(ports[reader % ports.length], path, host, etags[reader] && { "if-none-match": etags[reader] })
      .then(({ status, headers }) => {
        if (status === 200) etags[reader] = headers.etag;
        else if (status !== 304) fail(`answered ${status}`);
      }, (error) => fail(error.message))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };

  const sourcesBefore = await pollSources(ports);
  let counted = await countUpstream();
  const startedAt = Date.now();
  const timers = Array.from({ length: readers }, (_, reader) =>
    setTimeout(() => {
      poll(reader);
      timers[reader] = setInterval(() => poll(reader), intervalMs);
    }, (reader * intervalMs) / readers),
  );

  const perInterval = [];
  try {
    for (let interval = 1; interval <= intervals; interval++) {
      await sleepUntil(startedAt + interval * intervalMs);
      const now = await countUpstream();
      perInterval.push(now - counted);
      counted = now;
    }
  } finally {
    // clearInterval clears timeouts too
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled(inFlight);
  }
  // Why the upstream was asked: by the instance holding the shared lock, or by an instance answering on its own.
  const sourcesAfter = await pollSources(ports);
  const fetches = sourcesBefore && sourcesAfter && Object.fromEntries(Object.keys(sourcesAfter).map((key) => [key, sourcesAfter[key] - sourcesBefore[key]]));
  return { measured: true, path, readers, intervalMs, perInterval, maxPerInterval: Math.max(...perInterval), polls, failedPolls, firstFailure, fetches };
}

/**
 * Through the edge (deploy/stack.mjs with `edge: true`: Varnish in front of two instances sharing Redis): cached pages
 * per second at the edge against the same warm page from one instance directly, and the time from a newsroom change
 * to the change seen at the edge (CHANGES headline corrections, each polled for on the article's page every 50 ms).
 */
import { startStack } from "../deploy/stack.mjs";
import { get, siteHost } from "./http.mjs";
import { loadTest } from "./load.mjs";
import { lighthousePages } from "./pages.mjs";

const CHANGES = 20;
const POLL_MS = 50;
const GIVE_UP_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

export async function measureEdge() {
  const stack = await startStack({ instances: 2, edge: true });
  try {
    const { article } = await lighthousePages(stack.upstreamPort);
    const [A] = stack.sites;
    const at = (port) => () => ({ host: siteHost(article.vertical, port), path: article.path });
    for (const port of [stack.edge.port, A.port]) await get(port, article.path, siteHost(article.vertical, port));
    const edge = await loadTest(stack.edge.port, at(stack.edge.port));
    const direct = await loadTest(A.port, at(A.port));

    const delays = [];
    for (let change = 0; change < CHANGES; change++) {
      const headline = `Bench correction ${change} ${Date.now()}`;
      const started = Date.now();
      const answer = await fetch(`http://127.0.0.1:${stack.upstreamPort}/newsroom/articles/${article.id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${stack.newsroomToken}`, "content-type": "application/json" },
        body: JSON.stringify({ headline }),
      });
      if (answer.status !== 200) throw new Error(`the newsroom answered ${answer.status}`);
      for (;;) {
        if ((await get(stack.edge.port, article.path, siteHost(article.vertical, stack.edge.port))).body.includes(headline)) break;
        if (Date.now() - started > GIVE_UP_MS) throw new Error(`change ${change} not seen at the edge within ${GIVE_UP_MS} ms`);
        await sleep(POLL_MS);
      }
      delays.push(Date.now() - started);
    }
    return { edge, direct, changeSeen: { changes: CHANGES, p50Ms: percentile(delays, 0.5), maxMs: Math.max(...delays), delays } };
  } finally {
    await stack.stop();
  }
}

/** The report's lines. */
export function edgeLines({ edge, direct, changeSeen }) {
  const ratio = (a, b) => `×${(a / b).toFixed(2)}`;
  return [
    `Edge (Varnish in front of two instances sharing Redis), warm article, 10 s: ${Math.round(edge.requestsPerSecond)} req/s at the edge ` +
      `(p50 ${edge.p50Ms} ms, ${edge.failures} failed) against ${Math.round(direct.requestsPerSecond)} req/s from one instance directly ` +
      `(${ratio(edge.requestsPerSecond, direct.requestsPerSecond)})`,
    `Newsroom change → seen at the edge (headline correction, ${changeSeen.changes} changes): p50 ${changeSeen.p50Ms} ms, max ${changeSeen.maxMs} ms`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(edgeLines(await measureEdge()));

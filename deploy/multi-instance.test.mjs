/**
 * Many instances, one cache (issue: scale-out): a real redis-server and two instances of one build, A and B, in
 * front of the embedded upstream behind a counting proxy (deploy/stack.mjs). `npm test` runs it; alone:
 * `node --test deploy/multi-instance.test.mjs` after a build (`node scripts/start.mjs --build-only`).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { createClient } from "redis";
import { fanIn } from "../bench/fan-in.mjs";
import { get, getJson, postJson, siteHost } from "../bench/http.mjs";
import { lighthousePages, neverSeenPages } from "../bench/pages.mjs";
import { startStack } from "./stack.mjs";

const root = new URL("..", import.meta.url).pathname;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** server/micro-cache.mjs keeps a page a second in each instance: wait that out to reach Next. */
const MICRO_CACHE_MS = 1100;
const REVALIDATE_TOKEN = "multi-instance-test-token";

let stack;
let A;
let B;
let pages;

const page = (site, { vertical, path }, headers) => get(site.port, path, siteHost(vertical, site.port), headers);

before(async () => {
  const build = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], { cwd: root, stdio: "inherit" });
  assert.equal(build.status, 0, "the build failed");
  // Answers stay in each instance's memory a minute here (server/answer-memo.mjs): long enough that only the publish
  // event's message over Redis can make B forget one in time.
  stack = await startStack({ instances: 2, siteEnv: { REVALIDATE_TOKEN, ANSWER_MEMO_MS: "60000" } });
  [A, B] = stack.sites;
  pages = await lighthousePages(stack.upstreamPort);
});

after(() => stack?.stop());

/** The nonce of an HTML answer's script policy, after checking that every script tag carries it and no placeholder is left. */
function checkedNonce({ headers, body }) {
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  assert.ok(nonce, "the answer has a script nonce in its policy");
  const placeholder = readFileSync(`${root}.next/csp-nonce-placeholder`, "utf8");
  assert.ok(!body.includes(placeholder), "the build's placeholder never reaches a reader");
  const scripts = body.match(/<script\b[^>]*>/g) ?? [];
  assert.ok(scripts.length > 0);
  for (const tag of scripts) if (!tag.includes('type="application/ld+json"')) assert.match(tag, new RegExp(`nonce="${nonce}"`), tag);
  return nonce;
}

/** Waits until a page's entry is in Redis: Next stores a page once its answer has gone out. */
async function storedInRedis(path) {
  const client = createClient({ url: stack.redis.url });
  await client.connect();
  try {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
      if ((await client.keys(`*APP_PAGE*${path}`)).length) return;
    }
    assert.fail(`${path} never reached the shared cache`);
  } finally {
    await client.quit();
  }
}

const headline = (body) => /<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1];

test("a page rendered by A is served by B from the shared cache: no render, no upstream request, its own nonce", async () => {
  const first = await page(A, pages.article);
  assert.equal(first.status, 200);
  await storedInRedis(pages.article.path);
  const counted = await stack.countUpstream();
  const second = await page(B, pages.article);
  assert.equal(second.status, 200);
  assert.equal(second.headers["x-nextjs-cache"], "HIT");
  assert.equal(await stack.countUpstream(), counted, "B asked the upstream");
  assert.equal(headline(second.body), headline(first.body));
  assert.notEqual(checkedNonce(second), checkedNonce(first));
});

test("a page revalidated on A changes on A and B", async () => {
  const blog = pages["live blog"];
  await Promise.all([page(A, blog), page(B, blog)]);
  const marker = `Shared-cache check ${Date.now()}`;
  const posted = await postJson(stack.upstreamPort, `/newsroom/live-blogs/${blog.id}/cards`, `127.0.0.1:${stack.upstreamPort}`, { headline: marker, text: "A post for the multi-instance test." }, { authorization: `Bearer ${stack.newsroomToken}` });
  assert.equal(posted.status, 201);
  await sleep(MICRO_CACHE_MS);
  assert.ok(!(await page(B, blog)).body.includes(marker), "B shows its cached page until the page is revalidated");

  // What a publish asks for: A drops the blog's cards (tagged by their card-search id) from the shared cache, and
  // with them every page that shows them; neither instance may show the old page.
  const revalidated = await postJson(A.port, "/api/revalidate", siteHost("news", A.port), { tags: [`live-blog:${blog.id.replace(/^rlna/, "rcna")}`] }, { authorization: `Bearer ${REVALIDATE_TOKEN}` });
  assert.equal(revalidated.status, 200);
  await sleep(MICRO_CACHE_MS);
  for (const site of [A, B]) {
    const answer = await page(site, blog);
    assert.ok(answer.body.includes(marker), `${site.name} shows the new post`);
  }
});

test("a publish event taken by A reaches the answers B keeps in memory: B's next render of the front is fresh", async () => {
  const { curation } = (await getJson(stack.upstreamPort, "/content/curation/slug/news")).data;
  const listed = curation.layouts
    .flatMap((layout) => layout.packages.flatMap((pkg) => pkg.items))
    .find((entry) => entry.type === "article" && /-rcna\d+$/.test(entry.item.url.primary));
  const front = { vertical: "news", path: "/" };
  // B renders the home front, and keeps its curation in memory.
  assert.equal((await page(B, front)).status, 200);
  const headline = `Memory check ${Date.now()}`;
  const changed = await fetch(`http://127.0.0.1:${stack.upstreamPort}/newsroom/articles/${listed.item.id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${stack.newsroomToken}`, "content-type": "application/json" },
    body: JSON.stringify({ headline }),
  });
  assert.equal(changed.status, 200);
  assert.equal((await changed.json()).delivered, true, "A took the publish event");
  await sleep(MICRO_CACHE_MS);
  assert.ok((await page(B, front)).body.includes(headline), "B rendered the front again from the curation it had in memory");
});

test("five wrong passwords split across A and B lock the account on both", async () => {
  const email = `guesser-${Date.now()}@example.com`;
  const signIn = (site) => postJson(site.port, "/api/account/signin", siteHost("today", site.port), { email, password: "not-the-password" });
  for (const site of [A, B, A, B, A]) assert.notEqual((await signIn(site)).status, 429);
  for (const site of [A, B]) {
    const refused = await signIn(site);
    assert.equal(refused.status, 429, `${site.name} still lets the guesser try`);
  }
});

test("200 polling readers split across A and B cost the upstream at most 2 requests per interval", async () => {
  const result = await fanIn({
    ports: [A.port, B.port],
    host: siteHost("news", A.port),
    articleId: pages["live blog"].id,
    countUpstream: stack.countUpstream,
    intervals: 2,
  });
  assert.ok(result.measured, result.note);
  assert.equal(result.failedPolls, 0, `failed polls, the first ${result.firstFailure}`);
  assert.ok(result.maxPerInterval <= 2, `upstream requests per interval: ${result.perInterval.join(", ")}`);
});

/** Pages of every kind, each asked of both instances: none may fail. */
async function everyPageAnswers(label) {
  const started = Date.now();
  for (const target of Object.values(pages)) {
    for (const site of [A, B]) {
      const answer = await page(site, target);
      assert.equal(answer.status, 200, `${label}: ${site.name} ${target.path} answered ${answer.status}`);
    }
  }
  return Date.now() - started;
}

let lastTry = "";

/** Renders a page no one asked for on A, then asks B: true when B answered it from the shared cache. */
async function sharedAgain(attempt) {
  const fresh = { ...pages.article, path: `${pages.article.path}?bento=shared-${attempt}-${Date.now()}` };
  await page(A, fresh);
  await sleep(500);
  const counted = await stack.countUpstream();
  const answer = await page(B, fresh);
  const upstream = (await stack.countUpstream()) - counted;
  lastTry = `B answered ${answer.status} ${answer.headers["x-nextjs-cache"]} with ${upstream} upstream requests`;
  return answer.status === 200 && answer.headers["x-nextjs-cache"] === "HIT" && upstream === 0;
}

async function waitUntilShared() {
  for (let attempt = 0; attempt < 40; attempt++) {
    if (await sharedAgain(attempt)) return;
    await sleep(250);
  }
  assert.fail(`the instances did not share their cache again; last try: ${lastTry}\nA: ${A.process.output.slice(-1500)}`);
}

test("Redis hung or gone: no 5xx, pages keep coming; back: shared again", async () => {
  await waitUntilShared();

  stack.redis.process.kill("SIGSTOP");
  try {
    const elapsed = await everyPageAnswers("Redis hung");
    assert.ok(elapsed < 60_000, `pages took ${elapsed} ms with Redis hung`);
  } finally {
    stack.redis.process.kill("SIGCONT");
  }

  await stack.redis.stop();
  await everyPageAnswers("Redis gone");
  const signIn = await postJson(A.port, "/api/account/signin", siteHost("today", A.port), { email: `nobody-${Date.now()}@example.com`, password: "wrong" });
  assert.ok(signIn.status < 500, `a sign-in answered ${signIn.status} without Redis`);

  await stack.restartRedis();
  await waitUntilShared();
});

/** Resident memory of a process, in MB. */
const residentMegabytes = (pid) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

test("an instance stays under 768 MB resident after rendering 300 pages no one had asked for", async () => {
  const { articles, fronts } = await neverSeenPages(stack.upstreamPort, Object.values(pages));
  const unseen = [...articles.slice(0, 240), ...fronts.slice(0, 60)];
  assert.equal(unseen.length, 300);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(A.process.pid))), 200);
  try {
    let next = 0;
    // Eight readers at a time, each page once.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < unseen.length) {
          const target = unseen[next++];
          const answer = await page(A, target);
          assert.ok(answer.status < 500, `${target.path} answered ${answer.status}`);
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const end = residentMegabytes(A.process.pid);
  assert.ok(Math.max(peak, end) < 768, `resident memory: peak ${peak.toFixed(0)} MB, ${end.toFixed(0)} MB at the end`);
});

test("A stopped: B serves every page", async () => {
  await A.stop();
  for (const target of Object.values(pages)) {
    const answer = await page(B, target);
    assert.equal(answer.status, 200, `B ${target.path} answered ${answer.status}`);
  }
});

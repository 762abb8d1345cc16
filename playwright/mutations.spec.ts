/**
 * Upstream surprises cost a block, not the page: for every page kind, the embedded upstream's seeded answers go
 * through hundreds of seeded mutations (the fault switch's mutation mode, upstream/testing/mutations.ts: unknown enum
 * values in lists, optional fields left out, lists emptied or given an item of another shape, very long and non-Latin
 * texts). Every page must answer 200 with its main document (headline, and an article's first paragraph).
 * MUTATION_SEED=<n> replays a run; MUTATION_COUNT=<n> sends more (or fewer) mutations.
 */
import { expect, test } from "./test";
import { type APIRequestContext } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";
import type { MutationContract } from "../upstream/testing/mutations";

const UPSTREAM = `http://127.0.0.1:${E2E_UPSTREAM_PORT}`;
const SEED = Number(process.env.MUTATION_SEED || Math.floor(Math.random() * 2 ** 30));
/** About 25 per page kind: a minute and a half on a shared two-core machine. */
const COUNT = Number(process.env.MUTATION_COUNT || 225);

type Answer = { data: Record<string, Record<string, unknown>> };

interface PageKind {
  name: string;
  host: string;
  path: string;
  /** The main document's answer on the upstream and its contract, then the page's other answers. */
  answers: [prefix: string, contract: MutationContract][];
  /** The main document's headline and first paragraph in an answer of the first prefix. */
  main(answer: Answer): string[];
}

const headlineOf = (document: Record<string, unknown> | undefined) => {
  const headline = document?.headline as { primary?: unknown } | undefined;
  return typeof headline?.primary === "string" ? [headline.primary] : [];
};
/** An article's headline and the text of the first paragraph it will render. */
const articleMain = (answer: Answer) => {
  const article = answer.data.article;
  const body = Array.isArray(article?.body) ? (article.body as unknown[]) : [];
  const paragraph = body.find((block): block is { html: string } => {
    const candidate = block as { type?: unknown; html?: unknown } | null;
    return candidate?.type === "paragraph" && typeof candidate.html === "string";
  });
  return [...headlineOf(article), ...(paragraph ? [paragraph.html] : [])];
};

const KINDS: PageKind[] = [
  {
    name: "front",
    host: "localhost",
    path: "/",
    answers: [["/content/curation/slug/news", "curation"], ["/content/waffle/automated", "contentItems"]],
    main: (answer) => [String(answer.data.curation?.seoTitle ?? "")],
  },
  {
    name: "article",
    host: "localhost",
    path: "/politics/elections/the-house-speaker-weighs-changes-to-a-tax-overhaul-rcna100003",
    answers: [["/content/article/rcna100003", "article"], ["/content/article/related", "teasables"], ["/content/curatedList/news-most-popular", "curatedList"]],
    main: articleMain,
  },
  {
    name: "live blog",
    host: "localhost",
    path: "/world/live-blog/live-updates-the-french-president-condemns-emergency-aid-for-flood-rlna900001",
    answers: [["/content/article/rlna900001", "article"], ["/content/articlecards/search", "articleCards"]],
    main: articleMain,
  },
  {
    name: "show blog",
    host: "msnbc.localhost",
    path: "/the-evening-report/blog/inside-the-fight-over-border-talks-ncpn600006",
    answers: [["/content/article/ncpn600006", "article"], ["/content/showBlogNavigation/", "showBlogNavigation"], ["/content/curation/slug/the-evening-report/blog", "curation"]],
    main: articleMain,
  },
  {
    name: "recipe",
    host: "today.localhost",
    path: "/recipes/lemony-tofu-with-herbed-rice-tdrp401001",
    answers: [["/content/recipe/tdrp401001", "recipe"], ["/content/recipe/related", "teasables"]],
    main: (answer) => headlineOf(answer.data.recipe),
  },
  {
    name: "product",
    host: "today.localhost",
    path: "/shop/product/brightline-lip-treatment-set-ncpd501002",
    answers: [["/content/product/ncpd501002", "product"], ["/content/products/search", "products"]],
    main: (answer) => [String(answer.data.product?.name ?? "")],
  },
  {
    name: "slideshow",
    host: "localhost",
    path: "/world/in-photos-the-french-president-signs-off-on-new-sanctions-after-a-ncsl300001",
    answers: [["/content/slideshow/ncsl300001", "slideshow"]],
    main: (answer) => headlineOf(answer.data.slideshow),
  },
  { name: "video", host: "localhost", path: "/video/brazil-s-government-calls-for-border-talks-after-a-disputed-election-mmvo2000001", answers: [["/content/video/mmvo2000001", "video"]], main: (answer) => headlineOf(answer.data.video) },
  {
    name: "playlist",
    host: "localhost",
    path: "/playlist/playlist-news-2",
    answers: [["/content/playlist/playlist-news-2", "playlist"]],
    main: (answer) => headlineOf(answer.data.videoPlaylist),
  },
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };
/** A page's or an answer's text: tags out, entities decoded, white space collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ");

/** GET on a brand's host, following up to two redirects on that host (a left-out canonical URL moves the page). */
async function getOnHost(request: APIRequestContext, url: string, host: string) {
  let response = await request.get(url, { headers: { host }, maxRedirects: 0 });
  for (let hop = 0; hop < 2 && response.status() >= 300 && response.status() < 400; hop++) {
    const location = new URL(response.headers()["location"] ?? "/", url);
    response = await request.get(`http://localhost:${E2E_PORT}${location.pathname}${location.search}`, { headers: { host }, maxRedirects: 0 });
  }
  return response;
}

async function setFault(request: APIRequestContext, fault: Record<string, unknown> | null) {
  expect((await request.delete(`${UPSTREAM}/testing/faults`)).status()).toBe(200);
  if (fault) expect((await request.post(`${UPSTREAM}/testing/faults`, { data: fault })).status()).toBe(200);
}

test.describe("upstream mutations", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "desktop", "server answers do not depend on the device"));
  test.afterEach(async ({ request }) => setFault(request, null));

  test(`${COUNT} mutated upstream answers: every page kind answers 200 with its main document`, async ({ request }) => {
    test.setTimeout(240_000);
    console.log(`mutations: seed ${SEED} (MUTATION_SEED=${SEED} replays this run), ${COUNT} mutations over ${KINDS.length} page kinds`);
    const seeded = new Map<string, Answer>();
    for (const kind of KINDS) seeded.set(kind.name, (await (await request.get(`${UPSTREAM}${kind.answers[0]![0]}`)).json()) as Answer);

    const failures: string[] = [];
    const started = Date.now();
    for (let index = 0; index < COUNT; index++) {
      const kind = KINDS[index % KINDS.length]!;
      const seed = SEED + index;
      const [prefix, contract] = kind.answers[Math.floor(index / KINDS.length) % kind.answers.length]!;
      const fault = { pathPrefix: prefix, fault: "mutate", seed, contract };
      await setFault(request, fault);
      // The main document as the page will read it: the mutated answer when the mutation is in it.
      const main = prefix === kind.answers[0]![0] ? await request.get(`${UPSTREAM}${prefix}`) : null;
      const mutation = main ? decodeURIComponent(main.headers()["x-mutation"] ?? "") : `${prefix} (see its x-mutation header)`;
      const expected = kind.main(main ? ((await main.json()) as Answer) : seeded.get(kind.name)!).map((text) => textOf(text).trim().slice(0, 60));

      const url = `http://localhost:${E2E_PORT}${kind.path}${kind.path.includes("?") ? "&" : "?"}bento=m${seed}`;
      const response = await getOnHost(request, url, `${kind.host}:${E2E_PORT}`);
      const page = textOf(await response.text());
      const missing = expected.filter((text) => !page.includes(text));
      if (response.status() !== 200 || missing.length > 0) {
        const problem = response.status() !== 200 ? `status ${response.status()}` : `main document missing: ${missing.map((text) => JSON.stringify(text)).join(", ")}`;
        failures.push(
          `${kind.name} seed ${seed}, ${mutation}: ${problem}\n` +
            `  curl -s -X POST ${UPSTREAM}/testing/faults -H 'content-type: application/json' -d '${JSON.stringify(fault)}' && ` +
            `curl -sL -o /dev/null -w '%{http_code}\\n' -H 'Host: ${kind.host}:${E2E_PORT}' '${url}'`,
        );
      }
    }
    console.log(`mutations: ${COUNT} pages in ${Date.now() - started} ms, ${failures.length} failed`);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("a failing later page of the automated waffle is the front with an empty waffle and no pagination (spec 2 §4)", async ({ request }) => {
    const pager = 'aria-label="More stories"';
    const url = `/?page=2&bento=w${SEED}`;
    await setFault(request, { pathPrefix: "/content/waffle/automated", fault: "500" });
    const failed = await request.get(url);
    expect(failed.status()).toBe(200);
    const html = await failed.text();
    expect(html).not.toContain(pager);
    expect(html).toContain('aria-label="Sections"');
    await setFault(request, null);
    const fine = await request.get(`/?page=2&bento=w${SEED}ok`);
    expect(fine.status()).toBe(200);
    expect(await fine.text()).toContain(pager);
  });

  test("a permalink to a live-blog post that is gone opens the blog with a notice, status 200", async ({ request }) => {
    const response = await request.get(`/world/live-blog/live-updates-the-french-president-condemns-emergency-aid-for-flood-rlna900001/ncrd999999999?bento=p${SEED}`);
    expect(response.status()).toBe(200);
    const page = textOf(await response.text());
    expect(page).toContain("This post is no longer available. Here is the latest from the live blog.");
    expect(page).toContain("Live updates: The French president condemns emergency aid for flood victims");
  });
});

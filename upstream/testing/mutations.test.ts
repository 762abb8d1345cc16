import { articleFixture, teasableFixture } from "../../lib/article/test-fixtures";
import { articleResponseSchema, curationResponseSchema } from "../../lib/api/schemas/content";
import { collectDropped } from "../../lib/api/schemas/tolerant";
import { curation, story } from "../../lib/feeds/feed-fixtures";
import { mutateAnswer } from "./mutations";

const article = { data: { article: articleFixture({ authors: [{ person: { name: "Ann Reporter" } }], teaseImage: teasableFixture("rcna9").teaseImage }) } };
const front = { data: { curation: curation([[story({ id: "rcna1" }), story({ id: "rcna2" })], [story({ id: "rcna3", type: "video" })]]) } };
const SEEDS = Array.from({ length: 400 }, (_, seed) => seed);

describe("mutateAnswer", () => {
  test("the same seed gives the same mutation; seeds spread over many places and kinds", () => {
    expect(mutateAnswer(article, "article", 7)).toEqual(mutateAnswer(article, "article", 7));
    const mutations = new Set(SEEDS.map((seed) => mutateAnswer(article, "article", seed).mutation));
    expect(mutations.size).toBeGreaterThan(40);
    for (const kind of ["left out", "instead", "emptied", "inserted", "characters", "non-Latin text"]) {
      expect([...mutations].some((mutation) => mutation.includes(kind))).toBe(true);
    }
    expect(SEEDS.some((seed) => mutateAnswer(front, "curation", seed).mutation.includes("→ \"mutation-"))).toBe(true);
  });

  test.each([
    ["article", article, articleResponseSchema],
    ["curation", front, curationResponseSchema],
  ] as const)("every %s mutation stays readable by the site's tolerant contract, with its main document's identity", (contract, answer, schema) => {
    for (const seed of SEEDS) {
      const { answer: mutated, mutation } = mutateAnswer(answer, contract, seed);
      const parsed = collectDropped(() => schema.safeParse(mutated)).result;
      expect({ seed, mutation, success: parsed.success }).toEqual({ seed, mutation, success: true });
      const documentOf = (value: unknown) => Object.values((value as { data: Record<string, { id: string }> }).data)[0]!.id;
      expect(documentOf(mutated)).toBe(documentOf(answer));
    }
  });

  test("the original answer is never changed in place", () => {
    const before = JSON.stringify(article);
    SEEDS.slice(0, 50).forEach((seed) => mutateAnswer(article, "article", seed));
    expect(JSON.stringify(article)).toBe(before);
  });
});

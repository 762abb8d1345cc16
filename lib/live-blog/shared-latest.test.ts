/** @jest-environment node */
import { startRedis } from "@/deploy/redis.mjs";
import { createStore, type SharedStore } from "@/server/shared-store.mjs";
import { sharedBody } from "./api-response";
import { sharedLatest } from "./shared-latest";

let redis: Awaited<ReturnType<typeof startRedis>>;
const stores: SharedStore[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  await Promise.all(stores.map((store) => store.quit()));
  await redis.stop();
});

/** `instances` pollers sharing one Redis, counting what reaches the "upstream". */
async function pollers(instances: number, freshMs: number) {
  const prefix = `latest-${Date.now()}-${Math.random()}:`;
  const counts = { upstream: 0, local: 0 };
  const fetchFresh = async (key: string) => {
    counts.upstream += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return sharedBody({ key, version: counts.upstream });
  };
  const local = async (key: string) => {
    counts.local += 1;
    return sharedBody({ key, local: true });
  };
  const polls = [];
  for (let i = 0; i < instances; i++) {
    const store = createStore({ url: redis.url, timeoutMs: 250, retryMs: 500, keyPrefix: prefix });
    stores.push(store);
    await store.whenReady(2000);
    polls.push(sharedLatest({ store, freshMs, fetchFresh, local }));
  }
  return { polls, counts };
}

describe("sharedLatest", () => {
  test("two instances polled at once ask the upstream once per freshness period", async () => {
    const { polls, counts } = await pollers(2, 500);
    const startedAt = Date.now();
    const answers = [];
    while (Date.now() - startedAt < 1400) {
      answers.push(...(await Promise.all(polls.map((poll) => poll("news rlna1")))));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // 1.4 s at a 0.5 s freshness: the first answer, then one per period.
    expect(counts.upstream).toBeGreaterThanOrEqual(2);
    expect(counts.upstream).toBeLessThanOrEqual(3);
    expect(counts.local).toBe(0);
    expect(new Set(answers.map(({ json }) => json)).size).toBe(counts.upstream);
  });

  test("a cold start: the instance that loses the lock waits for the winner's answer", async () => {
    const { polls, counts } = await pollers(3, 5000);
    const answers = await Promise.all(polls.map((poll) => poll("news rlna2")));
    expect(counts.upstream).toBe(1);
    expect(new Set(answers.map(({ etag }) => etag)).size).toBe(1);
  });

  test("with Redis stopped, polls get the single-instance answer at once", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const { polls, counts } = await pollers(1, 5000);
    redis.process.kill("SIGSTOP");
    try {
      const startedAt = Date.now();
      const first = await polls[0]!("news rlna3");
      expect(JSON.parse(first.json)).toEqual({ key: "news rlna3", local: true });
      await polls[0]!("news rlna3");
      expect(Date.now() - startedAt).toBeLessThan(1000);
      expect(counts.upstream).toBe(0);
    } finally {
      redis.process.kill("SIGCONT");
    }
  });
});

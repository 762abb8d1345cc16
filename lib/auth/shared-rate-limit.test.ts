/** @jest-environment node */
import { startRedis } from "@/deploy/redis.mjs";
import { createStore, type SharedStore } from "@/server/shared-store.mjs";
import { AttemptLimiter, ATTEMPT_LIMITS, type AttemptKind } from "./rate-limit";
import { SharedAttemptLimiter } from "./shared-rate-limit";

const MINUTE = 60_000;
let redis: Awaited<ReturnType<typeof startRedis>>;
const stores: SharedStore[] = [];
/** The instances of one run share their keys; a run's keys are its own. */
const keyPrefix = `attempts-test-${Date.now()}:`;

/** One instance's limiter: its own client of the shared Redis, and its own memory for when Redis fails. */
async function instance() {
  const store = createStore({ url: redis.url, timeoutMs: 250, retryMs: 500, keyPrefix });
  stores.push(store);
  await store.whenReady(2000);
  return new SharedAttemptLimiter(store, new AttemptLimiter());
}

let run = 0;
const attempt = () => ({ email: `reader-${Date.now()}-${run++}@example.com`, address: `198.51.100.${run % 250}` });

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  await Promise.all(stores.map((store) => store.quit()));
  await redis.stop();
});

describe("SharedAttemptLimiter across instances", () => {
  test.each<[AttemptKind, number]>([
    ["signIn", 5],
    ["codeRequest", 5],
    ["codeVerify", 10],
  ])("%s: %i attempts of an account spread over two instances, then both refuse for 15 minutes", async (kind, max) => {
    const [a, b] = [await instance(), await instance()];
    const reader = attempt();
    for (let i = 0; i < max; i++) expect((await (i % 2 ? b : a).reserve(kind, reader)).granted).toBe(true);
    for (const limiter of [a, b]) {
      const refused = await limiter.reserve(kind, reader);
      expect(refused.granted).toBe(false);
      if (!refused.granted) {
        expect(refused.retryAfterMs).toBeGreaterThan(15 * MINUTE - 5000);
        expect(refused.retryAfterMs).toBeLessThanOrEqual(15 * MINUTE);
      }
    }
  });

  test("parallel attempts on two instances cannot all pass: exactly the limit is granted", async () => {
    const [a, b] = [await instance(), await instance()];
    const reader = attempt();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).reserve("signIn", reader)));
    expect(answers.filter((answer) => answer.granted)).toHaveLength(ATTEMPT_LIMITS.signIn.account.max);
  });

  test("a released slot is given back on every instance", async () => {
    const [a, b] = [await instance(), await instance()];
    const reader = attempt();
    for (let i = 0; i < 4; i++) await a.reserve("signIn", reader);
    const fifth = await b.reserve("signIn", reader);
    if (!fifth.granted) throw new Error("the fifth attempt was refused");
    fifth.release();
    fifth.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await a.reserve("signIn", reader)).granted).toBe(true);
    expect((await b.reserve("signIn", reader)).granted).toBe(false);
  });

  test("the address limit counts every account tried from it", async () => {
    const [a, b] = [await instance(), await instance()];
    const address = "203.0.113.99";
    const max = ATTEMPT_LIMITS.signIn.address.max;
    for (let i = 0; i < max; i++) expect((await (i % 2 ? b : a).reserve("signIn", { email: `x${i}-${Date.now()}@example.com`, address })).granted).toBe(true);
    expect((await a.reserve("signIn", { email: `last-${Date.now()}@example.com`, address })).granted).toBe(false);
  });

  test("with Redis stopped, each instance still counts in its own memory: the door stays shut", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const a = await instance();
    const reader = attempt();
    redis.process.kill("SIGSTOP");
    try {
      for (let i = 0; i < ATTEMPT_LIMITS.signIn.account.max; i++) expect((await a.reserve("signIn", reader)).granted).toBe(true);
      expect((await a.reserve("signIn", reader)).granted).toBe(false);
    } finally {
      redis.process.kill("SIGCONT");
    }
  });
});

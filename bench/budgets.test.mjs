import { browserCpuBudgets, observabilityBudget } from "./budgets.mjs";

describe("the metrics and request logs budget", () => {
  const run = (requestsPerSecond, failures = 0, loggedAnswers = requestsPerSecond * 10) => ({ requestsPerSecond, requests: requestsPerSecond * 10, failures, loggedAnswers });
  test.each([
    [run(960), run(1000), true],
    [run(950), run(1000), true],
    [run(949), run(1000), false],
    [run(1100), run(1000), true],
    [run(990, 3), run(1000), false],
    [run(990, 0, 9901), run(1000, 0, 0), true],
    [run(990, 0, 9899), run(1000, 0, 0), false],
  ])("on %j against off %j: kept %s", (on, off, pass) => {
    const [budget] = observabilityBudget({ on, off });
    expect(budget.pass).toBe(pass);
    expect(budget.measured).toBeCloseTo(on.requestsPerSecond / off.requestsPerSecond);
  });
});

describe("the browser CPU budgets", () => {
  const floorOfWeight = { article: { items: 190, mainThreadMs: 900, scriptMs: 400 } };
  test.each([
    [{ mainThreadMs: 1800, scriptMs: 800 }, [true, true]],
    [{ mainThreadMs: 1801, scriptMs: 799 }, [false, true]],
    [{ mainThreadMs: 1000, scriptMs: 801 }, [true, false]],
  ])("an article of %j against the floor's list of its weight: kept %j", (article, kept) => {
    const checks = browserCpuBudgets({ article }, floorOfWeight);
    expect(checks.map((check) => check.pass)).toEqual(kept);
    expect(checks[0].limit).toBe("≤ 1800 ms (2 × floor's 190-item list 900 ms)");
  });
});

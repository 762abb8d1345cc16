import { observabilityBudget } from "./budgets.mjs";

describe("the metrics and request logs budget", () => {
  const run = (requestsPerSecond, failures = 0) => ({ requestsPerSecond, failures });
  test.each([
    [run(960), run(1000), true],
    [run(950), run(1000), true],
    [run(949), run(1000), false],
    [run(1100), run(1000), true],
    [run(990, 3), run(1000), false],
  ])("on %j against off %j: kept %s", (on, off, pass) => {
    const [budget] = observabilityBudget({ on, off });
    expect(budget.pass).toBe(pass);
    expect(budget.measured).toBeCloseTo(on.requestsPerSecond / off.requestsPerSecond);
  });
});

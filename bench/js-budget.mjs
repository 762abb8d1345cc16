#!/usr/bin/env node
/**
 * `npm run test:js-budget`: the fast part of the bench. Builds the site and the floor when needed,
 * then checks the first-load JS budgets from the builds' own output.
 */
import { jsBudgets } from "./budgets.mjs";
import { ensureFloorBuild, ensureSiteBuild } from "./builds.mjs";
import { FLOOR_DIR, FLOOR_STATIC_ROUTE, SITE_DIR, SITE_PAGE_ROUTE } from "./config.mjs";
import { firstLoadJs, routeOf } from "./first-load-js.mjs";
import { budgetTable } from "./table.mjs";

try {
  await ensureSiteBuild();
  await ensureFloorBuild();
  const site = routeOf(firstLoadJs(SITE_DIR), SITE_PAGE_ROUTE, "the site");
  const floor = routeOf(firstLoadJs(FLOOR_DIR), FLOOR_STATIC_ROUTE, "the floor");
  const checks = jsBudgets(site, floor);
  const failed = checks.filter((budget) => !budget.pass).length;
  console.log(`\n${budgetTable(checks)}\n\nJS budgets: ${checks.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(`js-budget: ${error.message}`);
  process.exitCode = 2;
}

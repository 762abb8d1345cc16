import { defineConfig, devices } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "./scripts/chromium.mjs";

/** Ports of the test servers, away from the defaults so a running dev site does not interfere. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT || 4100);
/** A site whose upstream address has nothing listening: every uncached page must be the 500 page. */
export const E2E_DOWN_PORT = E2E_PORT + 1;

const chromium = { executablePath: CHROME_PATH, args: [...CHROME_FLAGS] };

export default defineConfig({
  testDir: "./playwright",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  // A click on a filter or a page link renders a page no one asked for before (links do not prefetch): on two busy
  // cores that can take longer than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `http://localhost:${E2E_PORT}/`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      // Every view reports its web vitals (playwright/vitals.spec.ts); the log keeps to warnings and faults.
      env: { PORT: String(E2E_PORT), UPSTREAM_PORT: String(E2E_UPSTREAM_PORT), UPSTREAM_DB: ".data/e2e-upstream.sqlite", UPSTREAM_TEST_ENDPOINTS: "1", VITALS_SAMPLE_RATE: "1", LOG_LEVEL: "warn" },
    },
    {
      // Same build, upstream address pointing at a port nothing listens on.
      command: "node server/serve.mjs",
      url: `http://localhost:${E2E_DOWN_PORT}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: { PORT: String(E2E_DOWN_PORT), CONTENT_API_URL: "http://127.0.0.1:9/content", SERVICES_API_URL: "http://127.0.0.1:9/services", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn" },
    },
  ],
});

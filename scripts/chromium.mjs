/**
 * Debian's Chromium as the end-to-end tests and the bench run it: on a closed network (no background traffic,
 * updates or sync) and in a container (no sandbox, no GPU, no /dev/shm). `npx playwright install` cannot work offline.
 */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

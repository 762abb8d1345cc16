/** Prometheus's checker (Debian's prometheus package, installed by scripts/system-packages.mjs): it checks /metrics. */
export const PROMTOOL = process.env.PROMTOOL || "/usr/bin/promtool";

/**
 * The browser's side of field data, loaded only for a sampled page view (components/shell/ShellExtras.island): the
 * web-vitals library's LCP, INP and CLS, sent together when the page is hidden, without cookies.
 */
import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import type { VitalsBeacon } from "./beacon";
import { VITALS_ENDPOINT } from "./sampling";

export function reportWebVitals(): void {
  // The page the reader landed on: web-vitals measures the first page of a visit, not client-side navigations.
  const path = location.pathname;
  const queue: VitalsBeacon["metrics"] = [];
  const add = ({ name, value, rating, navigationType }: Metric) => {
    if (name === "LCP" || name === "INP" || name === "CLS") queue.push({ name, value, rating, navigationType });
  };
  const flush = () => {
    if (queue.length === 0) return;
    const beacon: VitalsBeacon = { path, metrics: queue.splice(0) };
    void fetch(VITALS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(beacon),
      keepalive: true,
      credentials: "omit",
    }).catch(() => {});
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  // web-vitals reports its final values as the page is hidden, from listeners added before this one.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}

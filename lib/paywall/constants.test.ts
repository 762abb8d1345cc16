import {
  ACCESS_TOKEN_POLL_MS,
  FALLBACK_ANIMATION_FRAME_MS,
  GATE_RELOAD_THROTTLE_MS,
  PAYWALL_READINESS_POLL_MS,
  POST_LOGIN_CHECKOUT_DELAY_MS,
  SCRIPT_LOAD_TIMEOUT_MS,
} from "./constants";

describe("paywall timings (spec 1 §9)", () => {
  it.each([
    ["readiness poll", PAYWALL_READINESS_POLL_MS, 150],
    ["access-token poll", ACCESS_TOKEN_POLL_MS, 5000],
    ["gate reload throttle", GATE_RELOAD_THROTTLE_MS, 1000],
    ["post-login checkout delay", POST_LOGIN_CHECKOUT_DELAY_MS, 300],
    ["fallback animation frame", FALLBACK_ANIMATION_FRAME_MS, 66],
    ["script load via callback timeout", SCRIPT_LOAD_TIMEOUT_MS, 5000],
  ])("%s is %i ms", (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});

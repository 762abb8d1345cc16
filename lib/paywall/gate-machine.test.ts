import { accessTokenPollDue } from "./gate-machine";
import type { GatePhase } from "./gate-state";

describe("accessTokenPollDue (every 5000 ms: did the reader sign in elsewhere?)", () => {
  it.each([
    ["offer, signed out", "offer", false, false, true],
    ["checkout, signed out", "checkout", false, false, true],
    ["waiting for sign-in (modal open or closed), signed out", "awaitingSignIn", false, false, true],
    ["error, signed out", "error", false, false, true],
    ["tab hidden", "offer", false, true, false],
    ["signed in already", "offer", true, false, false],
    ["not known yet", "offer", null, false, false],
    ["checking", "checking", false, false, false],
    ["loading the offer", "loadingOffer", false, false, false],
    ["resuming after sign-in", "resuming", false, false, false],
    ["unlocked", "unlocked", false, false, false],
  ] as const)("%s", (_name, phase: GatePhase, signedIn, hidden, due) => {
    expect(accessTokenPollDue({ phase, signedIn }, hidden)).toBe(due);
  });
});

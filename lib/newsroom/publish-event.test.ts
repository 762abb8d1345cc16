/** @jest-environment node */
import { checkSignature, signatureHeader, SIGNATURE_TOLERANCE_SECONDS } from "./publish-event";
import { createReplayGuard } from "./replay-guard";

const SECRET = "s3cret";
const BODY = '{"event":"article.updated","id":"rcna1","keys":["article:rcna1"],"at":"2026-11-26T10:00:00.000Z"}';
const NOW = 1_800_000_000;

describe("checkSignature", () => {
  test.each([
    ["signed now", signatureHeader(SECRET, NOW, BODY), BODY, { ok: true }],
    ["signed at the edge of the tolerance", signatureHeader(SECRET, NOW - SIGNATURE_TOLERANCE_SECONDS, BODY), BODY, { ok: true }],
    ["stale", signatureHeader(SECRET, NOW - SIGNATURE_TOLERANCE_SECONDS - 1, BODY), BODY, { ok: false, reason: "stale" }],
    ["from the future", signatureHeader(SECRET, NOW + SIGNATURE_TOLERANCE_SECONDS + 1, BODY), BODY, { ok: false, reason: "stale" }],
    ["another body", signatureHeader(SECRET, NOW, BODY), BODY.replace("rcna1", "rcna2"), { ok: false, reason: "mismatch" }],
    ["another secret", signatureHeader("other", NOW, BODY), BODY, { ok: false, reason: "mismatch" }],
    ["missing", null, BODY, { ok: false, reason: "malformed" }],
    ["not hex", `t=${NOW},v1=zz`, BODY, { ok: false, reason: "malformed" }],
  ])("%s", (_, header, body, expected) => {
    expect(checkSignature(header, body, SECRET, NOW)).toMatchObject(expected);
  });
});

describe("createReplayGuard, without a shared store", () => {
  test("takes a signature once, and again once it is long past the tolerance", async () => {
    let now = 0;
    const guard = createReplayGuard(null, () => now);
    expect(await guard.first("a")).toBe(true);
    expect(await guard.first("a")).toBe(false);
    expect(await guard.first("b")).toBe(true);
    now = 2 * SIGNATURE_TOLERANCE_SECONDS * 1000 + 1;
    expect(await guard.first("a")).toBe(true);
  });
});

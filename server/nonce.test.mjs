/** @jest-environment node */
import { createSwapper, newNonce, scriptPolicy } from "./nonce.mjs";

const PLACEHOLDER = "PLACEHOLDERplaceholder";
const NONCE = "nonce-of-22-characters";

/** Feeds `chunks` through a swapper and returns what was sent, chunk by chunk. */
function run(chunks) {
  const swapper = createSwapper(PLACEHOLDER, NONCE);
  const sent = chunks.map((chunk) => swapper.push(Buffer.from(chunk)).toString());
  return { sent, all: sent.join("") + swapper.flush().toString() };
}

describe("createSwapper", () => {
  test.each([
    ["in one chunk", [`<script nonce="${PLACEHOLDER}">a</script><script nonce="${PLACEHOLDER}">b</script>`]],
    ["split in two", [`<script nonce="PLACEHOLD`, `ERplaceholder">a</script>`]],
    ["split byte by byte", [...`<x nonce="${PLACEHOLDER}">`]],
    ["at the very end", ["abc", PLACEHOLDER]],
  ])("replaces every placeholder %s", (_, chunks) => {
    const { all } = run(chunks);
    expect(all).not.toContain(PLACEHOLDER);
    expect(all).toBe(chunks.join("").replaceAll(PLACEHOLDER, NONCE));
  });

  test("sends a chunk without a possible placeholder start at once", () => {
    expect(run(["<p>hello</p>", "<p>world</p>"]).sent).toEqual(["<p>hello</p>", "<p>world</p>"]);
  });

  test("holds back only the bytes that may begin a placeholder", () => {
    expect(run(["<p>hi</p>PLACE", "HOLDERplaceholder!"]).sent).toEqual(["<p>hi</p>", `${NONCE}!`]);
    expect(run(["ends with PLACEx", "y"]).sent).toEqual(["ends with PLACEx", "y"]);
  });

  test.each([
    ["several placeholders", `<script nonce="${PLACEHOLDER}">a</script><p>b</p><script nonce="${PLACEHOLDER}">c</script>`],
    ["one at each end", `${PLACEHOLDER}<p>¿Qué?</p>${PLACEHOLDER}`],
    ["none", "<p>no scripts</p>"],
  ])("a whole answer with %s comes out as pieces of its own bytes, the nonce in place", (_, text) => {
    // A buffer of its own memory (small ones share a pool), as a stored answer is.
    const buffer = Buffer.from(new TextEncoder().encode(text).buffer);
    const pieces = createSwapper(PLACEHOLDER, NONCE).whole(buffer);
    expect(Buffer.concat(pieces).toString()).toBe(text.replaceAll(PLACEHOLDER, NONCE));
    expect(pieces.filter((piece) => piece.toString() !== NONCE).every((piece) => piece.buffer === buffer.buffer)).toBe(true);
    expect(buffer.toString()).toBe(text);
  });

  test("refuses a nonce of another length than the placeholder (Content-Length must stay true)", () => {
    expect(() => createSwapper(PLACEHOLDER, "short")).toThrow();
  });

  test("leaves non-ASCII text intact across chunk boundaries", () => {
    const text = Buffer.from(`¿Qué pasó? ${PLACEHOLDER} — niño`);
    const swapper = createSwapper(PLACEHOLDER, NONCE);
    const out = Buffer.concat([swapper.push(text.subarray(0, 2)), swapper.push(text.subarray(2, 20)), swapper.push(text.subarray(20)), swapper.flush()]);
    expect(out.toString()).toBe(`¿Qué pasó? ${NONCE} — niño`);
  });
});

test("nonces are fresh (across the refills of their random pool), 128-bit and usable in a CSP nonce-source", () => {
  const nonces = new Set(Array.from({ length: 1000 }, newNonce));
  expect(nonces.size).toBe(1000);
  for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(scriptPolicy("abc")).toBe("script-src 'nonce-abc' 'strict-dynamic' 'self'");
});

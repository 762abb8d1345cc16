/** @jest-environment node */
import { runInNewContext } from "node:vm";
import { createScriptDeferrer, deferScripts, loaderScript, SCRIPTS_PER_TASK } from "./first-paint-scripts.mjs";

const NONCE = "PLACEHOLDERplaceholder";
const chunk = (name) => `/_next/static/chunks/${name}.js`;
/** A head as Next and React write it: preinit scripts and the preload of the bootstrap, whose tag ends the shell. */
const head = [
  "<head><meta charSet=\"utf-8\"/>",
  `<script src="${chunk("a")}" async="" nonce="${NONCE}"></script>`,
  `<script src="${chunk("b")}" async="" nonce="${NONCE}"></script>`,
  `<script src="${chunk("polyfills")}" noModule="" nonce="${NONCE}"></script>`,
  `<link rel="stylesheet" href="/_next/static/chunks/x.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="${chunk("main")}"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/ads.js"/>`,
  `<script nonce="${NONCE}">self.inline=1</script>`,
  "<title>Über</title></head>",
].join("");
const shell = `<body><p>news</p><script nonce="${NONCE}">self.shell=1</script><script src="${chunk("main")}" nonce="${NONCE}" async=""></script>`;
const streamed = `<div hidden id="S:0"><p>later</p></div><script src="${chunk("late")}" async="" nonce="${NONCE}"></script></body></html>`;
const LOADER = loaderScript([chunk("a"), chunk("b"), chunk("main")], NONCE);

/** Runs the loader in a document stand-in; returns the sources it added (marked if not `async`) and when. */
function runLoader(script, visibilityState) {
  const added = [];
  let frame = null;
  let timer = null;
  const document = {
    visibilityState,
    createElement: () => ({}),
    head: { appendChild: (element) => added.push(element.async === true ? element.src : `${element.src} (not async)`) },
  };
  const code = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(script)[1];
  runInNewContext(code, { document, requestAnimationFrame: (callback) => (frame = callback), setTimeout: (callback) => (timer = callback) });
  return { added, drawFrame: () => frame?.(), runTimer: () => timer?.() };
}

describe("deferScripts", () => {
  test("the async scripts and their preloads give way to one loader where the first was; everything else stays", () => {
    const result = deferScripts(head + shell, NONCE);
    expect(result).not.toContain(`<script src="${chunk("a")}"`);
    expect(result).not.toContain(`<script src="${chunk("main")}"`);
    expect(result).not.toContain(`href="${chunk("main")}"`);
    expect(result).toContain(`<script src="${chunk("polyfills")}" noModule=""`);
    expect(result).toContain(`href="/ads.js"`);
    expect(result).toContain("x.css");
    expect(result).toContain("self.inline=1");
    expect(result.startsWith(`<head><meta charSet="utf-8"/>${LOADER}<script src="${chunk("polyfills")}"`)).toBe(true);
    expect(result.endsWith(`<title>Über</title></head><body><p>news</p><script nonce="${NONCE}">self.shell=1</script>`)).toBe(true);
  });

  test.each([
    ["another nonce", `<script src="${chunk("a")}" async="" nonce="other"></script>`],
    ["no async", `<script src="${chunk("a")}" nonce="${NONCE}"></script>`],
    ["an integrity", `<script src="${chunk("a")}" async="" nonce="${NONCE}" integrity="sha384-x"></script>`],
  ])("a script with %s is left as written", (_, tag) => {
    const written = `<head>${tag}</head>`;
    expect(deferScripts(written, NONCE)).toBe(written);
  });

  test("a visible page's loader adds the scripts after its first frame, a hidden one's at once", () => {
    const script = loaderScript([chunk("a"), chunk("b")], NONCE);
    const visible = runLoader(script, "visible");
    expect(visible.added).toEqual([]);
    visible.drawFrame();
    expect(visible.added).toEqual([]);
    visible.runTimer();
    expect(visible.added).toEqual([chunk("a"), chunk("b")]);
    expect(runLoader(script, "hidden").added).toEqual([chunk("a"), chunk("b")]);
  });

  test(`a visible page's loader adds ${SCRIPTS_PER_TASK} scripts a task, in order; a hidden one's all at once`, () => {
    const sources = Array.from({ length: 2 * SCRIPTS_PER_TASK + 1 }, (_, i) => chunk(`c${i}`));
    const script = loaderScript(sources, NONCE);
    const visible = runLoader(script, "visible");
    visible.drawFrame();
    visible.runTimer();
    expect(visible.added).toEqual(sources.slice(0, SCRIPTS_PER_TASK));
    visible.runTimer();
    expect(visible.added).toEqual(sources.slice(0, 2 * SCRIPTS_PER_TASK));
    visible.runTimer();
    expect(visible.added).toEqual(sources);
    expect(runLoader(script, "hidden").added).toEqual(sources);
  });
});

describe("createScriptDeferrer", () => {
  const page = `<!DOCTYPE html><html>${head}${shell}${streamed}`;
  /** The shell's scripts are deferred; a script streamed after it (with a later boundary) is left to run as it comes. */
  const expected = `<!DOCTYPE html><html>${deferScripts(head + shell, NONCE)}${streamed}`;

  /** What the deferrer lets out, piece by piece, for `page` cut into pieces of `size` bytes. */
  function run(size) {
    const deferrer = createScriptDeferrer(NONCE);
    const bytes = Buffer.from(page);
    const out = [];
    for (let at = 0; at < bytes.length; at += size) out.push(deferrer.push(bytes.subarray(at, at + size)));
    out.push(deferrer.flush());
    return out;
  }

  test.each([[1], [7], [64]])("a page streamed in pieces of %i bytes comes out with its shell's scripts deferred", (size) => {
    expect(Buffer.concat(run(size)).toString("utf8")).toBe(expected);
  });

  test("the page is held only until the bootstrap's tag has come", () => {
    const out = run(1).map((piece) => piece.length);
    const firstOut = out.findIndex((length) => length > 0);
    expect(firstOut).toBe(Buffer.byteLength(`<!DOCTYPE html><html>${head}${shell}`) - 1);
  });

  test("a page whose bootstrap never comes goes out at its end, the head's scripts deferred and the preload kept", () => {
    const deferrer = createScriptDeferrer(NONCE);
    const cut = `<!DOCTYPE html><html>${head}<body><p>news</p></body></html>`;
    expect(deferrer.push(Buffer.from(cut))).toHaveLength(0);
    const out = deferrer.flush().toString("utf8");
    expect(out).toContain(loaderScript([chunk("a"), chunk("b")], NONCE));
    expect(out).toContain(`href="${chunk("main")}"`);
    expect(out.endsWith("<body><p>news</p></body></html>")).toBe(true);
  });

  test("a bootstrap written with another attribute stays as written, with its preload", () => {
    const bootstrap = `<script src="${chunk("main")}" nonce="${NONCE}" async="" integrity="sha384-x"></script>`;
    const out = deferScripts(`${head}<body>${bootstrap}</body>`, NONCE);
    expect(out).toContain(bootstrap);
    expect(out).toContain(`href="${chunk("main")}"`);
    expect(out).toContain(loaderScript([chunk("a"), chunk("b")], NONCE));
  });

  test("an answer without a head goes out as it came", () => {
    const rewriter = createScriptDeferrer(NONCE);
    const fragment = "<p>no head here</p>";
    expect(Buffer.concat([rewriter.push(Buffer.from(fragment)), rewriter.flush()]).toString("utf8")).toBe(fragment);
  });
});

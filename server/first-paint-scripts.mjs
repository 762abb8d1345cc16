/**
 * A page's first-load scripts start after its first frame (issue 23; docs/decisions.md). Next lists them as `async`
 * scripts, in `<head>` and (its bootstrap, preloaded from the head) at the end of the page's shell, so a browser
 * fetches them with the HTML and runs each as it arrives, often while the parser is still in the body: the first paint
 * waits behind the framework's start-up. Those scripts are replaced by one inline loader that adds them once a frame
 * has been drawn (at once in a hidden document, which draws none). Scripts with any other attribute (`noModule`,
 * `integrity`, …) stay as written. Only the head is read as text; the body is searched as bytes for the bootstrap.
 */

const HEAD_END = Buffer.from("</head>");
const SCRIPT_END = Buffer.from("</script>");
const CHUNKS = "/_next/static/";
/** A shell larger than this goes out with what was found of it deferred, the rest as written. */
const HELD_AT_MOST = 512 * 1024;
const TAG = /<script src="([^"]+)"((?: [A-Za-z]+="[^"]*")*)><\/script>|<link rel="preload" as="script"((?: [A-Za-z]+="[^"]*")*)\/>/g;
const ATTRIBUTE = / ([A-Za-z]+)="([^"]*)"/g;
const LOADER = "\u0000loader\u0000";

const attributesOf = (text) => Object.fromEntries([...text.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
/** Whether a script tag's attributes are exactly `async` and the page's nonce, as Next writes a first-load chunk. */
const isDeferrable = (attributes, nonce) => Object.keys(attributes).length === 2 && attributes.async === "" && attributes.nonce === nonce;

/**
 * How many scripts the loader adds in one task. Adding a script costs the browser a resource request (~5 ms on a
 * phone-speed CPU): the live blog's fourteen in one go were a 75–110 ms task, blocking input. A hidden document (no
 * frames, and timers slowed to one a second) gets them all at once.
 */
export const SCRIPTS_PER_TASK = 4;

/**
 * The loader for `sources`, carrying the page's nonce placeholder like every other inline script of the page. Each
 * script gets the `async` attribute Next wrote: React looks for `script[async][src="…"]` before it adds a client
 * component's chunk, and without the attribute added the page's chunks a second time (each run twice).
 */
export const loaderScript = (sources, nonce) =>
  `<script nonce="${nonce}">(function(s){function l(i,n){for(var j=i;j<s.length&&j<i+n;j++){var e=document.createElement("script");e.src=s[j];e.async=!0;document.head.appendChild(e)}` +
  `j<s.length&&setTimeout(function(){l(j,n)},0)}` +
  `document.visibilityState==="hidden"?l(0,s.length):requestAnimationFrame(function(){setTimeout(function(){l(0,${SCRIPTS_PER_TASK})},0)})})(${JSON.stringify(sources)})</script>`;

/** Where the tag `<script src="src"…></script>` lies in `buffer` from `from`: `{ start, end, attributes }`, or null. */
function scriptTagIn(buffer, src, from) {
  const start = buffer.indexOf(`<script src="${src}"`, from);
  const close = start === -1 ? -1 : buffer.indexOf(SCRIPT_END, start);
  if (close === -1) return null;
  const tag = buffer.subarray(start, close).toString("utf8");
  return { start, end: close + SCRIPT_END.length, attributes: attributesOf(tag.slice(tag.indexOf('"', 13) + 1, -1)) };
}

/**
 * The head (text up to `</head>`) with its first-load scripts taken out, the first's place marked for the loader;
 * `sources` the scripts taken, `preloads` the chunks it preloads (the bootstrap, whose tag ends the shell).
 */
function readHead(head, nonce) {
  const sources = [];
  const preloads = [];
  const text = head.replace(TAG, (tag, src, scriptAttributes, linkAttributes) => {
    if (src === undefined) {
      const { href } = attributesOf(linkAttributes);
      if (href?.startsWith(CHUNKS)) preloads.push({ tag, href });
      return tag;
    }
    if (!isDeferrable(attributesOf(scriptAttributes), nonce)) return tag;
    sources.push(src);
    return sources.length === 1 ? LOADER : "";
  });
  return { text, sources, preloads };
}

/** The page so far with the head rewritten, the bootstrap tags in `removed` cut out and the loader in place. */
function assemble(page, cut, { text, sources }, removed, nonce) {
  if (!sources.length) return page;
  const parts = [Buffer.from(text.replace(LOADER, () => loaderScript(sources, nonce)))];
  let at = cut;
  for (const { start, end } of removed.sort((a, b) => a.start - b.start)) {
    parts.push(page.subarray(at, start));
    at = end;
  }
  parts.push(page.subarray(at));
  return Buffer.concat(parts);
}

/**
 * Defers a page's first-load scripts as it streams: `push(chunk)` returns the bytes that can go now, `flush()` the
 * rest. The page is held until its head and its bootstrap's tag have come (the shell, which React writes at once), or
 * `HELD_AT_MOST` bytes; what follows goes as it comes. Each byte is copied and searched once.
 */
export function createScriptDeferrer(nonce) {
  let page = Buffer.alloc(0);
  let length = 0;
  let done = false;
  /** Once the head has come: its end, what it says, the bootstrap tags found and where to look for the next. */
  let shell = null;
  const append = (chunk) => {
    if (length + chunk.length > page.length) {
      const grown = Buffer.allocUnsafe(Math.max(page.length * 2, length + chunk.length, 64 * 1024));
      page.copy(grown, 0, 0, length);
      page = grown;
    }
    chunk.copy(page, length);
    length += chunk.length;
  };
  const finish = () => {
    done = true;
    const whole = page.subarray(0, length);
    page = null;
    return shell ? assemble(whole, shell.cut, shell.head, shell.removed, nonce) : whole;
  };
  return {
    push(chunk) {
      if (done) return chunk;
      const before = length;
      append(chunk);
      const view = page.subarray(0, length);
      if (!shell) {
        const at = view.indexOf(HEAD_END, Math.max(0, before - HEAD_END.length));
        if (at === -1) return length > HELD_AT_MOST ? finish() : Buffer.alloc(0);
        const cut = at + HEAD_END.length;
        shell = { cut, head: readHead(view.subarray(0, cut).toString("utf8"), nonce), removed: [], from: cut };
        shell.pending = [...shell.head.preloads];
      }
      while (shell.pending.length) {
        const { tag, href } = shell.pending[0];
        const found = scriptTagIn(view, href, shell.from);
        if (!found) {
          // A tag is far shorter than this: its beginning is still ahead of where the next search starts.
          shell.from = Math.max(shell.from, length - 1024);
          return length > HELD_AT_MOST ? finish() : Buffer.alloc(0);
        }
        shell.pending.shift();
        if (!isDeferrable(found.attributes, nonce)) continue;
        shell.head.sources.push(href);
        shell.head.text = shell.head.text.replace(tag, shell.head.sources.length === 1 ? LOADER : "");
        shell.removed.push(found);
      }
      return finish();
    },
    flush: () => (done ? Buffer.alloc(0) : finish()),
  };
}

/** `html` (a whole page rendered with nonce placeholder `nonce`) with its shell's first-load scripts deferred. */
export const deferScripts = (html, nonce) => {
  const deferrer = createScriptDeferrer(nonce);
  return Buffer.concat([deferrer.push(Buffer.from(html)), deferrer.flush()]).toString("utf8");
};

#!/usr/bin/env node
/**
 * Run by `npm install` (postinstall): three changes to the installed Next, each of work that a page rendered on demand
 * paid for and nothing used (issue 24; docs/decisions.md). Idempotent; fails the install when Next's code no longer
 * matches, so an upgrade cannot drop them silently.
 *
 * - `lazySizeCheck`: `IncrementalCache.set` measured every entry with `JSON.stringify(entry).length`, though it reads
 *   the size only for a data-cache entry without a custom cache handler (its 2 MB limit; this site always sets a
 *   handler). A page's entry holds its RSC payload as a Buffer, which stringifies as an array of numbers: ~8 ms and a
 *   burst of garbage per page. The patch asks the same question before stringifying instead of after.
 * - `noSegmentPrefetchData`: after rendering a page for the cache, Next parses its whole RSC payload again and writes
 *   it out once more split by route segment, for the client's segment prefetches. The site's links never prefetch
 *   (components/shell/Link.tsx), so nothing reads those segments; a prefetch that comes anyway is answered with the
 *   whole payload, which Next does when a page has no segment data. About a tenth of an on-demand render, and the
 *   segments' bytes again in every cache entry.
 * - `fetchSizeByBody`: the in-memory cache sized each upstream answer it kept by stringifying it, escaping a
 *   front's 150 kB curation (held as base64) once more to count its characters: ~0.9 ms of a front. The entry's size
 *   is its body's length plus its headers' and address's, which is what the stringified length counted.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** A change: `apply(source)` → { source, patched }, `applied(source)` when it ran before, and the files it must reach. */
const patch = (name, required, replacements, appliedMark) => ({
  name,
  required,
  apply(source) {
    const result = replacements.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), source);
    return { source: result, patched: result !== source };
  },
  applied: (source) => appliedMark.test(source),
});

export const lazySizeCheck = patch(
  "IncrementalCache.set measures only data-cache entries",
  ["dist/server/lib/incremental-cache/index.js", "dist/compiled/next-server/app-page-turbo.runtime.prod.js", "dist/compiled/next-server/app-route-turbo.runtime.prod.js"],
  [
    [
      /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152&&!this\.hasCustomCacheHandler&&!\3\.isImplicitBuildTimeCache\)/g,
      (_, size, entry, ctx) =>
        `let ${size}=${ctx}.fetchCache&&!this.hasCustomCacheHandler&&!${ctx}.isImplicitBuildTimeCache?JSON.stringify(${entry}).length:0;` +
        `if(${ctx}.fetchCache&&${size}>2097152&&!this.hasCustomCacheHandler&&!${ctx}.isImplicitBuildTimeCache)`,
    ],
    [
      /const itemSize = JSON\.stringify\(data\)\.length;/g,
      "const itemSize = ctx.fetchCache && !this.hasCustomCacheHandler && !ctx.isImplicitBuildTimeCache ? JSON.stringify(data).length : 0;",
    ],
  ],
  /\? ?JSON\.stringify\(\w+\)\.length ?: ?0;/,
);

const SKIPPED = "/* patch-next: the site's links never prefetch */return;";

export const noSegmentPrefetchData = patch(
  "no per-segment prefetch data",
  ["dist/compiled/next-server/app-page-turbo.runtime.prod.js"],
  [
    [/(async function \w+\(\w+,\w+,\w+,\w+,\w+,\w+\)\{)(let \w+,\{clientModules:\w+,edgeRscModuleMapping:)/g, `$1${SKIPPED}$2`],
    [/(async function collectSegmentData\(fullPageDataBuffer, prerenderStore, ComponentMod, renderOpts, pagePath, metadata\) \{)(?=\n)/g, `$1${SKIPPED}`],
  ],
  /patch-next: the site's links never prefetch/,
);

const FETCH_SIZE = "patch-next: a kept answer's size is its body's";

export const fetchSizeByBody = patch(
  "the memory cache sizes an upstream answer by its body",
  ["dist/server/lib/incremental-cache/memory-cache.external.js", "dist/esm/server/lib/incremental-cache/memory-cache.external.js"],
  [
    [
      /valueSize = JSON\.stringify\(value\.data \|\| ''\)\.length;/g,
      `/* ${FETCH_SIZE} */ valueSize = value.data ? String(value.data.body ?? '').length + JSON.stringify(value.data.headers ?? {}).length + String(value.data.url ?? '').length + 32 : 2;`,
    ],
  ],
  new RegExp(FETCH_SIZE),
);

export const PATCHES = [lazySizeCheck, noSegmentPrefetchData, fetchSizeByBody];

function main() {
  const nextDir = dirname(createRequire(import.meta.url).resolve("next/package.json"));
  const runtimes = readdirSync(join(nextDir, "dist/compiled/next-server"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `dist/compiled/next-server/${name}`);
  const readable = ["server", "esm/server"].flatMap((root) =>
    ["lib/incremental-cache/index.js", "lib/incremental-cache/memory-cache.external.js", "app-render/app-render.js"].map((file) => `dist/${root}/${file}`),
  );
  const files = [...new Set([...readable, ...runtimes])];
  for (const { name, required, apply, applied } of PATCHES) {
    let changed = 0;
    for (const file of files) {
      const path = join(nextDir, file);
      const before = readFileSync(path, "utf8");
      const { source, patched } = apply(before);
      if (patched) {
        writeFileSync(path, source);
        changed++;
      } else if (required.includes(file) && !applied(before)) {
        throw new Error(`scripts/patch-next.mjs: ${file} no longer has the code "${name}" changes; look at it again for this Next version`);
      }
    }
    console.log(`patch-next: ${name} (${changed} files changed)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();

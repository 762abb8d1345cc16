#!/usr/bin/env node
/**
 * Run by `npm install` (postinstall). Next's `IncrementalCache.set` measures every entry with
 * `JSON.stringify(entry).length` before storing it, though it reads the size only for a data-cache entry without a
 * custom cache handler (its 2 MB limit). A rendered page's entry holds its RSC payload as a Buffer, which stringifies
 * as an array of numbers: some 8 ms of CPU and a burst of garbage for every page rendered on demand, for nothing,
 * since this site always sets a cache handler (next.config.ts). The patch makes that measurement lazy: the same
 * test, asked before the stringify instead of after. Idempotent; fails loudly when Next's code no longer matches.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";

/** Next's minified runtimes: `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache)`. */
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152&&!this\.hasCustomCacheHandler&&!\3\.isImplicitBuildTimeCache\)/g;
/** Next's server source (CommonJS and ESM builds). */
const READABLE = "const itemSize = JSON.stringify(data).length;";
const READABLE_LAZY = "const itemSize = ctx.fetchCache && !this.hasCustomCacheHandler && !ctx.isImplicitBuildTimeCache ? JSON.stringify(data).length : 0;";

/** `source` with the size measured only where it is read; `patched` false when there was nothing to change. */
export function lazySizeCheck(source) {
  let patched = false;
  const result = source
    .replace(MINIFIED, (_, size, entry, ctx) => {
      patched = true;
      const limited = `${ctx}.fetchCache&&!this.hasCustomCacheHandler&&!${ctx}.isImplicitBuildTimeCache`;
      return `let ${size}=${limited}?JSON.stringify(${entry}).length:0;if(${ctx}.fetchCache&&${size}>2097152&&!this.hasCustomCacheHandler&&!${ctx}.isImplicitBuildTimeCache)`;
    })
    .replaceAll(READABLE, () => {
      patched = true;
      return READABLE_LAZY;
    });
  return { source: result, patched };
}

/** Already lazy: the patch ran before. */
export const isLazy = (source) => source.includes(READABLE_LAZY) || /\?JSON\.stringify\(\w+\)\.length:0;if\(\w+\.fetchCache&&/.test(source);

/** The files of the installed Next that must be lazy for the site's server: the rest are patched when they match. */
const REQUIRED = ["dist/server/lib/incremental-cache/index.js", "dist/compiled/next-server/app-page-turbo.runtime.prod.js", "dist/compiled/next-server/app-route-turbo.runtime.prod.js"];

function main() {
  const nextDir = dirname(createRequire(import.meta.url).resolve("next/package.json"));
  const runtimes = readdirSync(join(nextDir, "dist/compiled/next-server"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `dist/compiled/next-server/${name}`);
  const files = [...new Set([...REQUIRED, "dist/esm/server/lib/incremental-cache/index.js", ...runtimes])];
  let changed = 0;
  for (const file of files) {
    const path = join(nextDir, file);
    const before = readFileSync(path, "utf8");
    const { source, patched } = lazySizeCheck(before);
    if (patched) {
      writeFileSync(path, source);
      changed++;
    } else if (REQUIRED.includes(file) && !isLazy(before)) {
      throw new Error(`scripts/patch-next.mjs: ${file} no longer has the size check it patches; look at IncrementalCache.set in this Next version`);
    }
  }
  console.log(`patch-next: IncrementalCache.set measures only data-cache entries (${changed} files changed, ${files.length} looked at)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache/index.js";
import { getMemoryCache } from "next/dist/server/lib/incremental-cache/memory-cache.external.js";
import { fetchSizeByBody, lazySizeCheck, noSegmentPrefetchData } from "./patch-next.mjs";

describe.each([
  [
    "lazySizeCheck, a minified runtime",
    lazySizeCheck,
    "n=oM(e,t),a=i}let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache){",
    "n=oM(e,t),a=i}let i=r.fetchCache&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache){",
  ],
  [
    "lazySizeCheck, another runtime's names",
    lazySizeCheck,
    "let s=JSON.stringify(t).length;if(r.fetchCache&&s>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache)",
    "let s=r.fetchCache&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache?JSON.stringify(t).length:0;if(r.fetchCache&&s>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache)",
  ],
  [
    "lazySizeCheck, the server source",
    lazySizeCheck,
    "        const itemSize = JSON.stringify(data).length;\n",
    "        const itemSize = ctx.fetchCache && !this.hasCustomCacheHandler && !ctx.isImplicitBuildTimeCache ? JSON.stringify(data).length : 0;\n",
  ],
  [
    "noSegmentPrefetchData, a minified runtime",
    noSegmentPrefetchData,
    "});async function s1(e,t,r,n,a,i){let s,{clientModules:o,edgeRscModuleMapping:l,rscModuleMapping:u}=(0,tF.QJ)()",
    "});async function s1(e,t,r,n,a,i){/* patch-next: the site's links never prefetch */return;let s,{clientModules:o,edgeRscModuleMapping:l,rscModuleMapping:u}=(0,tF.QJ)()",
  ],
  [
    "noSegmentPrefetchData, the server source",
    noSegmentPrefetchData,
    "async function collectSegmentData(fullPageDataBuffer, prerenderStore, ComponentMod, renderOpts, pagePath, metadata) {\n    // Per-segment",
    "async function collectSegmentData(fullPageDataBuffer, prerenderStore, ComponentMod, renderOpts, pagePath, metadata) {/* patch-next: the site's links never prefetch */return;\n    // Per-segment",
  ],
  [
    "fetchSizeByBody, the server source",
    fetchSizeByBody,
    "            } else if (value.kind === _types.CachedRouteKind.FETCH) {\n                valueSize = JSON.stringify(value.data || '').length;\n",
    "            } else if (value.kind === _types.CachedRouteKind.FETCH) {\n                /* patch-next: a kept answer's size is its body's */ valueSize = value.data ? String(value.data.body ?? '').length + JSON.stringify(value.data.headers ?? {}).length + String(value.data.url ?? '').length + 32 : 2;\n",
  ],
])("%s", (_, change, source, expected) => {
  it("changes the code once, and knows it did", () => {
    const first = change.apply(source);
    expect(first).toEqual({ source: expected, patched: true });
    expect(change.applied(first.source)).toBe(true);
    expect(change.apply(first.source)).toEqual({ source: expected, patched: false });
  });
});

test.each([
  [lazySizeCheck, "let i=JSON.stringify(t).length;if(i>5)"],
  [noSegmentPrefetchData, "async function s1(e,t){let s,{clientModules:o}=x()"],
  [fetchSizeByBody, "valueSize = JSON.stringify(value.props).length;"],
])("%# leaves other code alone", (change, source) => {
  expect(change.apply(source)).toEqual({ source, patched: false });
  expect(change.applied(source)).toBe(false);
});

describe("the installed Next (patched by npm install)", () => {
  class RecordingHandler {
    static stored = [];
    async get() {
      return null;
    }
    async set(key, value) {
      RecordingHandler.stored.push([key, value]);
    }
  }

  const cache = () =>
    new IncrementalCache({
      dev: false,
      minimalMode: false,
      requestHeaders: {},
      previewProps: { previewModeId: "test", previewModeSigningKey: "k", previewModeEncryptionKey: "k" },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
      CurCacheHandler: RecordingHandler,
      maxMemoryCacheSize: 0,
    });

  it("collects no segment prefetch data in the runtime that renders the site's pages", () => {
    const runtime = createRequire(import.meta.url).resolve("next/dist/compiled/next-server/app-page-turbo.runtime.prod.js");
    expect(noSegmentPrefetchData.applied(readFileSync(runtime, "utf8"))).toBe(true);
  });

  it("sizes a kept upstream answer by its body, without stringifying it", () => {
    const memory = getMemoryCache(10 * 1024 * 1024);
    const data = { headers: { "content-type": "application/json" }, body: "x".repeat(4000), status: 200, url: "http://upstream.test/content/curation" };
    data.toJSON = () => {
      throw new Error("stringified");
    };
    const before = memory.currentSize;
    memory.set("upstream answer", { value: { kind: "FETCH", data, revalidate: 60 }, lastModified: 0 });
    expect(memory.currentSize - before).toBeGreaterThan(4000);
    expect(memory.currentSize - before).toBeLessThan(4200);
  });

  it("stores a rendered page without stringifying it", async () => {
    const rscData = Buffer.from("0:{}");
    rscData.toJSON = () => {
      throw new Error("stringified");
    };
    const page = { kind: "APP_PAGE", html: "<p>story</p>", rscData, headers: {}, status: 200, postponed: undefined, segmentData: new Map() };
    await cache().set("/news/story", page, { route: { kind: "APP_PAGE", sourceRoute: "/[vertical]/[view]/[[...path]]/page" }, cacheControl: { revalidate: 60, expire: undefined } });
    expect(RecordingHandler.stored.at(-1)?.[1]).toBe(page);
  });
});

/**
 * @jest-environment node
 */
import { IncrementalCache } from "next/dist/server/lib/incremental-cache/index.js";
import { isLazy, lazySizeCheck } from "./patch-next.mjs";

describe("lazySizeCheck", () => {
  test.each([
    [
      "a minified runtime",
      "n=oM(e,t),a=i}let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache){",
      "n=oM(e,t),a=i}let i=r.fetchCache&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache){",
    ],
    [
      "another runtime's names",
      "let s=JSON.stringify(t).length;if(r.fetchCache&&s>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache)",
      "let s=r.fetchCache&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache?JSON.stringify(t).length:0;if(r.fetchCache&&s>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache)",
    ],
    [
      "the server source",
      "        const itemSize = JSON.stringify(data).length;\n",
      "        const itemSize = ctx.fetchCache && !this.hasCustomCacheHandler && !ctx.isImplicitBuildTimeCache ? JSON.stringify(data).length : 0;\n",
    ],
  ])("makes the size check lazy in %s, once", (_, source, expected) => {
    const first = lazySizeCheck(source);
    expect(first).toEqual({ source: expected, patched: true });
    expect(isLazy(first.source)).toBe(true);
    expect(lazySizeCheck(first.source)).toEqual({ source: expected, patched: false });
  });

  it("leaves code without the check alone", () => {
    const source = "let i=JSON.stringify(t).length;if(i>5)";
    expect(lazySizeCheck(source)).toEqual({ source, patched: false });
    expect(isLazy(source)).toBe(false);
  });
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

/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MemoryCache, pagePathOf } from "./local-cache-handler.mjs";

/** A disk that has nothing: every read fails as a missing file does, and is recorded. */
function emptyDisk() {
  const missing = () => Promise.reject(Object.assign(new Error("ENOENT"), { code: "ENOENT" }));
  return { readFile: jest.fn(missing), stat: jest.fn(missing), existsSync: jest.fn(() => false) };
}

const cacheOn = (fs, serverDistDir = "/nowhere/.next/server") => new MemoryCache({ fs, flushToDisk: false, serverDistDir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });

/** A build directory whose prerender manifest lists `routes`; its server output dir. */
function buildPrerendering(routes) {
  const dir = mkdtempSync(join(tmpdir(), "build-"));
  mkdirSync(join(dir, "server"));
  writeFileSync(join(dir, "prerender-manifest.json"), JSON.stringify({ version: 4, routes: Object.fromEntries(routes.map((route) => [route, {}])) }));
  return { serverDistDir: join(dir, "server"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
const pageKey = (path) => `/route-cache/app-page/0f1e2d/$${path}`;
const answer = { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200, url: "http://upstream/content/article/1" }, revalidate: 60 };

describe("MemoryCache", () => {
  it("answers a missing upstream answer without opening a file", async () => {
    const fs = emptyDisk();
    expect(await cacheOn(fs).get("data-key-never-set", { kind: "FETCH", tags: [] })).toBeNull();
    expect(fs.readFile).not.toHaveBeenCalled();
  });

  it("answers a stored upstream answer from memory", async () => {
    const fs = emptyDisk();
    const cache = cacheOn(fs);
    await cache.set("data-key", answer, { fetchCache: true, tags: ["article:1"] });
    expect((await cache.get("data-key", { kind: "FETCH", tags: ["article:1"] }))?.value).toEqual(answer);
    expect(fs.readFile).not.toHaveBeenCalled();
  });

  it("looks on disk only for the pages the build prerendered", async () => {
    const build = buildPrerendering(["/_not-found", "/-/-/sitemap.xml"]);
    try {
      const fs = emptyDisk();
      const cache = cacheOn(fs, build.serverDistDir);
      expect(await cache.get(pageKey("/news/-/politics/never-rendered"), { kind: "APP_PAGE", isFallback: false })).toBeNull();
      expect(fs.readFile).not.toHaveBeenCalled();
      expect(await cache.get(pageKey("/_not-found"), { kind: "APP_PAGE", isFallback: false })).toBeNull();
      expect(fs.readFile).toHaveBeenCalled();
    } finally {
      build.remove();
    }
  });

  it("looks on disk for every page when the build's manifest cannot be read", async () => {
    const fs = emptyDisk();
    expect(await cacheOn(fs).get(pageKey("/news/-/never-rendered"), { kind: "APP_PAGE", isFallback: false })).toBeNull();
    expect(fs.readFile).toHaveBeenCalled();
  });
});

describe("pagePathOf", () => {
  it.each([
    [pageKey("/news/-/politics/a-story"), "/news/-/politics/a-story"],
    [pageKey("/index"), "/"],
    [pageKey("/_not-found"), "/_not-found"],
    ["/news/legacy-key", "/news/legacy-key"],
  ])("%s is the page %s", (key, path) => expect(pagePathOf(key)).toBe(path));
});

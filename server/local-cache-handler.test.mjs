/** @jest-environment node */
import { MemoryCache } from "./local-cache-handler.mjs";

/** A disk that has nothing: every read fails as a missing file does, and is recorded. */
function emptyDisk() {
  const missing = () => Promise.reject(Object.assign(new Error("ENOENT"), { code: "ENOENT" }));
  return { readFile: jest.fn(missing), stat: jest.fn(missing), existsSync: jest.fn(() => false) };
}

const cacheOn = (fs) => new MemoryCache({ fs, flushToDisk: false, serverDistDir: "/nowhere/.next/server", maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
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

  it("still looks on disk for a page, where the build leaves its prerendered pages", async () => {
    const fs = emptyDisk();
    expect(await cacheOn(fs).get("/news/never-rendered", { kind: "APP_PAGE", isFallback: false })).toBeNull();
    expect(fs.readFile).toHaveBeenCalled();
  });
});

/** @jest-environment node */
import { imageCacheKey, imageFormatFor, isStorableImage } from "./image-cache.mjs";

const IMAGE_URL = "/_next/image?url=http%3A%2F%2F127.0.0.1%3A4000%2Fimages%2Frcna1-tease%2F1600x900.png&w=758&q=70";
const AVIF = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const WITH_JXL = "image/jxl,image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const FORMATS = ["image/avif", "image/webp"];

describe("imageFormatFor, as Next's optimiser picks", () => {
  test.each([
    ["Chromium's Accept", AVIF, FORMATS, "image/avif"],
    ["a Chromium that also lists JPEG XL", WITH_JXL, FORMATS, "image/avif"],
    ["a browser without AVIF", "image/webp,*/*", FORMATS, "image/webp"],
    ["WebP preferred by weight", "image/webp;q=1,image/avif;q=0.5", FORMATS, "image/webp"],
    ["only a wildcard: the original", "*/*", FORMATS, ""],
    ["no Accept: the original", undefined, FORMATS, ""],
    ["AVIF accepted, WebP the only format offered", AVIF, ["image/webp"], "image/webp"],
  ])("%s", (_, accept, formats, expected) => {
    expect(imageFormatFor(accept, formats)).toBe(expected);
  });
});

describe("imageCacheKey", () => {
  const request = (headers = {}, url = IMAGE_URL, method = "GET") => ({ method, url, headers: { host: "news.localhost:3000", accept: AVIF, ...headers } });
  const keyOf = (req) => imageCacheKey(req, FORMATS);
  test.each([
    ["an optimised image, by the format Next will pick", request(), `image/avif ${IMAGE_URL}`],
    ["the same for an Accept worded otherwise", request({ accept: WITH_JXL }), `image/avif ${IMAGE_URL}`],
    ["the same image for a reader without AVIF", request({ accept: "image/webp,*/*" }), `image/webp ${IMAGE_URL}`],
    ["a request without Accept", request({ accept: undefined }), ` ${IMAGE_URL}`],
    ["a page", request({}, "/news/a-rcna1"), null],
    ["a path that only starts like the optimiser's", request({}, "/_next/images?url=x"), null],
    ["a HEAD request", request({}, IMAGE_URL, "HEAD"), null],
    ["a conditional request", request({ "if-none-match": '"x"' }), null],
    ["a range request", request({ range: "bytes=0-10" }), null],
  ])("%s", (_, req, expected) => {
    expect(keyOf(req)).toBe(expected);
  });
});

describe("isStorableImage", () => {
  const AVIF_ANSWER = { "content-type": "image/avif", vary: "Accept", "cache-control": "public, max-age=31536000, must-revalidate" };
  test.each([
    ["an optimised image", { status: 200, headers: AVIF_ANSWER }, true],
    ["an image that varies on nothing", { status: 200, headers: { "content-type": "image/png" } }, true],
    ["a refused image URL (400)", { status: 400, headers: { "content-type": "text/plain" } }, false],
    ["an upstream failure (500)", { status: 500, headers: AVIF_ANSWER }, false],
    ["a 200 that is not an image", { status: 200, headers: { "content-type": "text/html" } }, false],
    ["an image that sets a cookie", { status: 200, headers: { ...AVIF_ANSWER, "set-cookie": ["a=1"] } }, false],
    ["an image that varies on a cookie", { status: 200, headers: { ...AVIF_ANSWER, vary: "Accept, Cookie" } }, false],
  ])("%s", (_, answer, expected) => {
    expect(isStorableImage(answer)).toBe(expected);
  });
});

import type { ImageProps } from "next/image";
import { preload } from "react-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerImage } from "@/components/shell/ServerImage";
import { DRAWN_IMAGES_KEPT, imageHtml } from "./image";

jest.mock("react-dom", () => ({ ...jest.requireActual("react-dom"), preload: jest.fn() }));

/** An image's attributes as a map. */
function attributesOf(markup: string): Record<string, string> {
  const element = new DOMParser().parseFromString(markup, "text/html").querySelector("img");
  if (!element) throw new Error(`no image in ${markup}`);
  return Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name) ?? ""]));
}

describe("imageHtml", () => {
  test.each<[string, ImageProps]>([
    ["a tease filling its box", { src: "http://localhost:4000/images/rcna1-tease/1600x900.png", alt: "A tease", fill: true, sizes: "(min-width: 1000px) 360px, 100vw", className: "object-cover" }],
    ["a lead image, fetched first", { src: "http://localhost:4000/images/rcna1/1600x900.png", alt: "", width: 1600, height: 900, sizes: "100vw", fetchPriority: "high", loading: "eager" }],
    ["a fixed thumbnail", { src: "http://localhost:4000/images/rcna2-tease/1600x900.png", alt: 'An "author"', width: 56, height: 56, className: "absolute inset-0" }],
  ])("draws %s as ServerImage does", (_, props) => {
    const ours = imageHtml(props).value;
    expect(ours).toMatch(/^<img [^>]*srcset="[^"]*\/_next\/image\?url=/);
    expect(attributesOf(ours)).toEqual(attributesOf(renderToStaticMarkup(<ServerImage {...props} />)));
  });

  beforeEach(() => jest.mocked(preload).mockClear());

  test("preloads an image that loads at once from the head, as React does for its own images, and no lazy one", () => {
    imageHtml({ src: "http://localhost:4000/images/a.png", alt: "", width: 1600, height: 900, sizes: "100vw" });
    expect(preload).not.toHaveBeenCalled();
    imageHtml({ src: "http://localhost:4000/images/a.png", alt: "", width: 1600, height: 900, sizes: "100vw", fetchPriority: "high", loading: "eager" });
    expect(preload).toHaveBeenCalledWith(expect.stringMatching(/^\/_next\/image\?url=/), {
      as: "image",
      imageSrcSet: expect.stringMatching(/ 3840w$/),
      imageSizes: "100vw",
      fetchPriority: "high",
    });
  });

  test("draws an image once, and preloads it on every page that draws it", () => {
    const lead: ImageProps = { src: "http://localhost:4000/images/b.png", alt: "", width: 1600, height: 900, sizes: "100vw", fetchPriority: "high", loading: "eager" };
    const first = imageHtml(lead);
    const again = imageHtml({ ...lead });
    expect(again).toBe(first);
    expect(preload).toHaveBeenCalledTimes(2);
    expect(imageHtml({ ...lead, alt: "Another" })).not.toBe(first);
  });

  test(`keeps the ${DRAWN_IMAGES_KEPT} images drawn last`, () => {
    const image = (n: number): ImageProps => ({ src: `http://localhost:4000/images/${n}.png`, alt: "", width: 56, height: 56 });
    const oldest = imageHtml(image(0));
    const kept = imageHtml(image(1));
    for (let n = 2; n <= DRAWN_IMAGES_KEPT; n++) imageHtml(image(n));
    expect(imageHtml(image(1))).toBe(kept);
    expect(imageHtml(image(0))).not.toBe(oldest);
  });
});

// eslint-disable-next-line no-restricted-imports -- the client component is what ServerImage must draw like
import Image, { type ImageProps } from "next/image";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerImage } from "./ServerImage";

/** The image's attributes as a map, without next/image's `data-nimg` marker (nothing styles or reads it). */
function attributesOf(html: string): Record<string, string> {
  const element = new DOMParser().parseFromString(html, "text/html").querySelector("img");
  if (!element) throw new Error(`no image in ${html}`);
  return Object.fromEntries(element.getAttributeNames().filter((name) => name !== "data-nimg").map((name) => [name, element.getAttribute(name) ?? ""]));
}

describe("ServerImage", () => {
  test.each<[string, ImageProps]>([
    ["a tease filling its box", { src: "http://localhost:4000/images/rcna1-tease/1600x900.png", alt: "A tease", fill: true, sizes: "(min-width: 1000px) 360px, 100vw", className: "object-cover" }],
    ["a lead image, fetched first", { src: "http://localhost:4000/images/rcna1/1600x900.png", alt: "", width: 1600, height: 900, sizes: "100vw", fetchPriority: "high", loading: "eager" }],
    ["a fixed thumbnail", { src: "http://localhost:4000/images/rcna2-tease/1600x900.png", alt: "Author", width: 56, height: 56 }],
  ])("draws %s exactly as next/image does", (_, props) => {
    const ours = renderToStaticMarkup(<ServerImage {...props} />);
    expect(ours).toMatch(/<img [^>]*srcSet="[^"]*\/_next\/image\?url=/);
    expect(attributesOf(ours)).toEqual(attributesOf(renderToStaticMarkup(<Image {...props} alt={props.alt} />)));
  });
});

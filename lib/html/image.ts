import { getImageProps, type ImageProps } from "next/image";
import type { CSSProperties } from "react";
import { preload } from "react-dom";
import { html, type SafeHtml } from "./html";

/** React's names of the attributes next/image sets that HTML spells otherwise. */
const HTML_NAMES: Record<string, string> = { className: "class", srcSet: "srcset", fetchPriority: "fetchpriority" };

const styleText = (style: CSSProperties) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(";");

/**
 * next/image's `<img>` as markup: the attributes `ServerImage` draws (getImageProps), for a part drawn as one string.
 * An image that loads at once is preloaded from the head, as React does for an `<img>` it renders itself.
 */
export function imageHtml(props: ImageProps): SafeHtml {
  const image = getImageProps(props).props;
  if (image.loading !== "lazy" && image.fetchPriority !== "low") {
    preload(image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: image.fetchPriority });
  }
  const attributes = Object.entries(image).flatMap(([name, value]) => {
    if (value === undefined || value === null || value === false) return [];
    const text = name === "style" ? styleText(value as CSSProperties) : String(value);
    return [html` ${HTML_NAMES[name] ?? name}="${text}"`];
  });
  return html`<img${attributes}>`;
}

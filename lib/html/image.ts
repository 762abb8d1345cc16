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

type Preload = Parameters<typeof preload>;

/** An image as drawn: its markup, and the preload its page asks for when it loads at once. */
interface Drawn {
  markup: SafeHtml;
  preload: Preload | null;
}

function draw(props: ImageProps): Drawn {
  const image = getImageProps(props).props;
  const attributes = Object.entries(image).flatMap(([name, value]) => {
    if (value === undefined || value === null || value === false) return [];
    const text = name === "style" ? styleText(value as CSSProperties) : String(value);
    return [html` ${HTML_NAMES[name] ?? name}="${text}"`];
  });
  const loadsAtOnce = image.loading !== "lazy" && image.fetchPriority !== "low";
  return {
    markup: html`<img${attributes}>`,
    preload: loadsAtOnce ? [image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: image.fetchPriority }] : null,
  };
}

/** How many drawn images the process keeps (about 1 kB each). */
export const DRAWN_IMAGES_KEPT = 2000;

/**
 * Images drawn before, by their props, least recently used out first. Most images recur from page to page: the
 * most-popular lists and the menus' teasers on every page, a story's tease on every front that carries it. What
 * next/image draws depends only on the props and the build's image settings.
 */
const drawnImages = new Map<string, Drawn>();

function drawnOnce(props: ImageProps): Drawn {
  const key = JSON.stringify(props);
  let drawn = drawnImages.get(key);
  if (drawn) drawnImages.delete(key);
  else drawn = draw(props);
  drawnImages.set(key, drawn);
  if (drawnImages.size > DRAWN_IMAGES_KEPT) drawnImages.delete(drawnImages.keys().next().value as string);
  return drawn;
}

/**
 * next/image's `<img>` as markup: the attributes `ServerImage` draws (getImageProps), for a part drawn as one string.
 * An image that loads at once is preloaded from the head, as React does for an `<img>` it renders itself: on every
 * page that draws it, the preload being the page's own.
 */
export function imageHtml(props: ImageProps): SafeHtml {
  const { markup, preload: preloaded } = drawnOnce(props);
  if (preloaded) preload(...preloaded);
  return markup;
}

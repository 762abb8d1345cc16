import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's markup drawn by the server alone. `<Image>` is a client component: every image of a page was one more
 * component for the browser to hydrate, computing its srcset again (a home front has 55). The attributes are the same
 * (getImageProps); what is lost is only what this site does not use (blur placeholders, onLoad). Islands that draw
 * images in the browser keep `<Image>`.
 */
export function ServerImage(props: ImageProps) {
  const { alt, ...attributes } = getImageProps(props).props;
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's markup, optimised URLs and all
  return <img alt={alt} {...attributes} />;
}

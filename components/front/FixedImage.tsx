import type { ImageProps } from "next/image";
import { ServerImage } from "@/components/shell/ServerImage";
import { imageHtml } from "@/lib/html/image";
import { loadingFor } from "./image-loading";

interface FixedImageProps {
  src: string;
  alt: string;
  width: number;
  priority?: boolean;
}

const fixedImageProps = ({ src, alt, width, priority = false }: FixedImageProps): ImageProps => ({
  src,
  alt,
  width,
  height: width,
  className: "absolute inset-0 size-full object-cover",
  ...loadingFor(priority),
});

/**
 * An image always shown `width` CSS pixels wide, covering a box its `relative` parent sizes. Given a
 * width, Next offers the 1x and 2x candidates; given `fill` with a pixel `sizes`, it would list every
 * configured width (eleven URLs) for an image that never changes size.
 */
export function FixedImage(props: FixedImageProps) {
  return <ServerImage {...fixedImageProps(props)} />;
}

/** The same image as markup, for a part drawn as one string (lib/html/html.ts). */
export const fixedImageHtml = (props: FixedImageProps) => imageHtml(fixedImageProps(props));

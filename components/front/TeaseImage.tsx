import { ServerImage } from "@/components/shell/ServerImage";
import { html } from "@/lib/html/html";
import { imageHtml } from "@/lib/html/image";
import { FixedImage, fixedImageHtml } from "./FixedImage";
import { loadingFor } from "./image-loading";
import type { ContentItem } from "@/lib/api/schemas/content";

type TeaseImageData = NonNullable<ContentItem["computedValues"]["teaseImage"]>;

type TeaseImageProps = {
  image: TeaseImageData;
  eager?: boolean;
  aspect?: string;
} & ({ sizes: string; width?: never } | { width: number; sizes?: never });

const boxClass = (aspect: string) => `relative ${aspect} overflow-hidden bg-neutral-200`;

const filledProps = (image: TeaseImageData, sizes: string, eager: boolean) =>
  ({ src: image.url, alt: image.altText ?? "", fill: true, sizes, className: "object-cover", ...loadingFor(eager) }) as const;

/**
 * A tease image at a fixed aspect ratio, so nothing shifts while it loads: `sizes` for a tease whose
 * width follows the viewport, `width` for one always shown that many CSS pixels wide.
 */
export function TeaseImage({ image, eager = false, aspect = "aspect-video", ...shown }: TeaseImageProps) {
  return (
    <div className={boxClass(aspect)}>
      {shown.width !== undefined ? (
        <FixedImage src={image.url} alt={image.altText ?? ""} width={shown.width} priority={eager} />
      ) : (
        <ServerImage {...filledProps(image, shown.sizes, eager)} />
      )}
    </div>
  );
}

/** The same image as markup, for a part drawn as one string (lib/html/html.ts). */
export function teaseImageHtml({ image, eager = false, aspect = "aspect-video", ...shown }: TeaseImageProps) {
  const img =
    shown.width !== undefined
      ? fixedImageHtml({ src: image.url, alt: image.altText ?? "", width: shown.width, priority: eager })
      : imageHtml(filledProps(image, shown.sizes, eager));
  return html`<div class="${boxClass(aspect)}">${img}</div>`;
}

import { ServerImage } from "@/components/shell/ServerImage";
import { FixedImage } from "./FixedImage";
import { loadingFor } from "./image-loading";
import type { ContentItem } from "@/lib/api/schemas/content";

type TeaseImageData = NonNullable<ContentItem["computedValues"]["teaseImage"]>;

/**
 * A tease image at a fixed aspect ratio, so nothing shifts while it loads: `sizes` for a tease whose
 * width follows the viewport, `width` for one always shown that many CSS pixels wide.
 */
export function TeaseImage({
  image,
  eager = false,
  aspect = "aspect-video",
  ...shown
}: {
  image: TeaseImageData;
  eager?: boolean;
  aspect?: string;
} & ({ sizes: string; width?: never } | { width: number; sizes?: never })) {
  return (
    <div className={`relative ${aspect} overflow-hidden bg-neutral-200`}>
      {shown.width !== undefined ? (
        <FixedImage src={image.url} alt={image.altText ?? ""} width={shown.width} priority={eager} />
      ) : (
        <ServerImage
          src={image.url}
          alt={image.altText ?? ""}
          fill
          sizes={shown.sizes}
          className="object-cover"
          {...loadingFor(eager)}
        />
      )}
    </div>
  );
}

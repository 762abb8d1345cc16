import { ServerImage } from "@/components/shell/ServerImage";
import { loadingFor } from "./image-loading";

/**
 * An image always shown `width` CSS pixels wide, covering a box its `relative` parent sizes. Given a
 * width, Next offers the 1x and 2x candidates; given `fill` with a pixel `sizes`, it would list every
 * configured width (eleven URLs) for an image that never changes size.
 */
export function FixedImage({ src, alt, width, priority = false }: { src: string; alt: string; width: number; priority?: boolean }) {
  return (
    <ServerImage
      src={src}
      alt={alt}
      width={width}
      height={width}
      className="absolute inset-0 size-full object-cover"
      {...loadingFor(priority)}
    />
  );
}

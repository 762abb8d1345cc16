import Image from "next/image";
import type { ContentItem } from "@/lib/api/schemas/content";

type TeaseImageData = NonNullable<ContentItem["computedValues"]["teaseImage"]>;

/** A tease image at a fixed aspect ratio, so nothing shifts while it loads. */
export function TeaseImage({
  image,
  sizes,
  eager = false,
  aspect = "aspect-video",
}: {
  image: TeaseImageData;
  sizes: string;
  eager?: boolean;
  aspect?: string;
}) {
  return (
    <div className={`relative ${aspect} overflow-hidden bg-neutral-200`}>
      <Image
        src={image.url}
        alt={image.altText ?? ""}
        fill
        sizes={sizes}
        className="object-cover"
        {...(eager ? { fetchPriority: "high" as const, loading: "eager" as const } : {})}
      />
    </div>
  );
}

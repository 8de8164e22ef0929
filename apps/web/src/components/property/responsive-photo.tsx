import type { PhotoVariants } from "@roost/shared/contracts/properties.ts";
import { useState } from "react";
import { usePreloadImage } from "../layout/page-meta.tsx";

/** "/files/p/a-400.avif 400w, /files/p/a-960.avif 960w, …": one format's sizes for srcset. */
export function photoSrcSet(variants: PhotoVariants, format: PhotoVariants["formats"][number]): string {
  return variants.sizes.map((size) => `${variants.stem}-${size.width}.${format} ${size.width}w`).join(", ");
}

/**
 * A listing photo in the size the layout needs (decision 039): a <picture> offering the job's AVIF
 * then WebP sizes, the browser choosing by `sizes`. Until the variants exist, or if one fails to
 * load, the original `src` is shown. Width and height give the image its proportions, so its box
 * is reserved before any byte arrives. The page's largest image (`priority`) is fetched first,
 * never lazily, and preloaded from the server-rendered head; every other one waits to be scrolled to.
 */
export function ResponsivePhoto({
  src,
  variants,
  width,
  height,
  sizes,
  alt,
  className,
  priority = false,
  onError,
  draggable,
}: {
  src: string;
  variants?: PhotoVariants | null;
  width: number;
  height: number;
  /** The image's rendered width per layout, e.g. "(min-width: 1024px) 400px, 100vw". */
  sizes: string;
  alt: string;
  className?: string;
  priority?: boolean;
  /** The original failed too. */
  onError?: () => void;
  draggable?: boolean;
}) {
  const [originalOnly, setOriginalOnly] = useState(false);
  const sources = variants && !originalOnly ? variants : null;
  const best = sources?.formats[0];
  usePreloadImage(
    priority && sources && best
      ? { srcSet: photoSrcSet(sources, best), sizes, type: `image/${best}` }
      : undefined,
  );
  const image = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      draggable={draggable}
      onError={() => (sources ? setOriginalOnly(true) : onError?.())}
      className={className}
    />
  );
  if (!sources) return image;
  return (
    <picture className="contents">
      {sources.formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(sources, format)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

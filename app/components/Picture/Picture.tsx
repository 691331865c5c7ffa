import type { Image } from "~content/schema";

type Props = {
  image: Image;
  className?: string;
  /** The page's largest above-the-fold image: load it first. Everything else waits. */
  priority?: boolean;
  /** Override alt for a decorative use (e.g. a thumbnail beside its own title). */
  decorative?: boolean;
};

/** An image slot with its intrinsic size (no layout shift), lazy unless it is the LCP image. */
export function Picture({ image, className, priority = false, decorative = false }: Props) {
  return (
    <img
      src={image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority yet; the lower-case attribute reaches the HTML.
      {...{ fetchpriority: priority ? "high" : undefined }}
    />
  );
}

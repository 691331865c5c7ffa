import type { Image } from "~content/schema";
import { srcsetOf } from "~/lib/photo-sources";
import * as styles from "./Picture.css";
import { SIZES, type SizesName } from "./sizes";

type Props = {
  image: Image;
  /** How wide the slot is drawn (./sizes.ts): the browser picks a photo's width from it. */
  sizes: SizesName;
  className?: string;
  /** The page's largest above-the-fold image: load it first. Everything else waits. */
  priority?: boolean;
  /** Override alt for a decorative use (e.g. a thumbnail beside its own title). */
  decorative?: boolean;
};

/**
 * An image slot with its intrinsic size (no layout shift), lazy unless it is the LCP image.
 * A photo (with `sources` from the photo pipeline) is a <picture>: AVIF, then WebP, then the
 * JPEG or PNG, each at several widths, over a few-pixel placeholder; a drawing is one <img>.
 */
export function Picture({ image, sizes, className, priority = false, decorative = false }: Props) {
  const sources = image.sources;
  const img = (
    <img
      src={image.src}
      srcSet={sources && srcsetOf(sources, sources.fallback)}
      sizes={sources ? SIZES[sizes] : undefined}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      className={className}
      // The placeholder is a data: URL per photo, so an attribute; the page's CSP allows it by its hash.
      style={sources?.placeholder ? { backgroundImage: `url(${sources.placeholder})` } : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority yet; the lower-case attribute reaches the HTML.
      {...{ fetchpriority: priority ? "high" : undefined }}
    />
  );
  if (!sources) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={srcsetOf(sources, "avif")} sizes={SIZES[sizes]} />
      <source type="image/webp" srcSet={srcsetOf(sources, "webp")} sizes={SIZES[sizes]} />
      {img}
    </picture>
  );
}

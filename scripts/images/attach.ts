/**
 * Finds the photos in the checked content and puts their variants in: the generated modules
 * then carry, for each photo, the addresses of its sized copies in place of the original's.
 * Drawings (.svg) are left as they are: they are already small and sharp at every width.
 */
import type { Image } from "../../app/content/schema";
import type { PhotoVariants } from "./pipeline";

/** A raster picture: the pipeline's business. */
export const isPhoto = (src: string) => /\.(jpe?g|png|webp|avif)$/.test(src);

const isImage = (value: unknown): value is Image =>
  !!value &&
  typeof value === "object" &&
  typeof (value as Image).src === "string" &&
  typeof (value as Image).alt === "string" &&
  typeof (value as Image).width === "number" &&
  typeof (value as Image).height === "number";

/** Every picture in `value` (any depth), each once. */
export function imagesIn(value: unknown, found: Image[] = []): Image[] {
  if (isImage(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) imagesIn(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) imagesIn(item, found);
  return found;
}

/**
 * What the pipeline makes copies of: a photo's src, and the part of it shown where it is cropped
 * (`/images/posts/open-day.jpg#1600x900`, `…#1600x900@top` where staff chose the part kept): one
 * photo used whole in one place and cropped in another has two sets of copies.
 */
export const photoKey = ({ src, crop }: Pick<Image, "src" | "crop">) =>
  crop ? `${src}#${crop.width}x${crop.height}${crop.focus ? `@${crop.focus}` : ""}` : src;

/** The photos of `value`: photoKey → the file it is read from. */
export function photosIn(value: unknown, fileOf: (src: string) => string): Map<string, string> {
  const photos = new Map<string, string>();
  for (const image of imagesIn(value))
    if (isPhoto(image.src) && !photos.has(photoKey(image))) photos.set(photoKey(image), fileOf(image.src));
  return photos;
}

/** The picture as the site renders it: the largest copy's size, and where each copy is. */
export function renderedImage(image: Image, variants: PhotoVariants): Image {
  return {
    src: variants.src,
    alt: image.alt,
    width: variants.width,
    height: variants.height,
    sources: variants.sources,
  };
}

/** A copy of `value` with every photo replaced by its rendered form. */
export function withVariants<T>(value: T, variants: ReadonlyMap<string, PhotoVariants>): T {
  const walk = (node: unknown): unknown => {
    if (isImage(node)) {
      const found = variants.get(photoKey(node));
      return found ? renderedImage(node, found) : node;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value) as T;
}

/**
 * Where each photo's own address (`/images/posts/open-day-3f9a1c2b.jpg`) sends a browser: its
 * fallback copy, uncropped where the photo is also used whole. The site never serves an
 * original, but the web editor shows a saved photo's thumbnail from that address.
 */
export function originalsOf(variants: ReadonlyMap<string, PhotoVariants>): [string, string][] {
  const found = new Map<string, string>();
  for (const [key, copies] of variants) {
    const [src = key, crop] = key.split("#");
    if (!crop || !found.has(src)) found.set(src, copies.src);
  }
  return [...found].sort(([a], [b]) => a.localeCompare(b));
}

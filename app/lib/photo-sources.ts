/**
 * A photo's sized copies, as the photo pipeline (scripts/images/) names them and a page lists
 * them: one definition for both, so a page never asks for a file the pipeline did not write.
 *
 * A page's data carries each photo's stem and widths, and the `srcset` strings are built here
 * when the page renders. Carrying the strings instead made them two thirds of a photo page's
 * hydration data (27 of 41 KB on /blog with twelve gallery photos), which the browser compiles
 * on the main thread before the page responds; the strings in the HTML are the same either way.
 */
import type { Image } from "~content/schema";

export type PhotoSources = NonNullable<Image["sources"]>;
export type PhotoFormat = "avif" | "webp" | PhotoSources["fallback"];

/** `/images/v/posts/awards-night-<hash>`, 640, "avif" → `/images/v/posts/awards-night-<hash>-640.avif` */
export const variantUrl = (stem: string, width: number, format: PhotoFormat) => `${stem}-${width}.${format}`;

/** Every copy of one format, narrowest first, as a `srcset`: `… -320.avif 320w, … -480.avif 480w`. */
export const srcsetOf = ({ stem, widths }: PhotoSources, format: PhotoFormat) =>
  widths.map((width) => `${variantUrl(stem, width, format)} ${width}w`).join(", ");

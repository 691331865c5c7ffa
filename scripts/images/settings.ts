/**
 * What the photo pipeline makes of each photo: the widths and the encoders. Changing anything
 * here changes VERSION's part of every cache key, so every photo is encoded again once.
 */
import type { Sharp } from "sharp";

/**
 * Candidate widths, in pixels, for slots drawn at the page's column on phones and at a third,
 * a half or the whole of a 1280 px screen: a 390 px phone at 2× (a card 358 px wide) takes 720,
 * at 3× 1280; Lighthouse's phone (412 px at 1.75×) 720, where with 640 as the step below 960
 * it took 960 and its "properly size images" audit counted half of each card's bytes as waste;
 * a card of three on a 1280 px screen (400 px) takes 480.
 */
export const WIDTHS = [320, 480, 720, 960, 1280, 1920] as const;

/**
 * AVIF at effort 2: measured on a 4032×3024 photo, a tenth of effort 4's time for 7 % more bytes.
 * WebP for browsers without AVIF, JPEG (PNG for a picture with transparency) for the rest.
 */
export const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image: Sharp) => image.png({ palette: true, quality: 80, effort: 7 }),
} as const;
export type Format = keyof typeof ENCODERS;

export const MIME: Record<Format, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** The placeholder shown until the photo arrives: this many pixels wide, blurred by upscaling. */
export const PLACEHOLDER_WIDTH = 16;

/** Part of every cache key and file name: bump it when the settings above change. */
export const VERSION = "2";

/** The widths to make of a photo `width` pixels wide: never larger than the photo itself. */
export function widthsFor(width: number): number[] {
  const widths: number[] = WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, Math.max(...WIDTHS));
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/**
 * What the photo pipeline makes of each photo: the widths and the encoders. Changing anything
 * here changes VERSION, part of every cache key, so every photo is encoded again once.
 */
import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";

/**
 * Candidate widths, in pixels, for slots drawn at the page's column on phones and at a third,
 * a half or the whole of a 1280 px screen: a 390 px phone at 2× (a card 358 px wide) takes 720,
 * at 3× 1280; Lighthouse's phone (412 px at 1.75×) 720, where with 640 as the step below 960
 * it took 960 and its "properly size images" audit counted half of each card's bytes as waste;
 * a card of three on a 1280 px screen (400 px) takes 480.
 */
export const WIDTHS = [320, 480, 720, 960, 1280, 1920] as const;

/** What an encoder is told of the picture it encodes. */
export type Source = {
  /** Stored without loss (PNG): a logo, a drawing or a screenshot, with sharp coloured edges. */
  lossless: boolean;
};

/**
 * AVIF at effort 2: a small fraction of effort 4's time for a few per cent more bytes.
 * A photo's AVIF keeps its colour at half resolution (4:2:0), as its camera JPEG and every WebP
 * already do: the same brightness detail in far fewer bytes, decoded faster (decision 049). A PNG
 * keeps full colour (4:4:4), so red lettering on a logo does not bleed.
 * WebP for browsers without AVIF, JPEG (PNG for a picture with transparency) for the rest.
 */
export const ENCODERS = {
  avif: (image: Sharp, source: Source) =>
    image.avif({ quality: 50, effort: 2, chromaSubsampling: source.lossless ? "4:4:4" : "4:2:0" }),
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

/**
 * Part of every cache key and file name: the settings above as written (the encoders' source
 * text, the widths, the placeholder's width) and sharp's and libvips' versions, so a change to
 * any of them encodes every photo again once. It used to be a number bumped by hand: an
 * experiment that bumped it without committing left a cache that the next bump then matched,
 * and the build served that experiment's files.
 */
export const VERSION = createHash("sha256")
  .update(JSON.stringify([WIDTHS, PLACEHOLDER_WIDTH, sharp.versions]))
  .update(Object.values(ENCODERS).join("\0"))
  .digest("hex")
  .slice(0, 12);

/** The widths to make of a photo `width` pixels wide: never larger than the photo itself. */
export function widthsFor(width: number): number[] {
  const widths: number[] = WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, Math.max(...WIDTHS));
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

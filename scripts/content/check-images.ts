/**
 * Pictures the content names: they exist, are pictures, say their size, and fit where they are
 * shown (scripts/content/image-slots.ts). Photos live under content/images/ and are served only
 * as the sized copies the build makes; drawings (.svg) are served as they are from public/images/.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import type { Focus, Image } from "../../app/content/schema";
import type { Checking } from "./check-context";
import { MAX_PICTURE_BYTES, SLOTS, type SlotName } from "./image-slots";

/** What a post's cover must be: the cards and the sidebar show it at 16:9. */
export const COVER = { ratio: 16 / 9, minWidth: SLOTS.cover.minWidth } as const;

const isDrawing = (src: string) => src.endsWith(".svg");

/**
 * Where the file of a picture `src` (/images/...) is: photos under content/images/ (the web
 * editor's media folder, never served), drawings under public/images/.
 */
export const imageFile = (contentDir: string, publicDir: string, src: string) =>
  isDrawing(src) ? join(publicDir, src) : join(contentDir, src);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The part of a photo its slot shows: the whole photo when its shape fits, else the part of it at
 * the nearest shape the slot takes (a 4:3 cover loses a strip at the top and the bottom), from
 * its middle unless staff chose another focus (the pipeline cuts it: scripts/images/pipeline.ts).
 * Staff upload photos as they come from a phone; the build crops them, as the page would.
 */
export function slotCrop(width: number, height: number, slotName: SlotName): { width: number; height: number } {
  const { min, max } = SLOTS[slotName].ratio;
  const ratio = width / height;
  if (ratio > max) return { width: Math.round(height * max), height };
  if (ratio < min) return { width, height: Math.round(width / min) };
  return { width, height };
}

/** The problem with a picture's size and shape for its slot, or null. Drawings scale: only a cover's shape counts. */
function shapeProblem(src: string, width: number, height: number, slotName: SlotName): string | null {
  const slot = SLOTS[slotName];
  const ratio = width / height;
  const badShape = ratio < slot.ratio.min || ratio > slot.ratio.max;
  if (isDrawing(src)) {
    return slotName === "cover" && (badShape || width < slot.minWidth)
      ? `is ${width}×${height} pixels: ${slot.what} must be ${slot.ratio.shape} and at least ${slot.minWidth} pixels wide, e.g. 1200×675 or 1920×1080`
      : null;
  }
  // A photo of another shape is cropped to its middle: what counts is the width left after that.
  const shown = slotCrop(width, height, slotName);
  if (shown.width < slot.minWidth)
    return shown.width === width
      ? `is ${width}×${height} pixels, too small for ${slot.what}: use one at least ${slot.minWidth} pixels wide (e.g. ${slot.example}), or it will look blurred`
      : `is ${width}×${height} pixels: cropped to ${slot.ratio.shape} for ${slot.what} it is only ${shown.width} pixels wide; use one at least ${slot.minWidth} pixels wide once cropped (e.g. ${slot.example}), or it will look blurred`;
  return null;
}

/** Reads the picture `src`; null (with the problem reported) when it will not do. */
export function checkImage(
  { add, contentDir, publicDir }: Checking,
  relative: string,
  line: number,
  field: string,
  src: string,
  alt: string,
  slot: SlotName,
  focus?: Focus,
): Image | null {
  const file = imageFile(contentDir, publicDir, src);
  if (!existsSync(file)) {
    const elsewhere = !isDrawing(src) && existsSync(join(publicDir, src));
    add(
      relative,
      line,
      elsewhere
        ? `${field} ${src} is in public${src}: put photos in content${src} instead (the site serves only their sized copies)`
        : `${field} ${src} does not exist: put the file in ${isDrawing(src) ? "public" : "content"}${src}, or correct the name`,
    );
    return null;
  }
  const bytes = statSync(file).size;
  if (bytes > MAX_PICTURE_BYTES) {
    add(
      relative,
      line,
      `${field} ${src} is ${megabytes(bytes)}: the largest picture the site can take is ${megabytes(MAX_PICTURE_BYTES)}; save it again as a JPEG, about 4000 pixels wide`,
    );
    return null;
  }
  let size: { width?: number; height?: number; orientation?: number };
  try {
    size = imageSize(readFileSync(file));
  } catch {
    add(relative, line, `${field} ${src} is not a picture this site can read (use .jpg, .png, .webp, .avif or .svg)`);
    return null;
  }
  // A camera's portrait photo is stored landscape with an EXIF orientation of 5 to 8: shown turned.
  const turned = (size.orientation ?? 1) >= 5;
  const [width, height] = turned ? [size.height, size.width] : [size.width, size.height];
  if (!width || !height) {
    add(relative, line, `${field} ${src} does not say how big it is (an .svg needs a viewBox)`);
    return null;
  }
  if (isDrawing(src) && !readFileSync(file, "utf8").includes(`viewBox="0 0 ${width} ${height}"`)) {
    add(relative, line, `${field} ${src} must have viewBox="0 0 ${width} ${height}" to match its width and height`);
    return null;
  }
  const problem = shapeProblem(src, width, height, slot);
  if (problem) {
    add(relative, line, `${field} ${src} ${problem}`);
    return null;
  }
  const shown = isDrawing(src) ? { width, height } : slotCrop(width, height, slot);
  return shown.width === width && shown.height === height
    ? { src, alt, width, height }
    : {
        src,
        alt,
        width: shown.width,
        height: shown.height,
        crop: focus && focus !== "middle" ? { ...shown, focus } : shown,
      };
}

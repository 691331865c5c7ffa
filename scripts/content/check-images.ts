/** Pictures the content names: they exist, say their size, and a post's cover is 16:9 and big enough. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import type { Image } from "../../content/schema";
import type { Checking } from "./check-context";

/** What a post's cover must be: the cards and the sidebar show it at 16:9. */
export const COVER = { ratio: 16 / 9, minWidth: 1200 } as const;

/**
 * Where the file of a picture `src` (/images/...) is: the photos staff upload are kept under
 * content/images/ (the web editor's media folder), the drawings under public/images/.
 */
export const imageFile = (contentDir: string, publicDir: string, src: string) => {
  const uploaded = join(contentDir, src);
  return existsSync(uploaded) ? uploaded : join(publicDir, src);
};

/** Reads the picture `src`; null (with the problem reported) when it will not do. */
export function checkImage(
  { add, contentDir, publicDir }: Checking,
  relative: string,
  line: number,
  field: string,
  src: string,
  alt: string,
  cover: boolean,
): Image | null {
  const file = imageFile(contentDir, publicDir, src);
  if (!existsSync(file)) {
    add(relative, line, `${field} ${src} does not exist: put the file in content${src}, or correct the name`);
    return null;
  }
  let size: { width?: number; height?: number };
  try {
    size = imageSize(readFileSync(file));
  } catch {
    add(relative, line, `${field} ${src} is not a picture this site can read (use .jpg, .png, .webp, .avif or .svg)`);
    return null;
  }
  const { width, height } = size;
  if (!width || !height) {
    add(relative, line, `${field} ${src} does not say how big it is (an .svg needs a viewBox)`);
    return null;
  }
  if (src.endsWith(".svg") && !readFileSync(file, "utf8").includes(`viewBox="0 0 ${width} ${height}"`)) {
    add(relative, line, `${field} ${src} must have viewBox="0 0 ${width} ${height}" to match its width and height`);
    return null;
  }
  if (cover && (Math.abs(width / height - COVER.ratio) > 0.01 || width < COVER.minWidth)) {
    add(
      relative,
      line,
      `${field} ${src} is ${width}×${height} pixels: a post's cover must be 16:9 and at least ${COVER.minWidth} pixels wide, e.g. 1200×675 or 1920×1080`,
    );
    return null;
  }
  return { src, alt, width, height };
}

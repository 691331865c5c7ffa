/**
 * Photos that still carry the camera's details (EXIF: the camera, the time and, from most
 * phones, the GPS position where it was taken; XMP; IPTC). The web editor removes them as it
 * saves (scripts/dev/editor-uploads.mjs); a photo added by hand under content/images/ or
 * public/images/ would keep them in the repository's history for good, so the check names it
 * and `npm run content:format` removes them (stripPhotoMetadata).
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { HEAD_BYTES, metadataIn, withoutMetadata } from "../images/metadata.mjs";
import { VARIANTS_FOLDER } from "../images/pipeline";
import type { CheckOptions, ContentProblem } from "./check-context";

const PHOTO = /\.(?:jpe?g|png|webp)$/i;

/** The photos under `dir` (no hidden folder, no link followed), each with `skip` left out. */
function photosUnder(dir: string, skip: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith(".") || entry.isSymbolicLink() || path === skip) return [];
    if (entry.isDirectory()) return photosUnder(path, skip);
    return PHOTO.test(entry.name) ? [path] : [];
  });
}

/** The start of a file, where every camera writes its details. */
function headOf(file: string): Buffer {
  const head = Buffer.alloc(HEAD_BYTES);
  const fd = openSync(file, "r");
  try {
    return head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

/** Every photo staff or a developer can add, as [its file, its name as the project shows it]. */
function projectPhotos({ contentDir, publicDir }: CheckOptions): [string, string][] {
  return [
    ...photosUnder(join(contentDir, "images"), "").map((file): [string, string] => [
      file,
      `content/${relative(contentDir, file).split("\\").join("/")}`,
    ]),
    ...photosUnder(join(publicDir, "images"), join(publicDir, VARIANTS_FOLDER)).map((file): [string, string] => [
      file,
      `public/${relative(publicDir, file).split("\\").join("/")}`,
    ]),
  ];
}

/** A problem for each photo with metadata in it. */
export function checkPhotoMetadata(dirs: CheckOptions): ContentProblem[] {
  return projectPhotos(dirs).flatMap(([file, shown]) => {
    const found = metadataIn(headOf(file));
    return found.length
      ? [
          {
            file: shown,
            line: 1,
            message: `the photo still carries the camera's details (${found.join(", ")}: the camera, the time and often the GPS position where it was taken), which would stay in the site's history for good: run npm run content:format, which removes them and keeps the photo upright, or upload the photo again in the web editor`,
          },
        ]
      : [];
  });
}

/** Removes the metadata from every photo that has some; resolves to the names of those it changed. */
export async function stripPhotoMetadata(dirs: CheckOptions): Promise<string[]> {
  const changed: string[] = [];
  for (const [file, shown] of projectPhotos(dirs)) {
    if (!metadataIn(headOf(file)).length) continue;
    writeFileSync(file, await withoutMetadata(readFileSync(file)));
    changed.push(shown);
  }
  return changed;
}

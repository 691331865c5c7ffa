// content:check and content:format on photos added by hand (not through the web editor, which
// cleans what it saves): a photo under content/images/ or public/images/ that still carries the
// camera's details (EXIF with a GPS position) is named, file by file, with what to run; the
// command named takes them out, turning the photo upright, and the check then passes.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkContent, formatProblem } from "../../scripts/content/check";
import { stripPhotoMetadata } from "../../scripts/content/check-photo-metadata";
import { cameraPhoto } from "../support/photos.mjs";
import { fixture } from "./content-fixture";

/** A phone's photo stored on its side (orientation 6), with its GPS position. */
const turnedPhoto = async () =>
  sharp(await cameraPhoto(64, 48, 3))
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "34/1 55/1 3/1" } })
    .jpeg()
    .toBuffer();

describe("photos added by hand with the camera's details in them", () => {
  it("are named by content:check with what to run, and content:format takes the details out", async () => {
    const upright = await cameraPhoto(64, 48, 2);
    const dirs = fixture({}, { "images/posts/site-visit.jpg": upright });
    writeFileSync(join(dirs.contentDir, "images/posts/turned.jpg"), await turnedPhoto());
    writeFileSync(join(dirs.publicDir, "images/partners/by-hand.jpg"), upright);

    const found = checkContent(dirs).problems.map(formatProblem);
    for (const file of [
      "content/images/posts/site-visit.jpg",
      "content/images/posts/turned.jpg",
      "public/images/partners/by-hand.jpg",
    ])
      expect(found.find((line) => line.startsWith(`${file}, line 1: `))).toMatch(/GPS.*npm run content:format/);
    expect(found).toHaveLength(3);

    expect((await stripPhotoMetadata(dirs)).sort()).toEqual([
      "content/images/posts/site-visit.jpg",
      "content/images/posts/turned.jpg",
      "public/images/partners/by-hand.jpg",
    ]);
    expect(checkContent(dirs).problems.map(formatProblem)).toEqual([]);
    const cleaned = readFileSync(join(dirs.contentDir, "images/posts/site-visit.jpg"));
    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
    // Already upright: the same pixels, only the details gone.
    expect((await sharp(cleaned).raw().toBuffer()).equals(await sharp(upright).raw().toBuffer())).toBe(true);
    const turned = await sharp(readFileSync(join(dirs.contentDir, "images/posts/turned.jpg"))).metadata();
    expect({ exif: turned.exif, width: turned.width, height: turned.height }).toEqual({
      exif: undefined,
      width: 48,
      height: 64,
    });
  });
});

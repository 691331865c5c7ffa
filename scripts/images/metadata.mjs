// @ts-check
// A photo straight from a phone carries the camera's details (EXIF: the model, the time and, on
// most phones, the GPS position where it was taken) and often XMP or IPTC blocks. The site's sized
// copies never carry them (scripts/images/pipeline.ts), but an original kept under content/ stays
// in the repository's history for good. The web editor's uploads are cleaned before they are
// saved (scripts/dev/editor-uploads.mjs); files added by hand are named by content:check and
// cleaned by content:format.
import sharp from "sharp";

/** How many bytes of a file are read to find its metadata: every camera writes it first. */
export const HEAD_BYTES = 256 * 1024;

/**
 * The metadata blocks in the start of a JPEG, PNG or WebP file ("EXIF", "XMP", "IPTC"), read
 * from the file's own structure (no decoding: content:check runs it on every photo).
 * @param {Buffer} head
 * @returns {string[]}
 */
export function metadataIn(head) {
  /** @type {Set<string>} */
  const found = new Set();
  if (head[0] === 0xff && head[1] === 0xd8) {
    // JPEG: segments FFxx + 2-byte length, up to the image data (SOS, FFDA).
    let at = 2;
    while (at + 4 <= head.length && head[at] === 0xff) {
      const marker = head[at + 1] ?? 0;
      if (marker === 0xda || marker === 0xd9) break;
      const length = head.readUInt16BE(at + 2);
      const body = head.subarray(at + 4, Math.min(at + 2 + length, head.length));
      if (marker === 0xe1 && body.subarray(0, 4).toString("latin1") === "Exif") found.add("EXIF");
      if (marker === 0xe1 && body.subarray(0, 28).toString("latin1").startsWith("http://ns.adobe.com/xap"))
        found.add("XMP");
      if (marker === 0xed) found.add("IPTC");
      at += 2 + length;
    }
  } else if (head.subarray(1, 4).toString("latin1") === "PNG") {
    let at = 8;
    while (at + 8 <= head.length) {
      const length = head.readUInt32BE(at);
      const type = head.subarray(at + 4, at + 8).toString("latin1");
      if (type === "eXIf") found.add("EXIF");
      if (type === "iTXt" && head.subarray(at + 8, at + 25).toString("latin1") === "XML:com.adobe.xmp")
        found.add("XMP");
      if (
        type === "zTXt" &&
        head
          .subarray(at + 8, at + 28)
          .toString("latin1")
          .startsWith("Raw profile type exif")
      )
        found.add("EXIF");
      if (type === "IDAT" || type === "IEND") break;
      at += 12 + length;
    }
  } else if (head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP") {
    let at = 12;
    while (at + 8 <= head.length) {
      const type = head.subarray(at, at + 4).toString("latin1");
      const length = head.readUInt32LE(at + 4);
      if (type === "EXIF") found.add("EXIF");
      if (type === "XMP ") found.add("XMP");
      at += 8 + length + (length % 2);
    }
  }
  return [...found];
}

/**
 * A JPEG without its EXIF, XMP and IPTC segments, every other byte as it was (no re-encoding).
 * @param {Buffer} jpeg
 */
function jpegWithoutMetadataSegments(jpeg) {
  /** @type {Buffer[]} */
  const kept = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xda) break;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (marker !== 0xe1 && marker !== 0xed) kept.push(jpeg.subarray(at, end));
    at = end;
  }
  kept.push(jpeg.subarray(at));
  return Buffer.concat(kept);
}

/**
 * `photo` without any metadata but its colour profile, turned upright as the camera meant it. A
 * JPEG already upright loses only its metadata segments, every pixel as it was; one to turn is
 * saved again at quality 95, so the pass loses nothing visible.
 * @param {Buffer} photo
 * @returns {Promise<Buffer>}
 */
export async function withoutMetadata(photo) {
  const { format, orientation = 1 } = await sharp(photo).metadata();
  if (format === "jpeg" && orientation === 1) return jpegWithoutMetadataSegments(photo);
  const upright = sharp(photo).rotate().keepIccProfile();
  if (format === "jpeg") return upright.jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
  if (format === "png") return upright.png().toBuffer();
  if (format === "webp") return upright.webp({ quality: 95 }).toBuffer();
  if (format === "heif") return upright.avif({ quality: 80 }).toBuffer();
  throw new Error(`not a photo sharp can save (${format ?? "unknown format"})`);
}

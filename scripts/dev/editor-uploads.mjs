// @ts-check
// What the web editor's local backend does with the files staff upload and delete, before
// decap-server sees the request (the guard, editor-guard.mjs, calls prepareUploads once the
// request's paths are known to be inside content/):
//   - a photo is saved without the camera's details (EXIF with its GPS position, XMP, IPTC),
//     turned upright first: the original stays in the repository's history for good;
//   - the same photo uploaded again (the editor names each upload by a hash of its bytes,
//     public/admin/editor.js) is the file already there: nothing is written;
//   - a HEIC photo (an iPhone's own format, which the site's image tools cannot read) and a
//     drawing (SVG: drawings are served from public/, not uploaded) are refused, saying what to do;
//   - a photo an entry uses is never deleted: the refusal names the entries.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import sharp from "sharp";
import { withoutMetadata } from "../images/metadata.mjs";

/** What staff are told to do with an iPhone's HEIC photo. */
export const HEIC_ADVICE =
  "the site cannot use HEIC photos (an iPhone's own format). On the iPhone choose Settings → Camera → Formats → Most Compatible and take it again, or share or export the photo as a JPEG, then upload that";
/** What staff are told to do with a drawing. */
export const SVG_ADVICE =
  "the editor takes photos only (JPEG, PNG, WebP or AVIF), not drawings (SVG). Upload a photo, or save the drawing as a PNG at least as wide as the field's hint asks";
/** A name the editor gave: its words, then eight hex digits of its bytes' hash (editor.js). */
const HASHED_NAME = /-[0-9a-f]{8}\.[a-z0-9]+$/;
const PHOTO = /\.(?:jpe?g|png|webp|avif)$/i;
const ENTRY_FILE = /\.(?:md|ya?ml|json)$/i;

/**
 * `value[key]` when `value` is an object, else undefined.
 * @param {unknown} value
 * @param {string} key
 * @returns {unknown}
 */
const field = (value, key) =>
  value !== null && typeof value === "object" ? /** @type {Record<string, unknown>} */ (value)[key] : undefined;

/**
 * @typedef {{ path: string, content: string, encoding?: string }} Asset
 * @typedef {{ status: number, error: string } | { body: unknown }} Prepared
 */

/**
 * The asset as it is to be saved (metadata removed), or why it is refused.
 * @param {Asset} asset
 * @returns {Promise<{ asset: Asset } | { status: number, error: string }>}
 */
async function cleaned(asset) {
  const name = basename(asset.path);
  if (/\.hei[cf]$/i.test(name)) return { status: 422, error: `${name}: ${HEIC_ADVICE}.` };
  if (/\.svg$/i.test(name)) return { status: 422, error: `${name}: ${SVG_ADVICE}.` };
  if (!PHOTO.test(name)) return { asset };
  const bytes = Buffer.from(asset.content, asset.encoding === "base64" ? "base64" : "utf8");
  /** @type {import("sharp").Metadata} */
  let metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return {
      status: 422,
      error: `${name} cannot be read as a photo: upload a JPEG or PNG straight from the camera or phone.`,
    };
  }
  if (metadata.format === "heif" && metadata.compression === "hevc")
    return { status: 422, error: `${name}: ${HEIC_ADVICE}.` };
  const carries = metadata.exif || metadata.xmp || metadata.iptc || (metadata.orientation ?? 1) !== 1;
  if (!carries) return { asset };
  const clean = await withoutMetadata(bytes);
  return { asset: { ...asset, content: clean.toString("base64"), encoding: "base64" } };
}

/**
 * Every entry file under content/ (not the photos, no hidden folder, no link followed).
 * @param {string} dir
 * @returns {string[]}
 */
function entryFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.isSymbolicLink()) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "images") files.push(...entryFiles(path));
    } else if (ENTRY_FILE.test(entry.name)) files.push(path);
  }
  return files;
}

/**
 * The entries under `root`/content that use the photo at `path` (content/images/…, used as
 * /images/…), each as its file and, when it has one, its title.
 * @param {string} root
 * @param {string} path
 */
export function entriesUsing(root, path) {
  const clean = path.replace(/^\/+/, "");
  if (!clean.startsWith("content/images/")) return [];
  const address = `/${clean.slice("content/".length)}`;
  const content = join(root, "content");
  return entryFiles(content).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    if (!text.includes(address)) return [];
    const title = /^title:(.*)$/m
      .exec(text)?.[1]
      ?.trim()
      .replace(/^(["'])(.*)\1$/, "$2");
    const where = relative(root, file).split("\\").join("/");
    return [title ? `${where} ("${title}")` : where];
  });
}

/**
 * The request to pass on to decap-server, changed where needed, or why it is refused.
 * @param {string} root
 * @param {unknown} body
 * @returns {Promise<Prepared>}
 */
export async function prepareUploads(root, body) {
  const action = field(body, "action");
  const params = field(body, "params");
  if (action === "persistMedia") {
    const asset = /** @type {Asset} */ (field(params, "asset"));
    // The same name the editor gave is the same bytes: the photo is already there.
    if (HASHED_NAME.test(asset.path) && existsSync(join(root, asset.path)))
      return { body: { action: "getMediaFile", params: { branch: field(params, "branch"), path: asset.path } } };
    const result = await cleaned(asset);
    if (!("asset" in result)) return result;
    return { body: { action, params: { .../** @type {object} */ (params), asset: result.asset } } };
  }
  if (action === "persistEntry") {
    const assets = field(params, "assets");
    if (!Array.isArray(assets) || assets.length === 0) return { body };
    /** @type {Asset[]} */
    const kept = [];
    for (const asset of /** @type {Asset[]} */ (assets)) {
      if (HASHED_NAME.test(asset.path) && existsSync(join(root, asset.path))) continue;
      const result = await cleaned(asset);
      if (!("asset" in result)) return result;
      kept.push(result.asset);
    }
    return { body: { action, params: { .../** @type {object} */ (params), assets: kept } } };
  }
  if (action === "deleteFile" || action === "deleteFiles") {
    const paths = action === "deleteFile" ? [field(params, "path")] : /** @type {unknown[]} */ (field(params, "paths"));
    for (const path of paths) {
      if (typeof path !== "string") continue;
      const users = entriesUsing(root, path);
      if (users.length)
        return {
          status: 409,
          error: `${basename(path)} is not deleted: ${users.join(", ")} ${users.length === 1 ? "uses" : "use"} it. Choose another photo there first, save, then delete this one.`,
        };
    }
  }
  return { body };
}

/**
 * The photo pipeline: every raster picture the content names becomes AVIF, WebP and a
 * JPEG (PNG with transparency) at a few widths under public/images/v/, with its EXIF (and any GPS
 * position) left behind, and a tiny placeholder. The original is never served. Encoded files are
 * kept in a cache folder by a hash of the photo's bytes and the settings, so a photo that has
 * not changed is not encoded again (the dev loop and a second build copy, never encode).
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { pooled } from "../lib/pooled.mjs";
import { FOCUS, type Focus } from "../../app/content/schema/base";
import { variantUrl, type PhotoSources } from "../../app/lib/photo-sources";
import { ENCODERS, PLACEHOLDER_WIDTH, VERSION, widthsFor, type Format } from "./settings";

/** What the site renders for one photo: where its copies are, and the size to reserve. */
export type PhotoVariants = {
  /** The fallback at its largest width up to 1280 px: the <img src>, and the address crawlers get. */
  src: string;
  /** The largest copy's size (the photo's own, turned upright, up to 1920 px wide). */
  width: number;
  height: number;
  /** The copies' stem and widths, the fallback's format, and a data: URL of a few pixels shown
   * behind the photo until it arrives (none for transparent pictures). */
  sources: PhotoSources;
};

export type PhotoDirs = { publicDir: string; cacheDir: string };
export type PipelineStats = { photos: number; encoded: number; reused: number; removed: number; ms: number };

/** Where the served copies go, under publicDir: git-ignored and rebuilt from the cache. */
export const VARIANTS_FOLDER = "images/v";

type Facts = { width: number; height: number; alpha: boolean; lossless: boolean; placeholder: string | null };

/** After AVIF and WebP, a JPEG; a PNG for a picture with transparency, which JPEG cannot keep. */
const fallbackOf = (facts: Facts) => (facts.alpha ? "png" : "jpg");

/** The photo's bytes, the settings and the part of it copied: a cropped photo's copies are its own. */
const hashOf = (bytes: Buffer, crop: Crop = null) => {
  const hash = createHash("sha256").update(`${VERSION}\0`);
  if (crop) hash.update(`crop ${crop.width}x${crop.height}${crop.focus === "middle" ? "" : ` ${crop.focus}`}\0`);
  return hash.update(bytes).digest("hex").slice(0, 10);
};

/** /images/posts/awards-night.jpg → /images/v/posts/awards-night-<hash>: its copies add -<width>.<format> */
const stemOf = (src: string, hash: string) =>
  `/${VARIANTS_FOLDER}/${src.replace(/^\/images\//, "").replace(/\.[a-z]+$/, "")}-${hash}`;

/** The part of a photo to make copies of: its size in upright pixels and which part (null: all of it). */
type Crop = { width: number; height: number; focus: Focus } | null;

/** "/images/posts/open-day.jpg#1600x900@top" → the src and its crop (scripts/images/attach.ts photoKey). */
function parseKey(key: string): { src: string; crop: Crop } {
  const [src = key, size] = key.split("#");
  const match = size ? /^(\d+)x(\d+)(?:@([a-z]+))?$/.exec(size) : null;
  const focus = FOCUS.find((name) => name === match?.[3]) ?? "middle";
  return { src, crop: match ? { width: Number(match[1]), height: Number(match[2]), focus } : null };
}

/**
 * The photo turned upright and, when cropped, cut to the part its place shows. Upright
 * first, as raw pixels, so the crop is taken in the coordinates content:check measured.
 */
async function uprightPart(bytes: Buffer, crop: Crop): Promise<sharp.Sharp> {
  if (!crop) return sharp(bytes).rotate();
  const { data, info } = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
  const whole = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return whole.extract(regionOf(crop, info.width, info.height));
}

/**
 * The `crop` of an upright photo of `width`×`height` (all of it where it is smaller): its middle,
 * or against the edge staff chose (a crop only ever loses width or height, so "top" and "bottom"
 * move it up and down, "left" and "right" across; the other way it stays in the middle).
 */
function regionOf(crop: NonNullable<Crop>, width: number, height: number) {
  const part = { width: Math.min(crop.width, width), height: Math.min(crop.height, height) };
  const [spareX, spareY] = [width - part.width, height - part.height];
  const left = crop.focus === "left" ? 0 : crop.focus === "right" ? spareX : Math.floor(spareX / 2);
  const top = crop.focus === "top" ? 0 : crop.focus === "bottom" ? spareY : Math.floor(spareY / 2);
  return { left, top, ...part };
}

/** Size after EXIF rotation and any crop, transparency, placeholder: read once, then kept in the cache. */
async function factsOf(bytes: Buffer, crop: Crop, cacheFile: string): Promise<Facts> {
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, "utf8")) as Facts;
  const {
    width = 0,
    height = 0,
    hasAlpha = false,
    lossless = false,
  } = await sharp(bytes)
    .rotate()
    .metadata()
    .then((m) => {
      // metadata() reports the stored size; EXIF orientations 5 to 8 turn it a quarter.
      const turned = (m.orientation ?? 1) >= 5;
      return {
        width: turned ? m.height : m.width,
        height: turned ? m.width : m.height,
        hasAlpha: m.hasAlpha,
        lossless: m.format === "png",
      };
    });
  const alpha = hasAlpha && !(await sharp(bytes).stats()).isOpaque;
  const placeholder = alpha
    ? null
    : `data:image/webp;base64,${(await (await uprightPart(bytes, crop)).resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer()).toString("base64")}`;
  const shown = crop ? regionOf(crop, width, height) : { width, height };
  const facts = { width: shown.width, height: shown.height, alpha, lossless, placeholder };
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(facts));
  return facts;
}

/** Encodes the widths and formats not yet in the cache; the number encoded. */
async function encodeMissing(
  bytes: Buffer,
  crop: Crop,
  facts: Facts,
  jobs: { width: number; format: Format; cached: string }[],
) {
  const missing = jobs.filter((job) => !existsSync(job.cached));
  if (!missing.length) return 0;
  // Decode, turn upright and crop once, at the largest width wanted; every variant starts from that.
  const largest = Math.max(...missing.map((job) => job.width));
  const { data, info } = await (
    await uprightPart(bytes, crop)
  )
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  for (const job of missing) {
    const out = await ENCODERS[job.format](sharp(data, raw).resize({ width: job.width }), facts).toBuffer();
    mkdirSync(dirname(job.cached), { recursive: true });
    // Written under a temporary name first: a build stopped half-way leaves no broken cache entry.
    writeFileSync(`${job.cached}.part`, out);
    copyFileSync(`${job.cached}.part`, job.cached);
    rmSync(`${job.cached}.part`);
  }
  return missing.length;
}

/**
 * One photo: its variants in publicDir (from the cache, encoding what is missing). Photos are
 * done several at a time, so the cache work for one set of bytes is shared through `once`: two
 * files with the same bytes never write the same cache entry at the same moment.
 */
async function processPhoto(
  key: string,
  file: string,
  dirs: PhotoDirs,
  wanted: Set<string>,
  once: Map<string, Promise<{ facts: Facts; encoded: number }>>,
) {
  const { src, crop } = parseKey(key);
  const bytes = readFileSync(file);
  const hash = hashOf(bytes, crop);
  const cached = (facts: Facts) =>
    widthsFor(facts.width).flatMap((width) =>
      (["avif", "webp", fallbackOf(facts)] as const).map((format) => ({
        width,
        format,
        cached: join(dirs.cacheDir, `${hash}-${width}.${format}`),
      })),
    );
  let work = once.get(hash);
  const first = !work;
  if (!work) {
    work = factsOf(bytes, crop, join(dirs.cacheDir, `${hash}.json`)).then(async (facts) => ({
      facts,
      encoded: await encodeMissing(bytes, crop, facts, cached(facts)),
    }));
    once.set(hash, work);
  }
  const { facts, encoded: encodedForIt } = await work;
  // The second file with the same bytes is counted as taken from the cache, as it is.
  const encoded = first ? encodedForIt : 0;
  const fallback = fallbackOf(facts);
  const widths = widthsFor(facts.width);
  const stem = stemOf(src, hash);
  // Served paths are relative to publicDir (the leading slash dropped).
  const jobs = cached(facts).map((job) => ({ ...job, served: variantUrl(stem, job.width, job.format).slice(1) }));
  for (const job of jobs) {
    wanted.add(job.served);
    const target = join(dirs.publicDir, job.served);
    if (!existsSync(target)) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(job.cached, target);
    }
  }
  const srcWidth = Math.max(...widths.filter((w) => w <= 1280));
  const largest = Math.max(...widths);
  const variants: PhotoVariants = {
    src: variantUrl(stem, srcWidth, fallback),
    width: largest,
    height: Math.round((facts.height * largest) / facts.width),
    sources: { stem, widths, fallback, placeholder: facts.placeholder },
  };
  return { variants, encoded: encoded > 0 };
}

/** Removes served copies no photo wants any more (a replaced or deleted photo's); how many. */
function removeUnwanted(publicDir: string, wanted: Set<string>): number {
  const root = join(publicDir, VARIANTS_FOLDER);
  if (!existsSync(root)) return 0;
  let removed = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(publicDir, join(entry.parentPath, entry.name)).split("\\").join("/");
    if (wanted.has(path)) continue;
    rmSync(join(entry.parentPath, entry.name));
    removed += 1;
  }
  return removed;
}

/**
 * Photos encoded at once. One at a time kept one core of two busy (decoding a camera JPEG and
 * AVIF at effort 2 run on one thread each; decision 049).
 */
const AT_ONCE = availableParallelism();

/**
 * Every photo (its key, src and any crop: attach.ts photoKey → its file): the variants the site
 * renders, by the same key, and the served folder left holding only these.
 */
export async function processPhotos(
  photos: ReadonlyMap<string, string>,
  dirs: PhotoDirs,
): Promise<{ variants: Map<string, PhotoVariants>; stats: PipelineStats }> {
  const started = performance.now();
  const variants = new Map<string, PhotoVariants>();
  const wanted = new Set<string>();
  let encoded = 0;
  const once = new Map<string, Promise<{ facts: Facts; encoded: number }>>();
  const done = await pooled([...photos], AT_ONCE, ([key, file]) => processPhoto(key, file, dirs, wanted, once));
  [...photos.keys()].forEach((key, i) => {
    variants.set(key, done[i]!.variants);
    if (done[i]!.encoded) encoded += 1;
  });
  const removed = removeUnwanted(dirs.publicDir, wanted);
  const ms = Math.round(performance.now() - started);
  return { variants, stats: { photos: photos.size, encoded, reused: photos.size - encoded, removed, ms } };
}

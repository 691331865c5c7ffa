// @ts-check
// The photo site: a copy of the project in which every drawn placeholder is replaced by a
// generated camera-style photograph (tests/support/photos.mjs), built as the real site is.
// The photo budgets and the photo tests are measured on it: the worker test
// tests/worker/photos.test.ts, the browser test tests/e2e/photos.spec.ts and `npm run bench -- --photos`.
//
//   npm run build:photos     (node tests/support/photo-site.mjs): builds it in .cache/photo-site/
//
// The copy is the project as it is on disk; photos are kept in .cache/photo-fixtures/ by size
// and seed, and the photo pipeline's cache is the project's, so a second build encodes nothing.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { pooled } from "../../scripts/lib/pooled.mjs";
import { copyProject, withPinnedContent } from "./project-copy.mjs";
import { withoutMetadata } from "../../scripts/images/metadata.mjs";
import { cameraPhoto } from "./photos.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const PHOTO_SITE = join(ROOT, ".cache/photo-site");
// A breakage's scratch copy points these at the project's own caches (tests/breakages/suites.mjs).
const FIXTURES = process.env.PHOTO_SITE_FIXTURES ?? join(ROOT, ".cache/photo-fixtures");
const IMAGE_CACHE = process.env.PHOTO_SITE_IMAGE_CACHE ?? join(ROOT, ".cache/images");
// Its own: a share-card build keeps in its cache only the cards it made.
const CARD_CACHE = process.env.PHOTO_SITE_CARD_CACHE ?? join(ROOT, ".cache/photo-site-share-cards");

/**
 * The photo each drawing becomes, by folder: [width, height], the size a client's photo for that
 * place would be. The awards post's pictures are full camera size: its cover is a 4032 px phone
 * photo cropped 16:9, its captioned photo a 6000×4000 camera's.
 * @type {Record<string, [number, number]>}
 */
const SIZES = {
  "posts/apprentice-awards": [4032, 2268],
  "posts/apprentice-awards-ceremony": [6000, 4000],
  posts: [1920, 1080],
  stories: [1200, 900],
  gallery: [1600, 1200],
  staff: [800, 800],
  testimonials: [400, 400],
  videos: [1920, 1080],
};

/** The content files that name pictures, under content/. */
const NAMING = [
  "data/banners.yaml",
  "data/gallery.yaml",
  "data/partners.yaml",
  "data/staff.yaml",
  "data/stories.yaml",
  "data/testimonials.yaml",
  "data/videos.yaml",
];

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  // The copy's own content/ is what it builds: a CONTENT_DIR from the caller would point elsewhere.
  const { CONTENT_DIR: _, ...env } = process.env;
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/** A transparent PNG logo of 640×320: a shape and a band, different for each seed. @param {number} seed */
async function logo(seed) {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><circle cx="120" cy="160" r="${70 + (seed % 5) * 8}" fill="hsl(${hue},70%,40%)"/><rect x="230" y="120" width="${300 + (seed % 4) * 20}" height="80" rx="12" fill="hsl(${(hue + 180) % 360},40%,30%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A photo of the size, from the fixtures' cache, as the web editor saves one: the camera's
 * details taken out (content:check refuses a photo that keeps them).
 * @param {number} width @param {number} height @param {number} seed
 */
async function photo(width, height, seed) {
  const file = join(FIXTURES, `${width}x${height}-${seed}-clean.jpg`);
  if (!existsSync(file)) {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(file, await withoutMetadata(await cameraPhoto(width, height, seed)));
  }
  return readFileSync(file);
}

/**
 * Copies the project as it is on disk (a developer's unsaved work or a breakage's scratch
 * copy alike) to `dir`, staff's content replaced by the pinned copy, node_modules linked, and links the caches it shares.
 * @param {string} dir
 */
function copyProjectWithCaches(dir) {
  // With the pinned launch content: the photo tests name SPEC's posts and stories (decision 024).
  withPinnedContent(copyProject(dir, ROOT));
  // The photo pipeline's and the share cards' caches are shared: both are keyed by their inputs.
  mkdirSync(join(dir, ".cache"), { recursive: true });
  for (const [name, cache] of /** @type {const} */ ([
    ["images", IMAGE_CACHE],
    ["share-cards", CARD_CACHE],
  ])) {
    mkdirSync(cache, { recursive: true });
    symlinkSync(cache, join(dir, ".cache", name), "dir");
  }
  // The project's cards as served: a card is named by what it is drawn from, so the photo site
  // draws only those its photos change (the posts' covers), not all 39 again (CI builds it cold).
  const cards = join(ROOT, "public/og");
  if (existsSync(cards)) cpSync(cards, join(dir, "public/og"), { recursive: true });
}

/**
 * Points every drawing the content names at a photo (.jpg; partner logos .png) and writes the
 * photos under content/images/. Returns how many photos were written.
 * @param {string} dir
 */
async function swapDrawingsForPhotos(dir) {
  const files = [...NAMING, ...readdirSync(join(dir, "content/posts")).map((name) => `posts/${name}`)];
  /** @type {Set<string>} */
  const drawings = new Set();
  for (const relative of files) {
    const file = join(dir, "content", relative);
    const text = readFileSync(file, "utf8");
    for (const [, path] of text.matchAll(/\/images\/([a-z0-9/_-]+)\.svg/g)) drawings.add(/** @type {string} */ (path));
    writeFileSync(
      file,
      text.replace(
        /\/images\/([a-z0-9/_-]+)\.svg/g,
        (/** @type {string} */ _, /** @type {string} */ path) =>
          `/images/${path}.${path.startsWith("partners/") ? "png" : "jpg"}`,
      ),
    );
  }
  // Each drawing's seed is its place in the sorted list, so a photo is the same whichever order
  // they are made in (two at a time: sharp's noise and resize keep one core busy each).
  const sorted = [...drawings].sort();
  await pooled(sorted, availableParallelism(), async (path) => {
    const seed = sorted.indexOf(path) + 1;
    const folder = path.split("/")[0] ?? "";
    const target = join(dir, "content/images", `${path}.${folder === "partners" ? "png" : "jpg"}`);
    mkdirSync(dirname(target), { recursive: true });
    const size = SIZES[path] ?? SIZES[folder];
    if (folder === "partners") writeFileSync(target, await logo(seed));
    else if (size) writeFileSync(target, await photo(size[0], size[1], seed));
    else throw new Error(`photo site: no photo size for ${path} (add its folder to SIZES)`);
  });
  return drawings.size;
}

/** Builds the photo site in PHOTO_SITE; the build's own log says how long the photos took. */
export async function buildPhotoSite(dir = PHOTO_SITE) {
  const started = performance.now();
  copyProjectWithCaches(dir);
  const photos = await swapDrawingsForPhotos(dir);
  console.log(`photo site: ${photos} drawings replaced by photos (${Math.round(performance.now() - started)} ms)`);
  run("npm", ["run", "build"], dir);
  return dir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildPhotoSite();

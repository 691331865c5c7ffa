// The photo pipeline (scripts/images/): what it makes of a camera photo, and that it makes it
// once. Expected values are the photo budgets' (tests/fixtures/photos.mjs): AVIF, WebP and a JPEG (PNG with transparency) at
// several widths, never wider than the photo, EXIF and GPS gone, the original never served, an
// unchanged photo not encoded again.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { srcsetOf } from "../../app/lib/photo-sources";
import { processPhotos, type PhotoVariants } from "../../scripts/images/pipeline";
import { cameraPhoto } from "../support/photos.mjs";

const scratch = mkdtempSync(join(tmpdir(), "photos-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
        .sort()
    : [];

/** The candidates a page lists for a photo in one format (or its fallback's): URL and width. */
const candidates = ({ sources }: PhotoVariants, format: "avif" | "webp" | "fallback") =>
  srcsetOf(sources, format === "fallback" ? sources.fallback : format)
    .split(", ")
    .map((candidate) => {
      const [url = "", width = ""] = candidate.split(" ");
      return { url, width: Number(width.replace(/w$/, "")) };
    });

/**
 * An AVIF's chroma subsampling, read from its AV1 configuration box (av1C, AV1-ISOBMFF §2.3):
 * the third byte after the box type holds chroma_subsampling_x (bit 3) and _y (bit 2).
 */
function chromaOf(file: string): string {
  const bytes = readFileSync(file);
  const at = bytes.indexOf("av1C");
  if (at < 0) throw new Error(`${file} has no av1C box`);
  const flags = bytes[at + 6]!;
  const [x, y] = [(flags >> 3) & 1, (flags >> 2) & 1];
  return x && y ? "4:2:0" : x ? "4:2:2" : "4:4:4";
}

describe("a 4032×3024 camera photo with EXIF and GPS", () => {
  const dirs = { publicDir: join(scratch, "public"), cacheDir: join(scratch, "cache") };
  const source = join(scratch, "content/images/posts/site-visit.jpg");
  let result: Awaited<ReturnType<typeof processPhotos>>;

  beforeAll(async () => {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(join(scratch, "content/images/posts"), { recursive: true });
    writeFileSync(source, await cameraPhoto(4032, 3024, 7));
    expect((await sharp(source).metadata()).exif).toBeDefined(); // the fixture does carry EXIF
    result = await processPhotos(new Map([["/images/posts/site-visit.jpg", source]]), dirs);
  });

  it("becomes AVIF, WebP and JPEG at 320, 480, 720, 960, 1280 and 1920 px, each its format and width", async () => {
    const variants = result.variants.get("/images/posts/site-visit.jpg")!;
    for (const [format, type] of [
      ["avif", "heif"],
      ["webp", "webp"],
      ["fallback", "jpeg"],
    ] as const) {
      const list = candidates(variants, format);
      expect(list.map((c) => c.width)).toEqual([320, 480, 720, 960, 1280, 1920]);
      for (const { url, width } of list) {
        expect(url).toMatch(/^\/images\/v\/posts\/site-visit-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
        const meta = await sharp(join(dirs.publicDir, url)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([type, width, Math.round((3024 * width) / 4032)]);
      }
    }
    expect(variants.sources.fallback).toBe("jpg");
    // The <img src> is the 1280 px JPEG, and the size the page reserves is the largest copy's.
    expect(variants.src).toMatch(/-1280\.jpg$/);
    expect([variants.width, variants.height]).toEqual([1920, 1440]);
  });

  it("keeps its colour at half resolution in AVIF (4:2:0), as its JPEG and WebP copies do", () => {
    const variants = result.variants.get("/images/posts/site-visit.jpg")!;
    expect(candidates(variants, "avif").map(({ url }) => chromaOf(join(dirs.publicDir, url)))).toEqual(
      Array(6).fill("4:2:0"),
    );
  });

  it("leaves EXIF, GPS and every other metadata behind", async () => {
    const variants = result.variants.get("/images/posts/site-visit.jpg")!;
    const all = (["avif", "webp", "fallback"] as const).flatMap((format) =>
      candidates(variants, format).map((c) => c.url),
    );
    expect(all).toHaveLength(18);
    for (const url of all) {
      const meta = await sharp(join(dirs.publicDir, url)).metadata();
      expect({ url, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({
        url,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
      });
      expect(readFileSync(join(dirs.publicDir, url)).includes("Test Camera")).toBe(false);
    }
  });

  it("serves no original: only the sized copies are under public/", () => {
    const served = filesUnder(dirs.publicDir);
    expect(served).toHaveLength(18);
    expect(served.every((file) => file.startsWith("images/v/posts/site-visit-"))).toBe(true);
    const original = statSync(source).size;
    expect(served.map((file) => statSync(join(dirs.publicDir, file)).size).every((size) => size < original / 10)).toBe(
      true,
    );
  });

  it("has a placeholder of a few hundred bytes, inline as a data: URL", async () => {
    const { placeholder } = result.variants.get("/images/posts/site-visit.jpg")!.sources;
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(placeholder!.length).toBeLessThan(600);
    const meta = await sharp(Buffer.from(placeholder!.split(",")[1]!, "base64")).metadata();
    expect(meta.width).toBeLessThanOrEqual(32);
  });

  it("encodes nothing the second time (the cache), and puts back a served copy that was deleted", async () => {
    expect(result.stats).toMatchObject({ photos: 1, encoded: 1, reused: 0 });
    const cached = filesUnder(dirs.cacheDir);
    const before = cached.map((file) => statSync(join(dirs.cacheDir, file)).mtimeMs);
    const served = filesUnder(dirs.publicDir);
    rmSync(join(dirs.publicDir, served[0]!));
    const again = await processPhotos(new Map([["/images/posts/site-visit.jpg", source]]), dirs);
    expect(again.stats).toMatchObject({ photos: 1, encoded: 0, reused: 1 });
    expect(again.variants.get("/images/posts/site-visit.jpg")).toEqual(
      result.variants.get("/images/posts/site-visit.jpg"),
    );
    expect(filesUnder(dirs.cacheDir).map((file) => statSync(join(dirs.cacheDir, file)).mtimeMs)).toEqual(before);
    expect(filesUnder(dirs.publicDir)).toEqual(served);
    // Long enough for a photo encoded again to fail on `encoded`, not on the clock.
  });

  it("removes a replaced photo's old copies", async () => {
    writeFileSync(source, await cameraPhoto(1600, 1200, 8));
    const again = await processPhotos(new Map([["/images/posts/site-visit.jpg", source]]), dirs);
    expect(again.stats).toMatchObject({ encoded: 1, removed: 18 });
    const widths = candidates(again.variants.get("/images/posts/site-visit.jpg")!, "avif").map((c) => c.width);
    // Never wider than the photo: 1600 px is its own largest copy.
    expect(widths).toEqual([320, 480, 720, 960, 1280, 1600]);
    expect(filesUnder(dirs.publicDir)).toHaveLength(18);
  });
});

describe("a photo replaced under the same name", () => {
  const dirs = { publicDir: join(scratch, "public-replaced"), cacheDir: join(scratch, "cache-replaced") };

  it("by another of the same dimensions and time: new copies under new names, the old ones gone", async () => {
    // Staff upload a new photo over the old one: only its bytes tell them apart.
    mkdirSync(join(scratch, "replaced"), { recursive: true });
    const file = join(scratch, "replaced/open-day.jpg");
    writeFileSync(file, await cameraPhoto(800, 600, 11));
    // Whole seconds, so the time set is the time read back, to the nanosecond.
    const SAME_TIME = new Date("2026-03-02T09:00:00Z");
    utimesSync(file, SAME_TIME, SAME_TIME);
    const photos = new Map([["/images/posts/open-day.jpg", file]]);
    const first = await processPhotos(photos, dirs);
    const served = filesUnder(dirs.publicDir);

    writeFileSync(file, await cameraPhoto(800, 600, 12));
    utimesSync(file, SAME_TIME, SAME_TIME);
    const second = await processPhotos(photos, dirs);
    expect(second.stats).toMatchObject({ photos: 1, encoded: 1, reused: 0 });
    const urls = (result: typeof first) => candidates(result.variants.get("/images/posts/open-day.jpg")!, "avif");
    expect(urls(second).map((c) => c.width)).toEqual(urls(first).map((c) => c.width));
    for (const [i, c] of urls(second).entries()) expect(c.url).not.toBe(urls(first)[i]!.url);
    expect(filesUnder(dirs.publicDir).filter((f) => served.includes(f))).toEqual([]);
  });
});

describe("other photos", () => {
  const dirs = { publicDir: join(scratch, "public-2"), cacheDir: join(scratch, "cache-2") };

  it("a transparent PNG logo keeps its transparency (PNG fallback) and has no placeholder behind it", async () => {
    const file = join(scratch, "logo.png");
    await sharp({ create: { width: 640, height: 320, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="640" height="320"><rect x="40" y="40" width="560" height="240" fill="#0a3"/></svg>',
          ),
        },
      ])
      .png()
      .toFile(file);
    const { variants } = await processPhotos(new Map([["/images/partners/logo.png", file]]), dirs);
    const logo = variants.get("/images/partners/logo.png")!;
    expect(logo.sources.fallback).toBe("png");
    expect(logo.sources.placeholder).toBeNull();
    // 640 px wide: copies at 320, 480 and its own 640, never enlarged.
    expect(candidates(logo, "fallback").map((c) => [c.width, c.url.slice(-4)])).toEqual([
      [320, ".png"],
      [480, ".png"],
      [640, ".png"],
    ]);
    const meta = await sharp(join(dirs.publicDir, candidates(logo, "avif")[0]!.url)).metadata();
    expect(meta.hasAlpha).toBe(true);
    // A logo's coloured edges keep full colour resolution.
    expect(candidates(logo, "avif").map(({ url }) => chromaOf(join(dirs.publicDir, url)))).toEqual(
      Array(3).fill("4:4:4"),
    );
  });

  it("a portrait photo stored on its side (EXIF orientation 6) is served upright", async () => {
    const file = join(scratch, "portrait.jpg");
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#888" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(file);
    const { variants } = await processPhotos(new Map([["/images/staff/portrait.jpg", file]]), dirs);
    const portrait = variants.get("/images/staff/portrait.jpg")!;
    expect([portrait.width, portrait.height]).toEqual([900, 1200]);
    const meta = await sharp(join(dirs.publicDir, candidates(portrait, "fallback").at(-1)!.url)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([900, 1200, undefined]);
  });

  it("the same bytes in two places, started together: encoded once, the second taken from the first's work", async () => {
    // Two photos and two cores: both start at once, so only the shared work stops the second
    // from encoding the same cache entries at the same moment.
    const files = ["twin-a.jpg", "twin-b.jpg"].map((name) => join(scratch, name));
    const bytes = await cameraPhoto(800, 600, 31);
    for (const file of files) writeFileSync(file, bytes);
    const twinDirs = { publicDir: join(scratch, "public-4"), cacheDir: join(scratch, "cache-4") };
    const { stats } = await processPhotos(
      new Map([
        ["/images/gallery/twin-a.jpg", files[0]!],
        ["/images/stories/twin-b.jpg", files[1]!],
      ]),
      twinDirs,
    );
    expect(stats).toMatchObject({ photos: 2, encoded: 1, reused: 1 });
  });

  /** A 1600×1200 phone photo in three bands, top to bottom: 150 rows red, grey, 150 rows blue. */
  const bandedPhoto = (file: string) =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#808080" } })
      .composite([
        { input: { create: { width: 1600, height: 150, channels: 3, background: "#ff0000" } }, top: 0, left: 0 },
        { input: { create: { width: 1600, height: 150, channels: 3, background: "#0000ff" } }, top: 1050, left: 0 },
      ])
      .png()
      .toFile(file);

  it("a 4:3 photo used as a 16:9 cover is cropped to its middle: its copies show that part only", async () => {
    // Three bands, top to bottom: red, grey, blue. The middle 16:9 of a 1600×1200 photo is its
    // 1600×900 centre (150 rows off the top and the bottom), so the copies start and end grey.
    const file = join(scratch, "phone.png");
    await bandedPhoto(file);
    const key = "/images/posts/phone.png#1600x900";
    const { variants } = await processPhotos(
      new Map([
        [key, file],
        ["/images/posts/phone.png", file],
      ]),
      dirs,
    );
    const cover = variants.get(key)!;
    expect([cover.width, cover.height]).toEqual([1600, 900]);
    const largest = join(dirs.publicDir, candidates(cover, "fallback").at(-1)!.url);
    const { data, info } = await sharp(largest).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1600, 900]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    expect([pixel(800, 2), pixel(800, 897)]).toEqual([
      [128, 128, 128],
      [128, 128, 128],
    ]);
    // The same file used whole elsewhere keeps its whole shape, under copies of its own.
    const whole = variants.get("/images/posts/phone.png")!;
    expect([whole.width, whole.height]).toEqual([1600, 1200]);
    expect(whole.sources.stem).not.toBe(cover.sources.stem);
  });

  it("staff's focus moves the crop: the top keeps the red band, the bottom the blue", async () => {
    // The same three bands: at the top the 16:9 part is rows 0–899 (red first, grey last); at the
    // bottom rows 300–1199 (grey first, blue last).
    const file = join(scratch, "phone-focus.png");
    await bandedPhoto(file);
    const keys = ["/images/posts/phone-focus.png#1600x900@top", "/images/posts/phone-focus.png#1600x900@bottom"];
    const { variants } = await processPhotos(new Map(keys.map((key) => [key, file])), dirs);
    const ends = async (key: string) => {
      const largest = join(dirs.publicDir, candidates(variants.get(key)!, "fallback").at(-1)!.url);
      const { data, info } = await sharp(largest).raw().toBuffer({ resolveWithObject: true });
      // The fallback is a JPEG: a band's colour comes back within a few levels of what it was.
      const band = (y: number) => {
        const [r = 0, g = 0, b = 0] = data.subarray((y * info.width + 800) * info.channels);
        if (r > 230 && g < 30 && b < 30) return "red";
        if (b > 230 && r < 30 && g < 30) return "blue";
        return Math.max(Math.abs(r - 128), Math.abs(g - 128), Math.abs(b - 128)) < 10 ? "grey" : `${r},${g},${b}`;
      };
      return [band(2), band(info.height - 3)];
    };
    expect(await ends(keys[0]!)).toEqual(["red", "grey"]);
    expect(await ends(keys[1]!)).toEqual(["grey", "blue"]);
    // Each part has copies of its own.
    expect(variants.get(keys[0]!)!.sources.stem).not.toBe(variants.get(keys[1]!)!.sources.stem);
  });

  it("several photos at once, two of them the same bytes: each gets its copies, the shared bytes encoded once", async () => {
    // The first is the slowest, so the small ones after it finish first.
    const files = ["big.jpg", "a.jpg", "b.jpg"].map((name) => join(scratch, name));
    const shared = await cameraPhoto(640, 480, 21);
    writeFileSync(files[0]!, await cameraPhoto(1600, 1200, 22));
    writeFileSync(files[1]!, shared);
    writeFileSync(files[2]!, shared);
    const photos = new Map([
      ["/images/gallery/big.jpg", files[0]!],
      ["/images/gallery/a.jpg", files[1]!],
      ["/images/stories/b.jpg", files[2]!],
    ]);
    const onceDirs = { publicDir: join(scratch, "public-3"), cacheDir: join(scratch, "cache-3") };
    const { variants, stats } = await processPhotos(photos, onceDirs);
    // The results keep the content's order, whichever photo finished first.
    expect([...variants.keys()]).toEqual([...photos.keys()]);
    expect(stats).toMatchObject({ photos: 3, encoded: 2, reused: 1 });
    // Three formats each: the 1600 px photo at 320, 480, 720, 960, 1280 and 1600; the 640 px one
    // at 320, 480 and 640, served for both places, encoded once.
    expect(filesUnder(onceDirs.publicDir)).toHaveLength(3 * 6 + 2 * (3 * 3));
    // Only complete cache entries: no half-written file left behind, none twice.
    expect(filesUnder(onceDirs.cacheDir).filter((file) => !file.endsWith(".json"))).toHaveLength(3 * 6 + 3 * 3);
    for (const src of photos.keys()) {
      // Each place's copies are named after its own file (/images/gallery/a.jpg → /images/v/gallery/a-…).
      const stem = src.replace(/^\/images\//, "/images/v/").replace(/\.jpg$/, "-");
      for (const { url } of candidates(variants.get(src)!, "avif")) {
        expect(url.startsWith(stem), `${url} for ${src}`).toBe(true);
        expect((await sharp(join(onceDirs.publicDir, url)).metadata()).format).toBe("heif");
      }
    }
  });
});

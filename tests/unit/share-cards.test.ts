// Share cards: one per page, the right size and weight, text never cut off,
// and a cache that draws a card only when what it shows has changed.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { SHARE_CARDS } from "~content/generated/share-cards";
import { POSTS } from "~content/posts";
import { PAGE_PATHS } from "~content/routes";
import { TRADES } from "~content/trades";
import {
  PROJECT_CARD_DIRS,
  RENDERER_FILES,
  RENDERER_LIBRARIES,
  cardKey,
  coverFile,
  writeCards,
  type ShareCardDirs,
} from "../../scripts/share-cards/build";
import { postCard, shareCards, tradeCard } from "../../scripts/share-cards/cards";
import { cardSvgs } from "../../scripts/share-cards/render";
import { LONGEST_TRADE_NAME, LONG_POST_TITLE, SHARE_CARD } from "../fixtures/share-cards";
import { makePng } from "../support/png";
import { PAY_WORDS, SITE_PAGE_PATHS } from "../fixtures/site-pages";
import { SPEC_POSTS, SPEC_TRADES } from "../fixtures/spec";

/** A PNG's size from its IHDR chunk (bytes 16 to 24), and that it is a PNG at all. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Where satori drew text: every point of every glyph outline (text is a <path> inside a <g>;
 * the shapes are <rect>, <image> or <path> with their own box), as one bounding box.
 */
function inkBox(svg: string) {
  const paths = [...svg.matchAll(/<g><path fill="[^"]+" d="([^"]+)"\/><\/g>/g)].map((m) => m[1]!);
  expect(paths.length).toBeGreaterThan(0);
  const numbers = paths.flatMap((d) => d.match(/-?\d+(?:\.\d+)?/g)!.map(Number));
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys), paths };
}

/** What the card says: its <text> words in order, spaces as laid out. */
const saidWords = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1]!.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&#39;", "'"))
    .join("")
    .replace(/\s+/g, " ");

async function expectWhole(card: ReturnType<typeof tradeCard>, cover?: string) {
  const { outlines, words } = await cardSvgs(card, cover);
  const ink = inkBox(outlines);
  const area = SHARE_CARD.textArea;
  expect(ink.left).toBeGreaterThanOrEqual(area.left);
  expect(ink.right).toBeLessThanOrEqual(area.right);
  expect(ink.top).toBeGreaterThanOrEqual(area.top);
  expect(ink.bottom).toBeLessThanOrEqual(area.bottom);
  expect(saidWords(words)).toContain(card.heading);
  return ink;
}

describe("which pages have a card", () => {
  it("every page of the sitemap, SPEC's and the issues' pages among them, and no other", () => {
    expect(Object.keys(SHARE_CARDS).sort()).toEqual([...PAGE_PATHS].sort());
    expect(Object.keys(SHARE_CARDS)).toEqual(expect.arrayContaining([...SITE_PAGE_PATHS]));
    expect(shareCards(TRADES, POSTS).map((card) => card.path)).toEqual(PAGE_PATHS);
  });

  it("each a PNG of its own in public/og/, 1200×630, at most 100 KB, with a hash in its name", () => {
    const files = new Set<string>();
    for (const [page, image] of Object.entries(SHARE_CARDS)) {
      expect(image.path, page).toMatch(/^\/og\/[a-z0-9-]+-[0-9a-f]{12}\.png$/);
      const bytes = readFileSync(join(PROJECT_CARD_DIRS.publicDir, image.path));
      expect(pngSize(bytes), page).toEqual({ width: SHARE_CARD.width, height: SHARE_CARD.height });
      expect([image.width, image.height]).toEqual([SHARE_CARD.width, SHARE_CARD.height]);
      expect(bytes.length, page).toBeLessThanOrEqual(SHARE_CARD.maxBytes);
      files.add(image.path);
    }
    expect(files.size).toBe(PAGE_PATHS.length);
  });

  it("says what it shows: a trade's figures as SPEC §9 gives them, a post's date, each page its own", () => {
    for (const [slug, spec] of Object.entries(SPEC_TRADES)) {
      const trade = TRADES.find((t) => t.slug === slug)!;
      const { alt } = SHARE_CARDS[slug === "painter" ? "/painter/" : `/trades/${slug}`]!;
      expect(alt).toContain(trade.name);
      expect(alt).toContain(`${spec.demand.toLowerCase()} demand`);
      expect(alt).toContain(`${spec.pagePay ?? spec.listingPay} ${PAY_WORDS.qualified}`);
      expect(alt).toContain(`${spec.years} years`);
    }
    for (const post of SPEC_POSTS) expect(SHARE_CARDS[`/blog/${post.slug}`]!.alt).toContain(post.long);
    const alts = Object.values(SHARE_CARDS).map((image) => image.alt);
    expect(new Set(alts).size).toBe(alts.length);
  });
});

describe("a card's file name", () => {
  // A file name has room for 255 bytes; a post's address is its file name (a post
  // with a 300-character address stopped the build with ENAMETOOLONG).
  it("keeps a long address's first words, cut at a hyphen, and has room for its hash", () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join("-");
    const { name } = postCard({ ...POSTS[0]!, slug: words });
    expect(name.length).toBeLessThanOrEqual(80);
    expect(`blog-${words}`.startsWith(name)).toBe(true);
    expect(`blog-${words}`[name.length]).toBe("-");
  });

  it("keeps a short address whole", () => {
    expect(postCard({ ...POSTS[0]!, slug: "meet-jordan" }).name).toBe("blog-meet-jordan");
  });
});

describe("text is never cut off", () => {
  const post = POSTS.find((p) => SPEC_POSTS[0].slug === p.slug)!;

  it(`a post title of ${LONG_POST_TITLE.length} characters is all there, inside the card's text area`, async () => {
    expect(LONG_POST_TITLE.length).toBeGreaterThanOrEqual(140);
    const card = postCard({ ...post, title: LONG_POST_TITLE });
    const ink = await expectWhole(card, coverFile(post.image.src, PROJECT_CARD_DIRS));
    // The logo's two lines, the eyebrow and the title: four blocks of text, all drawn.
    expect(ink.paths).toHaveLength(4);
  });

  it("the longest trade name, with its figures", async () => {
    const trade = TRADES.find((t) => t.name === LONGEST_TRADE_NAME)!;
    await expectWhole(tradeCard(trade));
  });

  it("every page's own card", async () => {
    for (const card of shareCards(TRADES, POSTS))
      await expectWhole(
        card,
        card.cover && coverFile(card.cover, { ...PROJECT_CARD_DIRS, contentDir: PINNED_CONTENT }),
      );
  });
});

describe("the cache", () => {
  const scratch = mkdtempSync(join(tmpdir(), "share-cards-"));
  const dirs: ShareCardDirs = {
    contentDir: join(scratch, "content"),
    publicDir: join(scratch, "public"),
    cacheDir: join(scratch, "cache"),
    generated: join(scratch, "generated"),
  };
  const trade = tradeCard(TRADES[0]!);
  // A post with a photo staff uploaded (content/images/, not yet copied under public/).
  const post = { ...postCard(POSTS[0]!), cover: "/images/posts/upload.png" };
  mkdirSync(join(dirs.contentDir, "images/posts"), { recursive: true });
  writeFileSync(join(dirs.contentDir, "images/posts/upload.png"), makePng(1600, 900));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("draws each card once; a second build draws nothing and serves the same files", async () => {
    const first = await writeCards([trade, post], dirs);
    expect(first).toMatchObject({ rendered: 2, reused: 0 });
    const second = await writeCards([trade, post], dirs);
    expect(second).toMatchObject({ rendered: 0, reused: 2 });
    expect(second.images).toEqual(first.images);
    expect(readdirSync(join(dirs.publicDir, "og")).sort()).toEqual(
      Object.values(first.images)
        .map((image) => image.path.slice("/og/".length))
        .sort(),
    );
  });

  it("a card already served is not drawn again when the cache is gone, nor one whose served file went", async () => {
    const first = await writeCards([trade, post], dirs);
    rmSync(dirs.cacheDir, { recursive: true });
    expect(await writeCards([trade, post], dirs)).toMatchObject({ rendered: 0, reused: 2, images: first.images });
    const served = join(dirs.publicDir, first.images[trade.path]!.path);
    const bytes = readFileSync(served);
    rmSync(served);
    // Drawn again (its cache entry went with the folder), to the same bytes under the same name.
    expect(await writeCards([trade, post], dirs)).toMatchObject({ rendered: 1, reused: 1, images: first.images });
    expect(readFileSync(served)).toEqual(bytes);
    rmSync(served);
    // And now from the cache.
    expect(await writeCards([trade, post], dirs)).toMatchObject({ rendered: 0, reused: 2 });
    expect(readFileSync(served)).toEqual(bytes);
  });

  it("a changed title is a new hash, a new drawing and a new file; the old file goes", async () => {
    const renamed = { ...post, heading: `${post.heading} (updated)` };
    expect(cardKey(renamed, "r")).not.toBe(cardKey(post, "r"));
    expect(cardKey({ ...post }, "r")).toBe(cardKey(post, "r"));
    const before = await writeCards([trade, post], dirs);
    const after = await writeCards([trade, renamed], dirs);
    expect(after).toMatchObject({ rendered: 1, reused: 1 });
    expect(after.images[post.path]!.path).not.toBe(before.images[post.path]!.path);
    expect(after.images[trade.path]).toEqual(before.images[trade.path]);
    expect(readdirSync(join(dirs.publicDir, "og"))).not.toContain(before.images[post.path]!.path.slice(4));
  });

  it("a cover replaced under the same name, dimensions and time is a new drawing under a new name", async () => {
    // Staff upload a new photo over the old one: only its bytes tell them apart.
    const coverFile = join(dirs.contentDir, "images/posts/upload.png");
    // Whole seconds, so the time set is the time read back, to the nanosecond.
    const SAME_TIME = new Date("2026-03-02T09:00:00Z");
    utimesSync(coverFile, SAME_TIME, SAME_TIME);
    const before = await writeCards([trade, post], dirs);
    const drawn = readFileSync(join(dirs.publicDir, before.images[post.path]!.path));
    writeFileSync(coverFile, await sharp(makePng(1600, 900)).negate().png().toBuffer());
    utimesSync(coverFile, SAME_TIME, SAME_TIME);
    const after = await writeCards([trade, post], dirs);
    expect(after).toMatchObject({ rendered: 1, reused: 1 });
    expect(after.images[post.path]!.path).not.toBe(before.images[post.path]!.path);
    expect(after.images[trade.path]).toEqual(before.images[trade.path]);
    expect(readFileSync(join(dirs.publicDir, after.images[post.path]!.path))).not.toEqual(drawn);
  });
});

describe("what a card's key covers", () => {
  /** The files and packages a module imports for its values (`import type` draws nothing). */
  function imports(file: string): { files: string[]; packages: string[] } {
    const source = readFileSync(join(PROJECT_CARD_DIRS.publicDir, "..", file), "utf8");
    const found = { files: [] as string[], packages: [] as string[] };
    for (const [, type, from] of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gms)) {
      if (type || from!.startsWith("node:")) continue;
      if (from!.startsWith(".")) found.files.push(join(dirname(file), `${from}.ts`));
      else found.packages.push(from!);
    }
    return found;
  }

  it("every project file and drawing library that layout.ts and render.ts use, and the fonts", () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const found = imports(file);
      for (const name of found.packages) packages.add(name);
      for (const next of found.files) walk(next);
    };
    walk("scripts/share-cards/render.ts");
    // The tokens come in by a path from app/ (../../app/styles/tokens): resolved the same way.
    expect(RENDERER_FILES).toEqual(expect.arrayContaining([...seen]));
    expect(RENDERER_FILES.filter((file) => file.endsWith(".woff"))).toHaveLength(2);
    // React only builds the element tree satori reads; its version does not change a pixel.
    expect(RENDERER_LIBRARIES.sort()).toEqual([...packages].filter((name) => name !== "react").sort());
  });
});

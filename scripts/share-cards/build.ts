/**
 * The share cards' build step, run by `npm run content:build` right after the content build
 * (scripts/content/cli.ts), so a post staff add gets its card with no developer step:
 *
 * 1. the card list (cards.ts) from the content just built;
 * 2. each card's inputs hashed (its words, its cover's bytes, the fonts, the layout code, the
 *    tokens and the drawing libraries' versions); a card already in public/og/ or in
 *    .cache/share-cards/ under that hash is reused, any other rendered (render.ts);
 * 3. each PNG at public/og/<page>-<that hash>.png (served immutable), and older cards there
 *    removed;
 * 4. app/content/generated/share-cards.js, page path → picture, for the head tags (seo.server.ts).
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Post, Trade } from "../../app/content/schema";
import type { ShareImage } from "../../app/content/generated/share-cards";
import { contentSource } from "../content/content-dir";
import { asJson, GENERATED_DIR, GENERATED_MODULES, writeModule } from "../content/generated-modules";
import type { Card } from "./cards";
import { CARD_HEIGHT, CARD_WIDTH } from "./layout";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The folder under public/ the cards are served from (public/_headers makes it immutable). */
export const CARDS_FOLDER = "og";

export type ShareCardDirs = {
  publicDir: string;
  /** Where a post's picture may be when it is not yet under public/ (an upload: content/images/). */
  contentDir: string;
  cacheDir: string;
  /** The folder of the generated modules, where the cards' module is written. */
  generated: string;
};
export const PROJECT_CARD_DIRS: ShareCardDirs = {
  publicDir: join(root, "public"),
  contentDir: contentSource(),
  cacheDir: join(root, ".cache/share-cards"),
  generated: GENERATED_DIR,
};

export type { ShareImage };
export type CardsResult = {
  images: Record<string, ShareImage>;
  rendered: number;
  reused: number;
  /** Draws the missing cards and serves them all: already done unless `later` was asked. */
  finish: () => Promise<void>;
};
/**
 * `later: true` answers once every card's name is known, before any is drawn, and leaves the
 * drawing to `finish()`: the dev loop writes the module, reloads the page, then draws.
 */
export type WriteOptions = { later?: boolean };

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

/**
 * What every card's look depends on besides its own words, under the project: the code that
 * draws it, the colours it takes from the site's tokens and the fonts. With the versions of the
 * libraries that lay it out and encode it, they are in every card's key: a change to any of them
 * draws every card again, under new names. (A unit test holds this list to what layout.ts and
 * render.ts import.)
 */
export const RENDERER_FILES = [
  "scripts/share-cards/layout.ts",
  "scripts/share-cards/render.ts",
  "app/styles/tokens.ts",
  "scripts/share-cards/fonts/atkinson-hyperlegible-latin-400-normal.woff",
  "scripts/share-cards/fonts/atkinson-hyperlegible-latin-700-normal.woff",
];
export const RENDERER_LIBRARIES = ["satori", "@resvg/resvg-js", "sharp"];

function rendererHash(): string {
  const versions = RENDERER_LIBRARIES.map((name) => {
    const manifest = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    };
    return `${name}@${manifest.version}`;
  });
  return sha256(...RENDERER_FILES.map((file) => readFileSync(join(root, file))), ...versions);
}

/** A post's picture on disk: under public/, or still in content/ (a photo the build copies over). */
export function coverFile(src: string, dirs: ShareCardDirs): string {
  const found = [join(dirs.publicDir, src), join(dirs.contentDir, src)].find((file) => existsSync(file));
  if (!found) throw new Error(`the picture ${src} is in neither public/ nor content/: check the post's image`);
  return found;
}

/** The hash a card is cached and served under: its words, its cover's bytes and the renderer. */
export const cardKey = (card: Card, renderer: string, cover?: Buffer) =>
  sha256(renderer, JSON.stringify(card), cover ?? "");

/**
 * Renders (or reuses) every card and writes public/og/; the images by page path.
 *
 * A card's served name carries the hash of what it is drawn from, not of its PNG: the same
 * inputs draw the same picture, and a build that finds the file already in public/og/ reads
 * nothing (reading and hashing every PNG would cost every content save in the dev loop).
 */
export async function writeCards(
  cards: readonly Card[],
  dirs: ShareCardDirs,
  { later = false }: WriteOptions = {},
): Promise<CardsResult> {
  const renderer = rendererHash();
  const outDir = join(dirs.publicDir, CARDS_FOLDER);
  mkdirSync(dirs.cacheDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  const images: Record<string, ShareImage> = {};
  const planned = cards.map((card) => {
    const cover = card.cover ? coverFile(card.cover, dirs) : undefined;
    const key = cardKey(card, renderer, cover ? readFileSync(cover) : undefined);
    const file = `${card.name}-${key.slice(0, 12)}.png`;
    images[card.path] = { path: `/${CARDS_FOLDER}/${file}`, width: CARD_WIDTH, height: CARD_HEIGHT, alt: card.alt };
    return { card, cover, file, served: join(outDir, file), cached: join(dirs.cacheDir, `${key}.png`) };
  });
  const missing = planned.filter(({ served, cached }) => !existsSync(served) && !existsSync(cached));
  const finishing = () => finish(planned, missing, dirs);
  if (!later) await finishing();
  const done = () => Promise.resolve();
  return { images, rendered: missing.length, reused: cards.length - missing.length, finish: later ? finishing : done };
}

type Planned = { card: Card; cover: string | undefined; file: string; served: string; cached: string };

/** Draws the missing cards, serves every card and removes the ones no page has any more. */
async function finish(planned: readonly Planned[], missing: readonly Planned[], dirs: ShareCardDirs) {
  const outDir = join(dirs.publicDir, CARDS_FOLDER);
  if (missing.length > 0) {
    // satori, resvg and sharp load only when a card has to be drawn. Two at a time: resvg and
    // sharp work off the main thread, so one card's layout overlaps another's encoding.
    const { renderCard } = await import("./render");
    let next = 0;
    const drawer = async () => {
      for (let item = missing[next++]; item; item = missing[next++])
        writeFileSync(item.cached, await renderCard(item.card, item.cover));
    };
    await Promise.all([drawer(), drawer()]);
  }
  for (const { served, cached } of planned) if (!existsSync(served)) copyFileSync(cached, served);
  // A card whose page changed or went is not served again.
  const written = new Set(planned.map(({ file }) => file));
  for (const file of readdirSync(outDir)) if (!written.has(file)) rmSync(join(outDir, file));
  // The cache holds this build's cards only: it cannot grow with every title ever saved.
  const kept = new Set(planned.map(({ cached }) => cached));
  for (const file of readdirSync(dirs.cacheDir))
    if (!kept.has(join(dirs.cacheDir, file))) rmSync(join(dirs.cacheDir, file));
}

/** Writes the cards' module (generated-modules.ts) when its text changed. */
export const writeShareCardsModule = (dir: string, images: Record<string, ShareImage>) =>
  writeModule(dir, GENERATED_MODULES.shareCards, asJson({ SHARE_CARDS: images }));

/** Cards for these trades and posts, written with their module. */
export async function buildCards(
  trades: readonly Trade[],
  posts: readonly Post[],
  dirs: ShareCardDirs,
  options: WriteOptions = {},
) {
  // The cards' words come from the page copy's generated modules: imported once they are written.
  const { shareCards } = await import("./cards");
  const result = await writeCards(shareCards(trades, posts), dirs, options);
  writeShareCardsModule(dirs.generated, result.images);
  return result;
}

/**
 * Loads satori, resvg and sharp and starts satori's layout engine, for a process that will
 * draw a card soon: the dev loop's build thread, loaded before the save it builds.
 */
export async function preloadRenderer(): Promise<void> {
  const { warmUp } = await import("./render");
  await warmUp();
}

/**
 * The build step: the content just built (app/content/generated/) in, cards out. Returns the exit code.
 *
 * With `drawLater` (the dev loop's build thread), the module is written as soon as every card's
 * name is known and the drawing is handed over, to be started once the page has reloaded: a
 * save that changes a card (a trade's pay: its card and the explorer's) waited for it,
 * and the page shows no card (only the tags of its head name it). Drawn beside Remix's compile
 * instead, it took the CPU the compile needed (the save took as long).
 */
export async function buildShareCards(
  log: (line: string) => void = console.log,
  dirs: ShareCardDirs = PROJECT_CARD_DIRS,
  drawLater?: (draw: () => Promise<number>) => void,
): Promise<number> {
  const started = performance.now();
  // Imported here, after the content build has written them: this run's content. (Once per
  // process: the dev loop runs each build in a new thread, `content:build` in a new process.)
  const { TRADES } = await import("../../app/content/generated/data");
  const { POSTS } = await import("../../app/content/generated/prose");
  const failed = (error: unknown, consequence: string) => {
    log(`share cards: ${error instanceof Error ? error.message : String(error)}. ${consequence}`);
    return 1;
  };
  try {
    const later = drawLater !== undefined;
    const { rendered, reused, finish } = await buildCards(TRADES, POSTS, dirs, { later });
    const draw = (from = started) =>
      finish().then(
        () => {
          log(
            `share cards: ${rendered + reused} pages, ${rendered} rendered, ${reused} already drawn (${Math.round(performance.now() - from)} ms)`,
          );
          return 0;
        },
        (error: unknown) =>
          failed(error, "The pages name their new cards, which are missing until the next save that draws them."),
      );
    if (!later) return await draw();
    drawLater(() => draw(performance.now())); // timed from when it starts, after the build
    return 0;
  } catch (error) {
    return failed(error, "app/content/generated/share-cards.js was not updated.");
  }
}

/**
 * One card to one PNG: satori lays the card out and draws its text as paths (SVG), resvg
 * rasterises it, sharp stores it as a palette PNG (the cards are flat colours: a third of the
 * size of a full-colour one). Loaded only when a card is not in the cache (build.ts), so a
 * build that renders nothing never loads satori, resvg or sharp.
 */
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import sharp from "sharp";
import type { Card } from "./cards";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  COVER_BOX,
  FONT_FAMILY,
  SAFE_AREA,
  cardElement,
  type CoverImage,
  type TextSizes,
} from "./layout";

const FONTS_DIR = fileURLToPath(new URL("./fonts", import.meta.url));
/** Atkinson Hyperlegible, latin, as WOFF (satori reads TTF, OTF and WOFF, not WOFF2). */
export const FONT_FILES = [400, 700].map((weight) =>
  join(FONTS_DIR, `atkinson-hyperlegible-latin-${weight}-normal.woff`),
);
let loaded: Font[] | undefined;
/** Read once: satori keeps a parsed copy per fonts array, so the same array is passed every time. */
const fonts = (): Font[] =>
  (loaded ??= FONT_FILES.map((file, i) => ({
    name: FONT_FAMILY,
    data: readFileSync(file),
    weight: i === 0 ? 400 : 700,
    style: "normal",
  })));

/**
 * Parses the fonts and starts satori's layout engine (half a second) before any card is
 * drawn: the dev loop calls it while it waits for a save (build.ts `preloadRenderer`).
 */
export const warmUp = () =>
  satori(cardElement({ path: "/", name: "", eyebrow: "", heading: "Born to Build", alt: "" }, SIZE_LADDER[0]!), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fonts(),
    embedFont: false,
  });

/**
 * Text sizes from largest to smallest: the first at which every line of the card lies inside
 * the safe area is the one drawn, so a short trade name is large and a 140-character post
 * title is smaller, and neither is cut off.
 */
export const SIZE_LADDER: readonly TextSizes[] = [
  { heading: 88, lead: 34 },
  { heading: 80, lead: 32 },
  { heading: 72, lead: 30 },
  { heading: 64, lead: 28 },
  { heading: 56, lead: 28 },
  { heading: 50, lead: 26 },
  { heading: 44, lead: 24 },
  { heading: 40, lead: 24 },
  { heading: 36, lead: 22 },
  { heading: 32, lead: 22 },
];

/** Satori's layout with text left as <text> words (x, baseline y, width, font size): cheap to measure. */
const textLayout = (element: ReturnType<typeof cardElement>) =>
  satori(element, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: fonts(), embedFont: false });

/** Every word inside the safe area: left and right by its box, top and bottom by its font's reach. */
export function wordsInside(svg: string): boolean {
  for (const [tag] of svg.matchAll(/<text\b[^>]*>/g)) {
    const num = (name: string) => Number(new RegExp(`\\b${name}="([\\d.-]+)"`).exec(tag)?.[1] ?? NaN);
    const [x, y, width, size] = [num("x"), num("y"), num("width"), num("font-size")];
    if (![x, y, width, size].every(Number.isFinite)) return false;
    if (x < SAFE_AREA.left || x + width > SAFE_AREA.right) return false;
    if (y - size < SAFE_AREA.top || y + 0.3 * size > SAFE_AREA.bottom) return false;
  }
  return true;
}

/** The largest sizes at which the card's text fits; an error naming the page when none does. */
export async function fitSizes(card: Card, cover?: CoverImage): Promise<TextSizes> {
  for (const sizes of SIZE_LADDER) {
    if (wordsInside(await textLayout(cardElement(card, sizes, cover)))) return sizes;
  }
  throw new Error(
    `the share card for ${card.path} has more text than fits even at ${SIZE_LADDER.at(-1)!.heading} px: shorten its title ("${card.heading.slice(0, 40)}…")`,
  );
}

/** A post's cover at the size the card draws it: an SVG drawing through resvg, a photo through sharp. */
export async function coverImage(file: string): Promise<CoverImage> {
  const source =
    extname(file).toLowerCase() === ".svg"
      ? new Resvg(readFileSync(file), { fitTo: { mode: "width", value: COVER_BOX.width * 2 } }).render().asPng()
      : readFileSync(file);
  const png = await sharp(source).resize(COVER_BOX.width, COVER_BOX.height, { fit: "cover" }).png().toBuffer();
  return { src: `data:image/png;base64,${png.toString("base64")}`, ...COVER_BOX };
}

/** The card laid out at its fitted sizes. */
async function fitted(card: Card, coverFile?: string) {
  const cover = coverFile ? await coverImage(coverFile) : undefined;
  return cardElement(card, await fitSizes(card, cover), cover);
}

/**
 * The card as satori draws it: `outlines`, its text as glyph outlines (what the PNG shows), and
 * `words`, the same layout with its text as <text> words (what it says). For the tests.
 */
export async function cardSvgs(card: Card, coverFile?: string): Promise<{ outlines: string; words: string }> {
  const element = await fitted(card, coverFile);
  const outlines = await satori(element, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: fonts() });
  return { outlines, words: await textLayout(element) };
}

/** The card's PNG: exactly CARD_WIDTH × CARD_HEIGHT, a palette PNG. */
export async function renderCard(card: Card, coverFile?: string): Promise<Buffer> {
  const svg = await satori(await fitted(card, coverFile), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: fonts() });
  const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
  // Effort 4 of 10: the same size as 8 within a few per cent, in two thirds of the time.
  return sharp(png).png({ palette: true, quality: 90, effort: 4, compressionLevel: 9 }).toBuffer();
}

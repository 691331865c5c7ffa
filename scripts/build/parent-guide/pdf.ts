/**
 * A small PDF 1.4 writer for the parent guide: text only, in the two standard fonts every
 * PDF reader has (Helvetica and Helvetica-Bold, not embedded), WinAnsi encoding, uncompressed
 * content streams (a few kilobytes; and a test can read them back without inflating).
 * No dependency: node_modules holds no PDF writer, and a browser at build time is too heavy for
 * a few pages of text (decision 034).
 */

export type FontName = "regular" | "bold";

/** One run of text on a page: its baseline's left end, in points from the page's bottom left. */
export type TextRun = { font: FontName; size: number; x: number; y: number; text: string };

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 };

const BASE_FONT: Record<FontName, string> = { regular: "Helvetica", bold: "Helvetica-Bold" };

// Advance widths (1/1000 em) of printable ASCII, 32 (space) to 126 (~), from Adobe's AFM files
// (WinAnsi: 39 is quotesingle, 96 is grave). Accented letters take their base letter's width,
// as they do in both fonts.
const ASCII: Record<FontName, string> = {
  regular:
    "278 278 355 556 556 889 667 191 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 " +
    "278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 " +
    "611 722 667 944 667 667 611 278 278 278 469 556 333 556 556 500 556 556 278 556 556 222 222 500 222 833 " +
    "556 556 556 556 333 500 278 556 500 722 500 500 500 334 260 334 584",
  bold:
    "278 333 474 556 556 889 722 238 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 " +
    "333 333 584 584 584 611 975 722 722 722 722 667 611 778 722 278 556 722 611 833 722 778 667 778 722 667 " +
    "611 722 667 944 667 667 611 333 278 333 584 556 333 556 611 556 611 556 333 611 611 278 278 556 278 889 " +
    "611 611 611 611 389 556 333 611 556 778 556 556 500 389 280 389 584",
};
const WIDTHS = Object.fromEntries(
  (Object.keys(ASCII) as FontName[]).map((font) => [font, ASCII[font].split(" ").map(Number)]),
) as Record<FontName, number[]>;

/** WinAnsi's 0x80-0x9F block: the typographic punctuation staff's words use, with each font's width. */
const WIN_ANSI_EXTRA: Record<string, { code: number; regular: number; bold: number }> = {
  "\u2018": { code: 0x91, regular: 222, bold: 278 },
  "\u2019": { code: 0x92, regular: 222, bold: 278 },
  "\u201c": { code: 0x93, regular: 333, bold: 500 },
  "\u201d": { code: 0x94, regular: 333, bold: 500 },
  "\u2022": { code: 0x95, regular: 350, bold: 350 },
  "\u2013": { code: 0x96, regular: 556, bold: 556 },
  "\u2014": { code: 0x97, regular: 1000, bold: 1000 },
  "\u2026": { code: 0x85, regular: 1000, bold: 1000 },
  "\u20ac": { code: 0x80, regular: 556, bold: 556 },
};

/** The width of one character, or null where WinAnsi has no code for it. */
function charWidth(char: string, font: FontName): number | null {
  const extra = WIN_ANSI_EXTRA[char];
  if (extra) return extra[font];
  const code = char.codePointAt(0)!;
  if (code === 0xa0) return WIDTHS[font][0]!;
  const base = char.normalize("NFD").codePointAt(0)!;
  if (base >= 32 && base <= 126 && code <= 0xff) return WIDTHS[font][base - 32]!;
  return null;
}

/** Characters of a text the fonts cannot show, so the build can name them (and the field) to staff. */
export const unprintable = (text: string) =>
  [...new Set([...text].filter((c) => charWidth(c, "regular") === null))].join("");

/** A text's width in points at a size. */
export const textWidth = (text: string, font: FontName, size: number) =>
  ([...text].reduce((sum, c) => sum + (charWidth(c, font) ?? 556), 0) * size) / 1000;

/** A text as a PDF string literal in WinAnsi: one byte per character, with \, ( and ) escaped. */
function pdfString(text: string): string {
  const bytes = [...text].map((c) => {
    const extra = WIN_ANSI_EXTRA[c];
    const code = extra ? extra.code : c.codePointAt(0)!;
    return String.fromCharCode(code <= 0xff ? code : 0x3f);
  });
  return `(${bytes.join("").replace(/[\\()]/g, (m) => `\\${m}`)})`;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

/** One page's content stream: each run its own text object, so a reader meets the runs in order. */
const contentStream = (runs: readonly TextRun[]) =>
  runs
    .map((r) => `BT /${r.font === "bold" ? "F2" : "F1"} ${fmt(r.size)} Tf ${fmt(r.x)} ${fmt(r.y)} Td ${pdfString(r.text)} Tj ET`)
    .join("\n");

/** The whole file: catalog, page tree, two fonts, the pages and their streams, info, xref, trailer. */
export function writePdf(pages: readonly (readonly TextRun[])[], info: { title: string; author: string }): Buffer {
  // Objects: 1 catalog, 2 pages, 3 and 4 the fonts, 5 info, then each page and its stream.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT.regular} /Encoding /WinAnsiEncoding >>`;
  objects[4] = `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT.bold} /Encoding /WinAnsiEncoding >>`;
  objects[5] = `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (Born to Build site build) >>`;
  pages.forEach((runs, i) => {
    const id = pageIds[i]!;
    const stream = contentStream(runs);
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });
  // Offsets are bytes: every string here is Latin-1, one byte per character.
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, "latin1");
  const entries = offsets.slice(1).map((o) => `${String(o).padStart(10, "0")} 00000 n \n`);
  body +=
    `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join("")}` +
    `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

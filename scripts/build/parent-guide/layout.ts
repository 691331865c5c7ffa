/**
 * The parent guide's layout: blocks of text (headings, paragraphs, lists, the pay list) set on A4
 * pages, word-wrapped by the fonts' real widths (./pdf.ts), a new page where the next line would
 * cross the bottom margin. A heading never ends a page: it moves to the next one with its text.
 */
import { PAGE, textWidth, type FontName, type TextRun } from "./pdf";

export type Block =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string; font?: FontName }
  | { kind: "list"; items: readonly string[] }
  /** Two columns: a label (a trade) and its lines (its figures). */
  | { kind: "pairs"; rows: readonly { label: string; lines: readonly string[] }[] };

const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const BODY = { size: 10.5, leading: 14.5 };
const STYLE = {
  title: { font: "bold", size: 20, leading: 26, before: 0, after: 8 },
  heading: { font: "bold", size: 14, leading: 18, before: 14, after: 4 },
  subheading: { font: "bold", size: 11, leading: 15, before: 8, after: 2 },
} as const;
const BULLET = "\u2022";
const INDENT = 14;
const LABEL_COLUMN = 150;

/** Words of a text in lines no wider than `width` (a word wider than a line gets a line of its own). */
export function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The blocks set on pages, each page its text runs; the footer gives each page's number. */
export function layOut(blocks: readonly Block[], footer: (page: number, pages: number) => string): TextRun[][] {
  const pages: TextRun[][] = [[]];
  let y = PAGE.height - MARGIN;
  const page = () => pages[pages.length - 1]!;
  const newPage = () => {
    pages.push([]);
    y = PAGE.height - MARGIN;
  };
  /** Room for `height` points more on this page, or a new page. */
  const need = (height: number) => {
    if (y - height < MARGIN + 20 && page().length) newPage();
  };
  const line = (text: string, font: FontName, size: number, leading: number, x = MARGIN) => {
    need(leading);
    y -= leading;
    page().push({ font, size, x, y, text });
  };

  blocks.forEach((block, i) => {
    switch (block.kind) {
      case "title":
      case "heading":
      case "subheading": {
        const style = STYLE[block.kind];
        const lines = wrap(block.text, style.font, style.size, WIDTH);
        // Keep a heading with the first two lines of what follows it.
        const following = blocks[i + 1] ? 2 * BODY.leading : 0;
        if (y !== PAGE.height - MARGIN) y -= style.before;
        need(lines.length * style.leading + following);
        for (const text of lines) line(text, style.font, style.size, style.leading);
        y -= style.after;
        break;
      }
      case "paragraph":
        for (const text of wrap(block.text, block.font ?? "regular", BODY.size, WIDTH))
          line(text, block.font ?? "regular", BODY.size, BODY.leading);
        y -= 6;
        break;
      case "list":
        for (const item of block.items) {
          wrap(item, "regular", BODY.size, WIDTH - INDENT).forEach((text, n) => {
            if (n === 0) {
              need(BODY.leading);
              page().push({ font: "regular", size: BODY.size, x: MARGIN, y: y - BODY.leading, text: BULLET });
            }
            line(text, "regular", BODY.size, BODY.leading, MARGIN + INDENT);
          });
        }
        y -= 6;
        break;
      case "pairs":
        for (const row of block.rows) {
          const label = wrap(row.label, "bold", BODY.size, LABEL_COLUMN - 10);
          const right = row.lines.flatMap((l) => wrap(l, "regular", BODY.size, WIDTH - LABEL_COLUMN));
          const height = Math.max(label.length, right.length) * BODY.leading + 4;
          need(height);
          const top = y;
          label.forEach((text, n) =>
            page().push({ font: "bold", size: BODY.size, x: MARGIN, y: top - (n + 1) * BODY.leading, text }),
          );
          right.forEach((text, n) =>
            page().push({
              font: "regular",
              size: BODY.size,
              x: MARGIN + LABEL_COLUMN,
              y: top - (n + 1) * BODY.leading,
              text,
            }),
          );
          y = top - height;
        }
        y -= 6;
        break;
    }
  });
  pages.forEach((runs, n) => {
    const text = footer(n + 1, pages.length);
    runs.push({ font: "regular", size: 8.5, x: PAGE.width - MARGIN - textWidth(text, "regular", 8.5), y: 30, text });
  });
  return pages;
}

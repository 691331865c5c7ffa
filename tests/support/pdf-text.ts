/**
 * A small reader of an uncompressed PDF, written for the parent guide's test and independent of
 * its writer (scripts/build/parent-guide/pdf.ts): it checks the file's structure (every cross-reference
 * offset lands on its object, every stream is as long as it says) and reads each page's text back
 * from the strings its content stream shows with Tj and TJ, in WinAnsi.
 */

/** WinAnsi's 0x80-0x9F codes that are not Latin-1: the punctuation a page's words may use. */
const WIN_ANSI: Record<number, string> = {
  0x80: "\u20ac",
  0x85: "\u2026",
  0x91: "\u2018",
  0x92: "\u2019",
  0x93: "\u201c",
  0x94: "\u201d",
  0x95: "\u2022",
  0x96: "\u2013",
  0x97: "\u2014",
};

export type PdfRead = { problems: string[]; pages: string[]; objects: Map<number, string> };

/** A PDF string literal's bytes (between its parentheses) as text. */
function decodeString(literal: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < literal.length; i++) {
    let c = literal.charCodeAt(i);
    if (c === 0x5c) {
      const next = literal[++i]!;
      const octal = /^[0-7]{1,3}/.exec(literal.slice(i))?.[0];
      if (octal) {
        c = parseInt(octal, 8);
        i += octal.length - 1;
      } else c = ({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0);
    }
    bytes.push(c);
  }
  return bytes.map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join("");
}

const STRING = String.raw`\((?:\\[\s\S]|[^\\()])*\)`;

/** The text a content stream shows, its strings in the order drawn, separated by spaces. */
export function streamText(stream: string): string {
  const shown: string[] = [];
  const ops = new RegExp(String.raw`(${STRING})\s*Tj|\[((?:\s*(?:${STRING}|-?[\d.]+))*)\s*\]\s*TJ`, "g");
  for (const m of stream.matchAll(ops)) {
    if (m[1]) shown.push(decodeString(m[1].slice(1, -1)));
    else for (const s of m[2]!.matchAll(new RegExp(STRING, "g"))) shown.push(decodeString(s[0].slice(1, -1)));
  }
  return shown.join(" ");
}

/** The file's objects by number (through its cross-reference table), what is wrong, and each page's text. */
export function readPdf(file: Buffer): PdfRead {
  const text = file.toString("latin1");
  const problems: string[] = [];
  if (!text.startsWith("%PDF-1.")) problems.push("no %PDF-1.x header");
  if (!/%%EOF\s*$/.test(text)) problems.push("no %%EOF at the end");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  const xrefAt = Number(startxref?.[1] ?? -1);
  if (text.slice(xrefAt, xrefAt + 4) !== "xref") problems.push(`startxref ${xrefAt} does not point at "xref"`);
  const table = /^xref\s+0 (\d+)\s+([\s\S]*?)trailer\s*(<<[\s\S]*?>>)/.exec(text.slice(xrefAt));
  const objects = new Map<number, string>();
  if (!table) return { problems: [...problems, "no cross-reference table"], pages: [], objects };
  const count = Number(table[1]);
  const entries = table[2]!.trim().split(/\s*\n\s*/);
  if (entries.length !== count) problems.push(`xref says ${count} entries, has ${entries.length}`);
  if (!new RegExp(String.raw`/Size ${count}\b`).test(table[3]!)) problems.push("trailer /Size differs from the xref");
  entries.forEach((entry, id) => {
    const [offset, , kind] = entry.split(/\s+/);
    if (kind !== "n") return;
    const at = Number(offset);
    const head = `${id} 0 obj`;
    if (text.slice(at, at + head.length) !== head) return void problems.push(`xref: object ${id} is not at ${at}`);
    const end = text.indexOf("endobj", at);
    objects.set(id, text.slice(at + head.length, end).trim());
  });
  for (const [id, body] of objects) {
    const stream = /^<<\s*\/Length (\d+)\s*>>\s*stream\r?\n/.exec(body);
    if (stream && !/^\r?\nendstream$/.test(body.slice(stream[0].length + Number(stream[1]))))
      problems.push(`object ${id}: stream is not /Length ${stream[1]} bytes long`);
  }
  const ref = (body: string | undefined, key: string) =>
    Number(new RegExp(String.raw`/${key} (\d+) 0 R`).exec(body ?? "")?.[1]);
  const root = objects.get(ref(/trailer\s*(<<[\s\S]*?>>)/.exec(text.slice(xrefAt))?.[1], "Root"));
  const tree = objects.get(ref(root, "Pages")) ?? "";
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1]?.matchAll(/(\d+) 0 R/g) ?? [])].map((m) => Number(m[1]));
  if (!new RegExp(String.raw`/Count ${kids.length}\b`).test(tree))
    problems.push("page tree /Count differs from its kids");
  const pages = kids.map((kid) => {
    const body = objects.get(ref(objects.get(kid), "Contents")) ?? "";
    return streamText(/stream\r?\n([\s\S]*)\r?\nendstream/.exec(body)?.[1] ?? "");
  });
  return { problems, pages, objects };
}

/**
 * Inline links in content text are written [label](href). One parser serves the RichText
 * component and the content test that checks every such link resolves.
 */
export type InlinePart = { text: string } | { label: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ label: match[1] ?? "", href: match[2] ?? "" });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text as a reader sees it, links reduced to their labels (for JSON-LD and the like). */
export const plainText = (text: string) => parseInline(text).map((part) => ("href" in part ? part.label : part.text)).join("");

export const inlineHrefs = (text: string) =>
  parseInline(text).flatMap((part) => ("href" in part ? [part.href] : []));

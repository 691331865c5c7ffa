/**
 * Reading the prose nodes the Markdown build makes (app/content/prose-schema.ts `Inline`, `Block`):
 * their text as a reader sees it (JSON-LD, the feed) and every link in them (tests, the
 * content checker, a rule of app/content/schema.ts). Pure and tiny, so the Worker can use it; the
 * Markdown parser itself stays in scripts/content/, which only the build runs.
 */
import type { Block, Inline } from "./prose-schema";

/** The words of inline nodes, links reduced to their labels. */
export const inlineText = (nodes: readonly Inline[]): string =>
  nodes.map((node) => (node.type === "text" ? node.value : inlineText(node.children))).join("");

/** Every link address in inline nodes, in reading order. */
export const inlineUrls = (nodes: readonly Inline[]): string[] =>
  nodes.flatMap((node) =>
    node.type === "text" ? [] : [...(node.type === "link" ? [node.url] : []), ...inlineUrls(node.children)],
  );

/** A block as one line of plain text; list items are joined with "; ". */
export const blockText = (block: Block): string =>
  block.type === "list" ? block.items.map(inlineText).join("; ") : inlineText(block.children);

/** Every link address in blocks, in reading order. */
export const blockUrls = (blocks: readonly Block[]): string[] =>
  blocks.flatMap((block) => (block.type === "list" ? block.items.flatMap(inlineUrls) : inlineUrls(block.children)));

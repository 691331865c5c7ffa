/**
 * Markdown (with optional YAML front matter) → the site's prose nodes (app/content/schema.ts
 * `Block`, `Inline`), with the line of everything, so the checker can say "line 12".
 * Runs at build time only (`npm run content:build`, the checker, new:post): remark and yaml
 * never reach the Worker or the browser.
 *
 * What Markdown the site supports, and why only that: paragraphs, `##`–`####` headings,
 * bulleted and numbered lists (one paragraph per item), quotes (a last line "— Name" is the
 * citation), **bold**, *italics* and links. Anything else (images inside text, tables, code,
 * raw HTML, nested lists) has no design on the site, so it is reported, not silently dropped.
 */
import remarkFrontmatter from "remark-frontmatter";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { Block, Inline } from "../../app/content/schema";
import { readYaml } from "./yaml";

export type Problem = { line: number; message: string };

/** A block with the line it starts on; `break` is a `***` line (tips use one to end a part). */
export type Located = { block: Block; line: number } | { block: { type: "break" }; line: number };

export type FrontMatter = {
  data: unknown;
  /** The line of a key (or list item) path in the front matter; the nearest existing parent's line if it is missing. */
  lineOf: (path: readonly PropertyKey[]) => number;
  /** The line of the closing `---`: the text starts under it. */
  endLine: number;
};

export type ParsedMarkdown = { frontMatter: FrontMatter | null; blocks: Located[]; problems: Problem[] };

const processor = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]);

// mdast's types, as remark-parse itself sees them (the top-level @types/mdast is an older
// major that another dependency brings).
type Root = ReturnType<typeof processor.parse>;
type RootContent = Root["children"][number];
type List = Extract<RootContent, { type: "list" }>;
type Blockquote = Extract<RootContent, { type: "blockquote" }>;
type PhrasingContent = Extract<RootContent, { type: "paragraph" }>["children"][number];
type Nodes = { position?: { start: { line: number } } };

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** Words people see for the Markdown that has no place on the site. */
const UNSUPPORTED: Record<string, string> = {
  code: "a code block (a line indented by four spaces, or ``` fences) is not supported: remove the indent",
  html: "HTML is not supported: write plain Markdown",
  table: "tables are not supported",
  image: "pictures inside the text are not supported: a post has one cover image, set in the front matter",
  imageReference: "pictures inside the text are not supported",
  inlineCode: "`code` is not supported: remove the backticks",
  definition: "link definitions ([name]: address) are not supported: write [label](address)",
  linkReference: "this link has no address: write [label](address)",
  footnoteReference: "footnotes are not supported",
  footnoteDefinition: "footnotes are not supported",
  delete: "strikethrough is not supported",
};

const lineOfNode = (node: Nodes) => node.position?.start.line ?? 1;
const newlines = (text: string) => text.split("\n").length - 1;

/**
 * `value` with each {{NAME}} replaced by its value (app/content/placeholders.ts); an unknown name
 * is reported at its offset and left as written.
 */
export function fillPlaceholders(
  value: string,
  placeholders: Readonly<Record<string, string>>,
  report: (offset: number, message: string) => void,
): string {
  return value.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
    const known = placeholders[name];
    if (known !== undefined) return known;
    report(
      offset,
      `{{${name}}} is not a placeholder this site knows (known: ${Object.keys(placeholders)
        .map((k) => `{{${k}}}`)
        .join(", ")})`,
    );
    return whole;
  });
}

export function parseMarkdown(source: string, placeholders: Readonly<Record<string, string>>): ParsedMarkdown {
  const problems: Problem[] = [];
  const report = (line: number, message: string) => problems.push({ line, message });
  const tree = processor.parse(source);

  // `line` is where `value` starts; a placeholder further down a paragraph is reported at its own line.
  const fill = (value: string, line: number) =>
    fillPlaceholders(value, placeholders, (offset, message) =>
      report(line + newlines(value.slice(0, offset)), message),
    );

  const inline = (nodes: readonly PhrasingContent[]): Inline[] => {
    const out: Inline[] = [];
    const push = (node: Inline) => {
      const last = out[out.length - 1];
      if (node.type === "text" && last?.type === "text") last.value += node.value;
      else out.push(node);
    };
    for (const node of nodes) {
      const line = lineOfNode(node);
      switch (node.type) {
        case "text":
          // A line break inside a paragraph is a space, as in HTML.
          push({ type: "text", value: fill(node.value, line).replace(/\s*\n\s*/g, " ") });
          break;
        case "break":
          push({ type: "text", value: " " });
          break;
        case "strong":
        case "emphasis": {
          const children = inline(node.children);
          if (children.length) out.push({ type: node.type, children });
          break;
        }
        case "link": {
          const children = inline(node.children);
          if (!children.length)
            report(line, `the link to ${node.url || "(no address)"} has no words to click: write [words](address)`);
          else if (!node.url) report(line, `the link "${wordsOf(children)}" has no address: write [words](address)`);
          else out.push({ type: "link", url: fill(node.url, line), children });
          break;
        }
        default:
          report(line, UNSUPPORTED[node.type] ?? `${node.type} is not supported here`);
      }
    }
    // Trim the edges a line break or a trailing space can leave.
    const first = out[0];
    if (first?.type === "text") first.value = first.value.replace(/^\s+/, "");
    const last = out[out.length - 1];
    if (last?.type === "text") last.value = last.value.replace(/\s+$/, "");
    return out.filter((node) => node.type !== "text" || node.value !== "");
  };

  const list = (node: List): Block | null => {
    const items: Inline[][] = [];
    for (const item of node.children) {
      const [only, ...rest] = item.children;
      if (!only || only.type !== "paragraph" || rest.length) {
        report(lineOfNode(item), "a list item must be one paragraph of text (lists inside lists are not supported)");
        continue;
      }
      items.push(inline(only.children));
    }
    return items.length ? { type: "list", ordered: Boolean(node.ordered), items } : null;
  };

  const quote = (node: Blockquote): Block | null => {
    const paragraphs = node.children.filter((child) => child.type === "paragraph");
    // "> Words\n> — Name" is one paragraph to Markdown; its last line is still the citation.
    const last = paragraphs.length === 1 ? paragraphs[0]!.children.at(-1) : undefined;
    const lastLine = last?.type === "text" ? /\n((?:—|--)\s*\S[^\n]*)$/.exec(last.value) : null;
    if (last?.type === "text" && lastLine) {
      const words = last.value.slice(0, lastLine.index);
      const said = inline([...paragraphs[0]!.children.slice(0, -1), { ...last, value: words }]);
      return {
        type: "quote",
        children: said,
        cite: fill(lastLine[1]!.replace(/^(—|--)\s*/, ""), lineOfNode(last) + newlines(words) + 1),
      };
    }
    if (paragraphs.length !== node.children.length || paragraphs.length === 0 || paragraphs.length > 2) {
      report(lineOfNode(node), 'a quote is one paragraph, optionally followed by a line "— Name" saying who said it');
      return null;
    }
    const [said, by] = paragraphs.map((p) => inline(p.children));
    const byText = by?.length === 1 && by[0]?.type === "text" ? by[0].value : null;
    if (by && !(byText && /^(—|--)\s*\S/.test(byText))) {
      report(
        lineOfNode(paragraphs[1]!),
        'the second paragraph of a quote must be "— Name": who said it, with nothing else',
      );
      return null;
    }
    const cite = byText?.replace(/^(—|--)\s*/, "");
    return cite ? { type: "quote", children: said!, cite } : { type: "quote", children: said! };
  };

  let frontMatter: FrontMatter | null = null;
  const blocks: Located[] = [];
  for (const node of tree.children) {
    const line = lineOfNode(node);
    switch (node.type) {
      case "yaml":
        frontMatter = {
          ...readYaml(node.value, line + 1, report, "the front matter (between the --- lines)"),
          endLine: node.position?.end.line ?? line,
        };
        break;
      case "paragraph": {
        const children = inline(node.children);
        if (children.length) blocks.push({ block: { type: "paragraph", children }, line });
        break;
      }
      case "heading": {
        if (node.depth === 1) report(line, "# makes the page title, which the site sets itself: use ## for a heading");
        else if (node.depth > 4) report(line, "headings go down to #### at most");
        else {
          const children = inline(node.children);
          const hashes = "#".repeat(node.depth);
          if (!children.length) report(line, `the ${hashes} heading has no words: write its words after the ${hashes}`);
          // Kept even without words: a ## still starts a legal section or an FAQ question, so the
          // text under it is not also reported as belonging to the one before.
          blocks.push({ block: { type: "heading", depth: node.depth as 2 | 3 | 4, children }, line });
        }
        break;
      }
      case "list": {
        const block = list(node);
        if (block) blocks.push({ block, line });
        break;
      }
      case "blockquote": {
        const block = quote(node);
        if (block) blocks.push({ block, line });
        break;
      }
      case "thematicBreak":
        blocks.push({ block: { type: "break" }, line });
        break;
      default:
        report(line, UNSUPPORTED[node.type] ?? `${node.type} is not supported here`);
    }
  }
  return { frontMatter, blocks, problems };
}

/** The words of inline nodes, without their formatting. */
function wordsOf(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.type === "text" ? node.value : wordsOf(node.children))).join("");
}

// Every word a visitor reads is content staff edit, so no component or route module
// writes one. Read as TypeScript (the compiler's own parser), every piece of JSX text and every
// string given to an attribute a visitor or a screen reader meets (aria-label, label, heading…)
// must be an expression, not a literal with letters in it. Punctuation and symbols (→, ·, †, ★)
// are the page's typography, not words.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const FOLDERS = ["app/components", "app/features", "app/routes", "app/root.tsx"];

/** Props that carry words to the page (the site's components pass them on to text or aria-label). */
const WORD_PROPS = new Set([
  "aria-label",
  "alt",
  "title",
  "placeholder",
  "label",
  "heading",
  "lead",
  "text",
  "note",
  "eyebrow",
  "caption",
]);

/**
 * What may stay in code, and why. Each is a file and the literal itself, so a new word in the
 * same file is still found.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // The logo is the brand's wordmark, drawn as type: artwork, like the SVG mark beside it.
  "app/components/Logo/Logo.tsx": ["Born to", "Build"],
};

const tsxFiles = (path: string): string[] => {
  const full = join(ROOT, path);
  if (path.endsWith(".tsx")) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".server.tsx"))
    .map((file) => join(full, file));
};

const hasWord = (text: string) => /\p{L}{2}/u.test(text);

/** Each literal word in JSX text or a word-carrying attribute: "line: text". */
function literalWords(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${line}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWord(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && WORD_PROPS.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isJsxExpression(value) ? value.expression : value;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        hasWord(literal.text)
      )
        report(node, literal.text);
    }
    // {"words"} and {`words`} as a child, the way a literal is kept from being trimmed.
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const inner = node.expression;
      if (inner && (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) && hasWord(inner.text))
        report(node, inner.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const allowed = ALLOWED[relative(ROOT, file)] ?? [];
  return found.filter((hit) => !allowed.includes(hit.replace(/^\d+: /, "")));
}

describe("components and routes", () => {
  const files = FOLDERS.flatMap(tsxFiles);

  it("are found: the check reads the site's component and route modules", () => {
    // A wrong folder would pass with nothing read.
    expect(files.length).toBeGreaterThan(60);
  });

  it("write no word a visitor reads: each comes from content/ (JSX text, labels, headings, aria-labels)", () => {
    const problems = files.flatMap((file) =>
      literalWords(file).map(
        (hit) => `${relative(ROOT, file)}:${hit} (move it to the page's or the shared words' YAML file)`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

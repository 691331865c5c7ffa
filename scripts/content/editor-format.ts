/**
 * Staff's files in the form the web editor saves them, so that a change made there is a diff of
 * the lines changed and nothing else (one FAQ sentence was a 20-line diff, a pay rise
 * refolded every long line of the trade, a traits file lost its header comment).
 *
 * Decap CMS 3.16 writes YAML with yaml 1.10.3 (its formats/yaml.ts, copied here as it is): the
 * top-level keys in the order of the collection's fields, a field's `comment` above it, long text
 * folded at 80 columns. Its Markdown widget writes bulleted lists with `*` and starts the text on
 * the line after the front matter. `npm run content:format` writes every file so; the live suite
 * (tests/live/) checks that none has drifted, and the editor's tests that a one-line change saved
 * there is a one-line diff.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import YAML from "decap-yaml";
import type { Node, Pair, YAMLMap } from "decap-yaml/types";
import { EDITOR_COLLECTIONS, type Field } from "./editor-config";

/** Decap's own tag for ISO timestamps (2024-06-10T09:00:00Z), so such a value reads back as it did. */
const timestampTag = {
  identify: (value: unknown) => value instanceof Date,
  default: true as const,
  tag: "!timestamp",
  test: /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)Z$/,
  resolve: (text: string) => new Date(text),
  stringify: (item: Node) => (item as unknown as { value: Date }).value.toISOString(),
};

/** A YAML document as the editor reads it (comments and layout gone). */
function readAsEditor(text: string): unknown {
  const doc = YAML.parseDocument(text, { customTags: [timestampTag], prettyErrors: true });
  if (doc.errors.length) throw new Error(doc.errors.map((error) => error.message).join("\n"));
  return doc.toJSON();
}

/** Decap's YAML writer: keys in `order`, each top-level field's `comment` above it. */
function writeAsEditor(data: object, fields: readonly Field[]): string {
  const contents = YAML.createNode(data) as YAMLMap;
  const items = contents.items;
  for (const item of items) {
    const comment = fields.find((field) => field.name === String(item.key))?.comment as string | undefined;
    // Decap splits a comment at a written "\n" (backslash, n) into lines of their own.
    if (comment) (item as Pair & { commentBefore?: string }).commentBefore = ` ${comment.split("\\n").join("\n ")}`;
  }
  const order = fields.map((field) => field.name);
  items.sort((a, b) => {
    const [first, second] = [order.indexOf(String(a.key)), order.indexOf(String(b.key))];
    return first === -1 || second === -1 ? 0 : first - second;
  });
  const doc = new YAML.Document();
  doc.contents = contents;
  return doc.toString();
}

/** The Markdown widget's text: bulleted lists with `*`, nothing before the first line. */
const markdownAsEditor = (body: string) =>
  `${body
    .replace(/^\n+/, "")
    .replace(/^(\s*)- /gm, "$1* ")
    .replace(/\n*$/, "")}\n`;

/** A Markdown file (front matter, if any, then its text) as the editor writes it. */
function frontMatterFileAsEditor(text: string, fields: readonly Field[]): string {
  const match = /^---\n([\s\S]*?\n)?---\n/.exec(text);
  const body = markdownAsEditor(match ? text.slice(match[0].length) : text);
  const data = match ? (readAsEditor(match[1] ?? "") as Record<string, unknown> | null) : null;
  if (!data || !Object.keys(data).length) return body;
  return `---\n${writeAsEditor(data, fields).trim()}\n---\n${body}`;
}

type Collection = {
  folder?: string;
  extension?: string;
  format?: string;
  fields?: Field[];
  files?: Array<{ file: string; fields: Field[] }>;
};

/** Which of the editor's collections writes `relative` (content/…), with its fields; null for none. */
export function editorFieldsFor(relative: string): { fields: Field[]; markdown: boolean } | null {
  for (const { collection } of EDITOR_COLLECTIONS) {
    const c = collection as unknown as Collection;
    const file = c.files?.find((f) => f.file === relative);
    if (file) return { fields: file.fields, markdown: relative.endsWith(".md") };
    if (c.folder && relative.startsWith(`${c.folder}/`) && relative.endsWith(`.${c.extension}`))
      return { fields: c.fields ?? [], markdown: c.format === "frontmatter" };
  }
  return null;
}

/** `text`, the file `relative` (content/…), as the web editor would save it. */
export function asEditorSaves(relative: string, text: string): string {
  const owner = editorFieldsFor(relative);
  if (!owner) return text;
  if (owner.markdown) return frontMatterFileAsEditor(text, owner.fields);
  return `${writeAsEditor(readAsEditor(text) as object, owner.fields).replace(/\n*$/, "")}\n`;
}

/** Every file under `contentDir` the web editor writes, as content/… paths. */
export function editorFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `content/${relative(contentDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((file) => editorFieldsFor(file))
    .sort();
}

/**
 * The files under `contentDir` not in the form the editor saves them: its next save of each
 * would rewrite more than staff changed. With `write`, each is put in that form (content:format).
 */
export function outOfEditorForm(contentDir: string, write = false): string[] {
  const out: string[] = [];
  for (const file of editorFiles(contentDir)) {
    const path = join(contentDir, file.slice("content/".length));
    const text = readFileSync(path, "utf8");
    const saved = asEditorSaves(file, text);
    if (saved === text) continue;
    out.push(file);
    if (write) writeFileSync(path, saved);
  }
  return out;
}

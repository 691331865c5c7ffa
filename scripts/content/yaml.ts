/**
 * YAML, as staff write it (a post's front matter, the files under content/data/), read with the
 * line of every field, so a problem is reported where it is: "content/data/staff.yaml, line 7".
 */
import { LineCounter, isMap, isSeq, parseDocument, visit, type Node as YamlNode } from "yaml";

/**
 * How many times a file may repeat a part it names (`*name`, a YAML alias): staff never need one,
 * and a few nested ones (an "alias bomb") would make a file of a few lines take all the memory.
 */
export const MAX_ALIASES = 50;

export type YamlData = {
  /** The parsed data; undefined when the text is not valid YAML (its errors are reported). */
  data: unknown;
  /** The line of a key (or list item) path; the nearest existing parent's line if it is missing. */
  lineOf: (path: readonly PropertyKey[]) => number;
};

/** YAML text → data, with a way back from a key path to its line (of the whole file, from `firstLine`). */
export function readYaml(
  yaml: string,
  firstLine: number,
  report: (line: number, message: string) => void,
  what: string,
): YamlData {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  for (const error of doc.errors) {
    report(lineAt(error.pos[0]), `${what} is not valid: ${plainYamlError(error.code, error.message)}`);
  }
  const lineOf = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents;
    let line = firstLine - 1;
    for (const key of path) {
      if (isMap(node)) {
        // A line with no name before its colon (": words") has an empty key, null in the document
        // and "" in its data.
        const pair = node.items.find((item) => {
          const name = (item.key as { value?: unknown } | null)?.value;
          return name === key || (key === "" && name === null);
        });
        if (!pair) break;
        const keyNode = pair.key as YamlNode;
        if (keyNode.range) line = lineAt(keyNode.range[0]);
        node = pair.value;
      } else if (isSeq(node) && typeof key === "number") {
        const item = node.items[key] as YamlNode | undefined;
        if (!item) break;
        if (item.range) line = lineAt(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };
  return { data: doc.errors.length ? undefined : dataOf(doc, lineAt, report, what), lineOf };
}

/** The document's data; undefined (reported at the first alias, in staff's words) when it repeats itself too much. */
function dataOf(
  doc: ReturnType<typeof parseDocument>,
  lineAt: (offset: number) => number,
  report: (line: number, message: string) => void,
  what: string,
): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch {
    // The yaml package throws (a ReferenceError) past maxAliasCount; nothing else here throws on
    // a document it parsed without errors, but any such throw is reported the same way.
    let line = lineAt(0);
    visit(doc, {
      Alias(_, node) {
        if (node.range) line = lineAt(node.range[0]);
        return visit.BREAK;
      },
    });
    report(
      line,
      `${what} is not valid: it repeats a part named elsewhere in the file (a *name) too many times; write each value out in full instead`,
    );
    return undefined;
  }
}

function plainYamlError(code: string, message: string): string {
  if (code === "DUPLICATE_KEY") return "a field is written twice";
  if (code === "BAD_INDENT" || code === "MISSING_CHAR" || code === "UNEXPECTED_TOKEN") {
    return `check the indentation and that each line is "name: value" (${message.split("\n")[0]})`;
  }
  if (code === "BLOCK_AS_IMPLICIT_KEY" || code === "MULTILINE_IMPLICIT_KEY") {
    return 'a value may not run onto the next line unless the line starts with spaces; text with a ": " in it needs quotes around it';
  }
  return message.split("\n")[0] ?? message;
}

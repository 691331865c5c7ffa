/**
 * Where a problem is, as the web editor shows it: a file under content/ and a path in it
 * (`content/redirects.yaml`, ["rules", 53, "to"]) → the screen, the entry and the field by their
 * labels, a list's items counted from 1 ("Redirects › Redirect rules › Rules › rule 54 › Goes to").
 * The labels are the editor's own configuration (editor-collections.ts, which config.yml is
 * written from), so a label changed there changes here.
 */
import { LineCounter, isMap, isSeq, parseDocument } from "yaml";
import { EDITOR_COLLECTIONS } from "./editor-collections";
import type { Field } from "./editor-fields";

export type EditorPlace = {
  /** The collection in the editor's side bar: "Redirects". */
  screen: string;
  /** The entry opened in it: a file's label, or a post's or trade's title. */
  entry: string;
  /** The fields from the entry down, as the editor labels them; a list's item as "rule 54". */
  fields: string[];
};

type Part = { label?: string; file?: string; folder?: string; fields?: Field[]; label_singular?: string };

/** The editor's entry for a file (`content/...`): its collection, and its own label or fields. */
function entryOf(file: string): { screen: string; entry?: string; fields: Field[] } | undefined {
  for (const { collection } of EDITOR_COLLECTIONS) {
    const files = collection.files as Part[] | undefined;
    const own = files?.find((part) => part.file === file);
    if (own) return { screen: collection.label, entry: own.label ?? file, fields: own.fields ?? [] };
    const folder = collection.folder as string | undefined;
    if (folder && file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes("/"))
      return { screen: collection.label, fields: (collection.fields as Field[] | undefined) ?? [] };
  }
  return undefined;
}

/** "Rules" with label_singular "rule" → "rule 54"; a list without one → "item 54". */
const itemWords = (list: Field, index: number) =>
  `${typeof list.label_singular === "string" ? list.label_singular : "item"} ${index + 1}`;

/** The labels of `path` from `fields` down; a key the editor does not have is named as it is written. */
function fieldWords(fields: readonly Field[], path: readonly PropertyKey[]): string[] {
  const out: string[] = [];
  let here: readonly Field[] = fields;
  let list: Field | undefined;
  for (const key of path) {
    if (list && typeof key === "number") {
      out.push(itemWords(list, key));
      // A list of single values (`field`) holds the values themselves; a list of groups, fields.
      here = list.fields ?? list.field?.fields ?? [];
      list = undefined;
      continue;
    }
    const field = typeof key === "string" ? here.find((f) => f.name === key) : undefined;
    if (!field) {
      out.push(typeof key === "number" ? `item ${key + 1}` : String(key));
      here = [];
      list = undefined;
      continue;
    }
    out.push(field.label);
    list = field.widget === "list" ? field : undefined;
    here = field.fields ?? [];
  }
  return out;
}

/**
 * The place of `path` in `file` (a path under the project: content/redirects.yaml), or undefined
 * when no screen of the editor shows the file. `title`: the entry's own title, for a post or a
 * trade (the editor lists them by it); the file's name when not given.
 */
export function editorPlace(file: string, path: readonly PropertyKey[] = [], title?: string): EditorPlace | undefined {
  const entry = entryOf(file);
  if (!entry) return undefined;
  const name = file.slice(file.lastIndexOf("/") + 1).replace(/\.(?:md|ya?ml)$/, "");
  return { screen: entry.screen, entry: entry.entry ?? title ?? name, fields: fieldWords(entry.fields, path) };
}

/** A post's or a trade's title in its data, as the editor lists the entry by it. */
export const titleIn = (data: unknown): string | undefined => {
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const title = record.title ?? record.name;
  return typeof title === "string" && title.trim() ? title.trim() : undefined;
};

/** A place in one line of words: "Redirects › Redirect rules › Rules › rule 54 › Goes to". */
export const placeWords = (place: EditorPlace) => {
  // A screen with one entry of the same name (Site settings) is named once; so is an entry
  // whose one list has its name (Questions › Questions).
  const fields = place.fields[0] === place.entry ? place.fields.slice(1) : place.fields;
  return [place.screen, ...(place.entry === place.screen ? [] : [place.entry]), ...fields].join(" › ");
};

/**
 * A namer of fields for one file's messages: the place as the editor shows it, or, for a file no
 * screen shows, the path as written with list items counted from 1 (`fallback`).
 */
export const editorNamer =
  (file: string, fallback: (path: readonly PropertyKey[]) => string, title?: string) =>
  (path: readonly PropertyKey[]): string => {
    const place = editorPlace(file, path, title);
    return place ? placeWords(place) : fallback(path);
  };

/**
 * The path of the field written on `line` (1-based) of a YAML text, or of a Markdown file's front
 * matter: the deepest key or list item that starts there; [] when none does (a body's line).
 */
export function pathAtLine(text: string, line: number): PropertyKey[] {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const yaml = front ? front[1]! : text;
  const first = front ? 2 : 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter });
  const lineOf = (node: unknown) => {
    const range = (node as { range?: [number] } | null)?.range;
    return range ? lineCounter.linePos(range[0]).line + first - 1 : -1;
  };
  let found: PropertyKey[] = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (isMap(node))
      for (const pair of node.items) {
        const key = (pair.key as { value?: unknown } | null)?.value;
        if (typeof key !== "string") continue;
        if (lineOf(pair.key) === line) found = [...path, key];
        walk(pair.value, [...path, key]);
      }
    else if (isSeq(node))
      node.items.forEach((item, i) => {
        if (lineOf(item) === line && found.length <= path.length) found = [...path, i];
        walk(item, [...path, i]);
      });
  };
  walk(doc.contents, []);
  return found;
}

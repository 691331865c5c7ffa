// The words staff read in the web editor (docs/editor.md): every label says what the field is on
// the page, never a field's name in the code; two different fields of one collection never share
// a label; a closed list item shows its own words, so a sentence is found without opening each;
// no editor text sends staff to the SPEC. Read from the configuration config.yml is written from.
import { describe, expect, it } from "vitest";
import { EDITOR_COLLECTIONS, editorConfig, type Field } from "../../scripts/content/editor-config";
import { jsonSchemaOf } from "../../scripts/content/editor-from-schema";

type Part = { name?: string; file?: string; label?: string; description?: string; fields: Field[] };
type Collection = Part & { files?: Part[] };
type Json = {
  title?: string;
  properties?: Record<string, Json>;
  items?: Json;
  prefixItems?: Json[];
  anyOf?: Json[];
};

const collections = () => editorConfig("https://example.org").collections as unknown as Collection[];

/** The titles the schema behind a collection's file gives its fields, by path ("hero.lead", "steps[].title"). */
function schemaTitles(collection: Collection, part: Part): Map<string, string> {
  const entry = EDITOR_COLLECTIONS.find((c) => c.collection.name === collection.name);
  const key = part.file ? part.file.replace(/^content\//, "") : "*";
  const schema = entry?.schemas[key];
  const titles = new Map<string, string>();
  const walk = (json: Json, path: string) => {
    const node = json.anyOf?.find((option) => option.properties || option.items) ?? json;
    if (json.title && path) titles.set(path, json.title);
    for (const [name, child] of Object.entries(node.properties ?? {})) walk(child, `${path}${path ? "." : ""}${name}`);
    const item = node.prefixItems?.[0] ?? node.items;
    if (item && typeof item === "object") walk(item, `${path}[]`);
  };
  if (schema) walk(jsonSchemaOf(schema) as Json, "");
  return titles;
}

/** Every field of a collection with its path in its file ("hero.lead", "steps[].title") and its depth. */
function fieldsOf(collection: Collection): Array<{ field: Field; path: string; depth: number }> {
  const out: Array<{ field: Field; path: string; depth: number }> = [];
  const walk = (fields: readonly Field[], prefix: string, depth: number) => {
    for (const field of fields) {
      const path = `${prefix}${field.name}`;
      out.push({ field, path, depth });
      if (field.fields) walk(field.fields, `${path}.`, depth + 1);
      if (field.field) walk([field.field], `${path}[].`, depth + 1);
    }
  };
  for (const part of collection.files ?? [collection]) walk(part.fields, `${part.name ?? ""}/`, 0);
  return out;
}

/** "whyChoose" → "Why choose": a field's name in the code, spelt out. */
const spelt = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

describe("the editor's labels", () => {
  it("no label is a field's name in the code, and none names an href", () => {
    const raw: string[] = [];
    for (const collection of collections())
      for (const part of collection.files ?? [collection]) {
        const titles = schemaTitles(collection, part);
        for (const { field, path } of fieldsOf({ ...part, files: undefined, name: "" })) {
          const camel = /[a-z][A-Z]/.test(field.name);
          const where = `${collection.name} ${part.name ?? ""}${path}: "${field.label}"`;
          // A name of two words or more, spelt out, is a label only where the schema says so.
          const given = titles.get(path.replace(/^\//, "").replace(/\[\]\.[^.]+$/, "[]")) === field.label;
          if (field.label === field.name && camel) raw.push(where);
          else if (camel && field.label === spelt(field.name) && !given) raw.push(where);
          else if (/href/i.test(field.label)) raw.push(where);
        }
      }
    expect(raw).toEqual([]);
  });

  it("two different fields of one collection never share a label", () => {
    const clashes: string[] = [];
    for (const collection of collections()) {
      const names = new Map<string, Set<string>>();
      for (const { field } of fieldsOf(collection)) {
        if (field.widget === "hidden") continue; // never shown
        names.set(field.label, (names.get(field.label) ?? new Set()).add(field.name));
      }
      for (const [label, fields] of names)
        if (fields.size > 1) clashes.push(`${collection.name}: "${label}" is ${[...fields].join(", ")}`);
    }
    expect(clashes).toEqual([]);
  });

  it("a page's title and description in search results are labelled so only at the top of its file", () => {
    const misnamed: string[] = [];
    for (const collection of collections())
      for (const { field, path, depth } of fieldsOf(collection))
        if (depth > 0 && /search results/i.test(field.label)) misnamed.push(`${collection.name} ${path}`);
    expect(misnamed).toEqual([]);
  });

  it("every list shows each item's own words while it is closed", () => {
    const bare: string[] = [];
    for (const collection of collections())
      for (const { field, path } of fieldsOf(collection))
        if (field.widget === "list" && !field.summary) bare.push(`${collection.name} ${path}`);
    expect(bare).toEqual([]);
  });

  it("no label, hint or description sends staff to the SPEC", () => {
    const texts = collections().flatMap((collection) => [
      collection.description,
      ...(collection.files ?? []).flatMap((file) => [file.label, file.description]),
      ...fieldsOf(collection).flatMap(({ field }) => [field.label, field.hint]),
    ]);
    expect(texts.filter((text) => typeof text === "string" && /\bSPEC\b/.test(text))).toEqual([]);
  });
});

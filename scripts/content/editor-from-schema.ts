/**
 * The web editor's fields for a file, made from the schema the file is checked with, so the
 * editor and content:check can never disagree about a field. It reads the schema's public JSON
 * Schema (`z.toJSONSchema()`, as the file is written: before any transform) and maps it to Decap
 * widgets: a group for an object, a list for an array (fixed length for a fixed list), a choice
 * for an enum, a hidden field for a value the schema fixes (a button's label, a link's address).
 * The words come from each field's `.meta()` (app/content/schema/editor-meta.ts): `title` is the
 * label, `description` the hint, and the pattern is the schema's own regex, with `patternHint`
 * saying what to write. A field with no title is named by its key in staff's words (WORDS).
 * A group whose meta names a `picture` is a photo staff upload: its file, description and focus,
 * with the hint of the place it is shown.
 */
import { z } from "zod";
import type { GlobalMeta } from "zod/v4/core";
import { SLOTS } from "./image-slots";
import { group, image, optionalGroupField, slotHint, type Field } from "./editor-fields";

/** A node of the JSON Schema zod writes, with the keys `.meta()` adds. */
type Json = GlobalMeta & {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json | false;
  prefixItems?: Json[];
  enum?: Array<string | number>;
  const?: unknown;
  anyOf?: Json[];
  pattern?: string;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

/**
 * Staff's words for a key that means the same wherever it is (a section's heading, its lead).
 * A key that means different things in different places (a title in search results, a card's
 * title) has none here: its schema gives its title.
 */
const WORDS: Record<string, string> = {
  heading: "Heading",
  lead: "Introduction",
  text: "Text",
  paragraphs: "Paragraphs",
  paragraph: "Paragraph",
  cta: "Button",
  hero: "Top of the page",
  cards: "Cards",
  items: "Items",
  steps: "Steps",
  icon: "Icon",
  caption: "Caption",
};

/** "whyChoose" → "Why choose"; "year-12-preferred" → "Year 12 preferred". */
export const spelt = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/-/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Long text gets the larger box (a field's meta may say so too: `widget: "text"`). */
const LONG = new Set([
  "lead",
  "text",
  "paragraphs",
  "caption",
  "answer",
  "award",
  "description",
  "note",
  "notAdvice",
  "payNote",
  "source",
  "twoReadings",
  "resultsLead",
  "privacy",
  "noReasons",
]);

/** The JSON Schema of a file's schema as staff write the file (a preprocess's target, a transform's source). */
export const jsonSchemaOf = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;

/** A node that may also be empty: `null` among its types, or among a union's. */
function unnull(json: Json): { json: Json; nullable: boolean } {
  if (Array.isArray(json.type) && json.type.includes("null")) {
    const types = json.type.filter((t) => t !== "null");
    return { json: { ...json, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  const rest = json.anyOf?.filter((option) => option.type !== "null");
  if (json.anyOf && rest && rest.length < json.anyOf.length) {
    const { anyOf: _, ...own } = json;
    return { json: rest.length === 1 ? { ...rest[0]!, ...own } : { ...own, anyOf: rest }, nullable: true };
  }
  return { json, nullable: false };
}

/** The values a choice may take: an enum's, or a union of constants'. */
function choices(json: Json): Array<string | number> | null {
  if (json.enum) return json.enum;
  if (json.anyOf?.length && json.anyOf.every((option) => option.const !== undefined))
    return json.anyOf.map((option) => option.const as string | number);
  return null;
}

const options = (values: Array<string | number>, labels: Record<string, string> | undefined) =>
  labels ? values.map((value) => ({ label: labels[String(value)] ?? String(value), value })) : values.map(String);

/** A list's or a number's limits, leaving out the ones zod writes for any integer (±2^53 - 1). */
const bounds = (min?: number, max?: number) => ({
  ...(min !== undefined && Math.abs(min) < Number.MAX_SAFE_INTEGER ? { min } : {}),
  ...(max !== undefined && Math.abs(max) < Number.MAX_SAFE_INTEGER ? { max } : {}),
});

/** The hint of a photo shown in `slot`, which image-slots.ts must have. */
function slotHintOf(slot: NonNullable<Json["picture"]>["slot"], before?: string): string {
  if (!(slot in SLOTS))
    throw new Error(`A picture's meta names the slot "${slot}", which image-slots.ts does not have`);
  return slotHint(slot, before);
}

/**
 * A picture's fields, from its schema (data-schema.ts pictureSourceSchema): its file takes the
 * folder and the place its group's meta names (a slot content:check holds photos to).
 */
function pictureFieldsOf(json: Json): Field[] {
  const { folder, slot } = json.picture!;
  const src = { ...json.properties!.src!, photoFile: { slot, folder } };
  return fieldsOfJson({ ...json, properties: { ...json.properties, src } });
}

/** A photo file's field: uploaded into its folder, if it names one, with its place's hint. */
function photoFileField(name: string, label: string, { slot, before, folder }: NonNullable<Json["photoFile"]>): Field {
  const folders = folder ? { media_folder: `/content/images/${folder}`, public_folder: `/images/${folder}` } : {};
  return image(name, label, slotHintOf(slot, before), folders);
}

/** The line a closed list item shows: the meta's summary, or its first words field. */
function summaryOf(json: Json, fields: Field[]): string | undefined {
  if (json.summary) return json.summary;
  const words = fields.find((f) => ["string", "text"].includes(f.widget));
  return words ? `{{fields.${words.name}}}` : undefined;
}

/**
 * The items of a fixed list (SPEC's five steps, its three figures) may each fix a value (a step's
 * title): one field for all of them, a choice of the values each may take, so no item can take
 * another's. An object item's fields are made once, from the first item's shape.
 */
function tupleItem(items: Json[], name: string): Field {
  const first = items[0]!;
  if (first.type !== "object") return fieldOf(first, name, true);
  const fields = Object.keys(first.properties ?? {}).map((key) => {
    const each = items.map((item) => item.properties?.[key]).filter(Boolean) as Json[];
    const fixed = each.map((json) => json.const).filter((value) => value !== undefined);
    if (fixed.length === each.length && new Set(fixed).size > 1)
      return {
        label: labelOf(first.properties![key]!, key),
        name: key,
        widget: "select",
        options: fixed.map(String),
        hint: "Fixed for each place in the list: each item keeps its own.",
      } satisfies Field;
    return fieldOf(first.properties![key]!, key, (first.required ?? []).includes(key));
  });
  return { label: labelOf(first, name), name, widget: "object", fields };
}

/** A list's name for one of its items: "answers" → "answer", "clashes" → "clash". */
const singular = (name: string) => name.replace(/(ch|sh|ss|x)es$/, "$1").replace(/s$/, "");

const labelOf = (json: Json, name: string) => json.title ?? WORDS[name] ?? spelt(name);

/** The editor's field for one node of the JSON Schema, `required` as its object says. */
export function fieldOf(node: Json, name: string, required: boolean): Field {
  const { json, nullable } = unnull(node);
  const optional = !required || nullable;
  const label = labelOf(json, name);
  const hint = json.description ? { hint: json.description } : {};
  const made = ((): Field => {
    if (json.widget === "hidden") return { label, name, widget: "hidden" };
    if (json.picture) return { ...group(name, label, pictureFieldsOf(json)), ...hint };
    if (json.photoFile) return photoFileField(name, label, json.photoFile);
    if (json.const !== undefined)
      // A value the schema fixes: kept as it is, and checked by the schema.
      return { label, name, widget: "hidden", default: json.const };
    const values = choices(json);
    if (values) return { label, name, widget: "select", options: options(values, json.optionLabels), ...hint };
    switch (json.type) {
      case "object":
        return { label, name, widget: "object", collapsed: false, ...hint, fields: fieldsOfJson(json) };
      case "array": {
        if (json.prefixItems) {
          const items = json.prefixItems;
          const item = tupleItem(items, singular(name));
          const limits = { min: items.length, max: items.length, allow_add: false };
          if (item.widget !== "object") return { label, name, widget: "list", ...hint, field: item, ...limits };
          const summary = summaryOf(json, item.fields!);
          return {
            label,
            name,
            widget: "list",
            collapsed: true,
            ...hint,
            ...(summary ? { summary } : {}),
            fields: item.fields,
            ...limits,
          };
        }
        const element = unnull(json.items || {}).json;
        const limits = bounds(json.minItems, json.maxItems);
        const elementValues = choices(element);
        if (elementValues)
          return {
            label,
            name,
            widget: "select",
            multiple: true,
            ...hint,
            options: options(elementValues, element.optionLabels ?? json.optionLabels),
            ...limits,
          };
        // A list of pictures: each item is the picture's own fields (one group fewer to open).
        if (element.picture || element.type === "object") {
          const fields = element.picture ? pictureFieldsOf(element) : fieldsOfJson(element);
          const summary = summaryOf(json, fields);
          return {
            label,
            name,
            widget: "list",
            collapsed: true,
            ...hint,
            ...(summary ? { summary } : {}),
            fields,
            ...limits,
          };
        }
        const item = fieldOf(element, singular(name), true);
        // Each item shows its own words while closed, so staff find a sentence without opening each.
        return { label, name, widget: "list", ...hint, summary: `{{fields.${item.name}}}`, field: item, ...limits };
      }
      case "integer":
      case "number": {
        const min = json.minimum ?? (json.exclusiveMinimum !== undefined ? json.exclusiveMinimum + 1 : undefined);
        const pattern = json.typedPattern ? { pattern: json.typedPattern } : {};
        return { label, name, widget: "number", value_type: "int", ...bounds(min, json.maximum), ...hint, ...pattern };
      }
      case "boolean":
        return {
          label,
          name,
          widget: "boolean",
          ...(json.default === undefined ? {} : { default: json.default }),
          ...hint,
        };
      default: {
        // A widget of the editor's own (public/admin/editor.js): it checks what is typed itself.
        if (json.widget && !["string", "text"].includes(json.widget))
          return { label, name, widget: json.widget, ...hint };
        const long = json.widget === "text" || (json.widget !== "string" && LONG.has(name));
        // The meta's check as staff type, else the schema's own pattern, where its meta says in
        // staff's words what it asks for.
        const pattern: [string, string] | undefined =
          json.typedPattern ??
          (json.pattern && json.patternHint
            ? [json.pattern, json.patternHint]
            : json.minLength && json.minLength > 1 && json.lengthHint
              ? [`.{${json.minLength},}`, json.lengthHint]
              : undefined);
        return { label, name, widget: long ? "text" : "string", ...hint, ...(pattern ? { pattern } : {}) };
      }
    }
  })();
  // Whatever kind of list it is, its items have the name the meta gives them ("Add rule").
  const named = json.itemName && made.widget === "list" ? { ...made, label_singular: json.itemName } : made;
  const field = json.comment ? { ...named, comment: json.comment } : named;
  if (!optional || field.widget === "hidden") return field;
  // A group that may be left empty: nothing inside it is required (content:check reports one half filled in).
  return field.widget === "object" ? optionalGroupField(field) : { ...field, required: false };
}

/** The fields of an object node, in its order. */
function fieldsOfJson(json: Json): Field[] {
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, node]) => fieldOf(node, name, required.has(name)));
}

/** The fields of a file whose schema is `schema` (an object schema), in its order. */
export const fieldsOf = (schema: z.ZodType): Field[] => fieldsOfJson(jsonSchemaOf(schema));

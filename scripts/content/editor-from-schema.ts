/**
 * The web editor's fields for a page-copy file, made from the schema the file is checked with
 * (issue 43), so the editor and content:check can never disagree about a field: a group for an
 * object, a list for an array (fixed length for SPEC's fixed lists), a choice for an enum, a
 * hidden field for a value SPEC fixes (a button's label, a link's address). Labels are staff's
 * words for each field name (LABELS); a name without one is spelt out ("whyChoose": "Why choose").
 */
import type { z } from "zod";
import { optionalGroupField, type Field } from "./editor-fields";

type Def = {
  type: string;
  innerType?: Schema;
  element?: Schema;
  items?: Schema[];
  out?: Schema;
  in?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Schema[];
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }>;
};
type Schema = { def: Def; shape?: Record<string, Schema>; description?: string };

/** Staff's words for a field, by its name. */
const LABELS: Record<string, string> = {
  title: "Title in search results",
  description: "Description in search results",
  heading: "Heading",
  lead: "Introduction",
  text: "Text",
  paragraphs: "Paragraphs",
  label: "Button or link words",
  href: "Address it goes to",
  hint: "One line under the link",
  cta: "Button",
  hero: "Top of the page",
  cards: "Cards",
  items: "Items",
  steps: "Steps",
  icon: "Icon",
  note: "Small print under the figure",
  value: "Figure",
  question: "Question (as a visitor would ask it)",
  answer: "The program's answer (empty: the page asks visitors to call or e-mail)",
  openFacts: "Questions only the program can answer",
  applyLabel: "Apply button",
  contactLabel: "Contact button",
  tradesLabel: "Trades button",
  exploreLabel: "Explore button",
  frameTitle: "Name of the embedded frame (read out by screen readers)",
  caption: "Caption",
  id: "Anchor (the part after # in a link to this section)",
  slugs: "Trades shown (their addresses)",
  slug: "Address",
  kinds: "What each pay figure is (written after the figure)",
  firstYear: "A first-year apprentice's hourly rate",
  qualified: "A qualified tradesperson's yearly pay",
  graduate: "A graduate's yearly pay (the civil engineer's starting figure)",
  notes: "Notes around the figures",
  listingGives: "Under a trade page's own yearly pay, before the trades listing's figure",
  ownPageGives: "Under a pay table, before a trade page's own yearly pay",
  sourceLabel: 'Before the source\'s name ("Source")',
  checkedLabel: 'Before the month the figures were checked ("checked")',
  cite: 'The source\'s short name, on every trade card ("Source: …, checked November 2026")',
};

/** "whyChoose" → "Why choose"; "year-12-preferred" → "Year 12 preferred". */
const spelt = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/-/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
export const labelOf = (name: string) => LABELS[name] ?? spelt(name);

/** The schema a value finally meets, and whether it may be left out. */
function inner(schema: Schema): { schema: Schema; optional: boolean } {
  let s = schema;
  let optional = false;
  let required = false;
  for (;;) {
    // .required() on an optional field: it may not be left out after all.
    if (s.def.type === "nonoptional" && s.def.innerType) {
      required = true;
      s = s.def.innerType;
      continue;
    }
    if (["optional", "default", "nullable"].includes(s.def.type)) optional = true;
    if (["optional", "nullable", "default"].includes(s.def.type) && s.def.innerType) s = s.def.innerType;
    else if (s.def.type === "pipe" && s.def.out?.def.type === "transform" && s.def.in) s = s.def.in;
    else if (s.def.type === "pipe" && s.def.out) s = s.def.out;
    else return { schema: s, optional: optional && !required };
  }
}

/** An array's fixed length, or its bounds, from its checks. */
function bounds(schema: Schema): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def;
    if (def.check === "length_equals") out.min = out.max = def.length;
    if (def.check === "min_length") out.min = def.minimum;
    if (def.check === "max_length") out.max = def.maximum;
  }
  return out;
}

/** Long text gets the larger box. */
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

/**
 * The items of a fixed list (SPEC's five steps, its three figures) may each fix a value (a step's
 * title): one field for all of them, a choice of the values each may take, so no item can take
 * another's. An object item's fields are made once, from the first item's shape.
 */
function tupleItem(items: Schema[], name: string): Field {
  const first = inner(items[0]!).schema;
  if (first.def.type !== "object") return fieldOf(items[0]!, name);
  const keys = Object.keys(first.shape ?? {});
  const fields = keys.map((key) => {
    const each = items.map((item) => inner(item).schema.shape?.[key]).filter(Boolean) as Schema[];
    const literals = each.map((s) => inner(s).schema).filter((s) => s.def.type === "literal");
    if (literals.length === each.length && new Set(literals.map((s) => s.def.values?.[0])).size > 1)
      return {
        label: labelOf(key),
        name: key,
        widget: "select",
        options: literals.map((s) => String(s.def.values?.[0])),
        hint: "Fixed for each place in the list (SPEC).",
      } satisfies Field;
    return fieldOf(first.shape![key]!, key);
  });
  return { label: labelOf(name), name, widget: "object", fields };
}

/** The editor's field for one schema. */
export function fieldOf(schema: Schema | z.ZodType, name: string): Field {
  const { schema: s, optional } = inner(schema);
  const label = labelOf(name);
  const field = ((): Field => {
    switch (s.def.type) {
      case "object":
        return { label, name, widget: "object", collapsed: false, fields: fieldsOf(s) };
      case "array": {
        const element = inner(s.def.element!).schema;
        const { min, max } = bounds(s);
        const limits = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
        if (element.def.type === "object")
          return { label, name, widget: "list", collapsed: true, fields: fieldsOf(element), ...limits };
        return { label, name, widget: "list", field: fieldOf(s.def.element!, name.replace(/s$/, "")), ...limits };
      }
      case "tuple": {
        const items = s.def.items ?? [];
        const item = tupleItem(items, name.replace(/s$/, ""));
        const limits = { min: items.length, max: items.length, allow_add: false };
        return item.widget === "object"
          ? { label, name, widget: "list", collapsed: true, fields: item.fields, ...limits }
          : { label, name, widget: "list", field: item, ...limits };
      }
      case "literal":
        // A value SPEC fixes: kept as it is, and checked by the schema.
        return { label, name, widget: "hidden", default: s.def.values?.[0] };
      case "enum":
        return { label, name, widget: "select", options: Object.values(s.def.entries ?? {}) };
      case "number":
        return { label, name, widget: "number", value_type: "int" };
      case "boolean":
        return { label, name, widget: "boolean" };
      default:
        // Words with placeholders ("Call us on {phone}") say which to keep (copy-helpers' template).
        return {
          label,
          name,
          widget: LONG.has(name) ? "text" : "string",
          ...(s.description ? { hint: s.description } : {}),
        };
    }
  })();
  if (!optional || field.widget === "hidden") return field;
  // A group that may be left empty: nothing inside it is required (content:check reports one half filled in).
  return field.widget === "object" ? optionalGroupField(field) : { ...field, required: false };
}

/** The fields of an object schema, in its order. */
export function fieldsOf(schema: Schema | z.ZodType): Field[] {
  const shape = (schema as { shape?: Record<string, Schema> }).shape ?? {};
  return Object.entries(shape).map(([name, s]) => fieldOf(s, name));
}

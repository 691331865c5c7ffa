/**
 * The web editor's field builders (Decap CMS widgets) that editor-from-schema.ts makes each
 * schema's fields with, and the few a collection adds itself (a Markdown body, a data file).
 */
import type { z } from "zod";
import type { DATA_FILES } from "../../app/content/data-schema";
import { MAX_PICTURE_BYTES, SLOTS, type SlotName } from "./image-slots";

/** One entry per collection: its Decap definition and the schema its files are checked against. */
export type EditorCollection = {
  collection: Record<string, unknown> & { name: string; label: string };
  /** For a folder collection, or each file of a file collection, the schema of the front matter / file. */
  schemas: Record<string, z.ZodType>;
};

export type Field = {
  label: string;
  name: string;
  widget: string;
  hint?: string;
  required?: false;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  options?: Array<string | { label: string; value: string | number }>;
  [option: string]: unknown;
};

/** Largest file staff may upload: the content check's limit (Workers Static Assets' 25 MiB). */
export const MAX_UPLOAD_BYTES = MAX_PICTURE_BYTES;

/**
 * A group that may be left empty. The editor would insist on every field inside it, so none is
 * required here; content:check reads a group left empty as "none" and reports one half filled in.
 */
export const optionalGroupField = (field: Field): Field => {
  const loosen = (f: Field): Field => ({
    ...f,
    required: false,
    ...(f.fields ? { fields: f.fields.map(loosen) } : {}),
    ...(f.field ? { field: loosen(f.field) } : {}),
  });
  return loosen(field);
};
export const group = (name: string, label: string, fields: Field[], extra: Partial<Field> = {}): Field => ({
  label,
  name,
  widget: "object",
  fields,
  ...extra,
});
/** What a photo for `slot` must be, in the words content:check uses when it is not. */
export const slotHint = (slot: SlotName, before = "") => {
  const { ratio, minWidth, example } = SLOTS[slot];
  const shape = ratio.shape.charAt(0).toUpperCase() + ratio.shape.slice(1);
  return `${before}${shape}, at least ${minWidth} pixels wide (for example ${example}).`;
};

/** An image field: a photo chosen or uploaded (never an outside address), at most MAX_UPLOAD_BYTES. */
export const image = (name: string, label: string, hint: string, extra: Partial<Field> = {}): Field => ({
  label,
  name,
  widget: "image",
  hint,
  choose_url: false,
  media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
  ...extra,
});

/**
 * Markdown as the site supports it: no images, tables or code inside the text. `deepest`: the
 * smallest heading content:check accepts in that file (a post's go down to ###, the FAQ's and
 * the legal pages' to ####), so the toolbar never offers one the check refuses.
 */
export const body = (label: string, hint: string, deepest: 3 | 4 = 4): Field => ({
  label,
  name: "body",
  widget: "markdown",
  hint,
  buttons: [
    "bold",
    "italic",
    "link",
    "heading-two",
    "heading-three",
    ...(deepest === 4 ? (["heading-four"] as const) : []),
    "quote",
    "bulleted-list",
    "numbered-list",
  ],
  editor_components: [],
  modes: ["rich_text", "raw"],
});

/** A file collection's entry for one of content/data/'s YAML files. */
export const dataFile = (file: keyof typeof DATA_FILES, label: string, fields: Field[]) => ({
  label,
  name: file.replace(/^data\/|\.yaml$/g, ""),
  file: `content/${file}`,
  fields,
});

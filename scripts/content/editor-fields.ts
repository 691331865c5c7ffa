/**
 * The web editor's field builders (Decap CMS widgets) and the patterns it checks as staff type:
 * the vocabulary scripts/content/editor-config.ts writes its collections in.
 */
import type { z } from "zod";
import type { DATA_FILES } from "../../app/content/data-schema";
import { ALT_PATTERN, FOCUS, FOCUS_HINT, FOCUS_LABELS } from "../../app/content/schema/base";
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

// What the editor checks of a picture's description, beside the schema (app/content/schema/base.ts).
export { ALT_PATTERN };

export const string = (name: string, label: string, hint?: string, extra: Partial<Field> = {}): Field => ({
  label,
  name,
  widget: "string",
  ...(hint ? { hint } : {}),
  ...extra,
});
export const text = (name: string, label: string, hint?: string, extra: Partial<Field> = {}): Field => ({
  ...string(name, label, hint, extra),
  widget: "text",
});
export const optional = (field: Field): Field => ({ ...field, required: false });
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
export const list = (name: string, label: string, hint: string, field: Field, extra: Partial<Field> = {}): Field => ({
  label,
  name,
  widget: "list",
  hint,
  field,
  ...extra,
});
export const objects = (
  name: string,
  label: string,
  hint: string,
  fields: Field[],
  extra: Partial<Field> = {},
): Field => ({
  label,
  name,
  widget: "list",
  hint,
  fields,
  ...extra,
});
export const group = (name: string, label: string, fields: Field[], extra: Partial<Field> = {}): Field => ({
  label,
  name,
  widget: "object",
  fields,
  ...extra,
});
export const select = (name: string, label: string, options: Field["options"], hint?: string): Field => ({
  label,
  name,
  widget: "select",
  options,
  ...(hint ? { hint } : {}),
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
 * Which part of a photo a crop keeps (app/content/schema/base.ts FOCUS): a photo of another shape than
 * its place is cropped by the build, from its middle unless staff choose otherwise here.
 */
export const focus = (name: string): Field =>
  optional(
    select(
      name,
      "Part to keep when the photo is cropped",
      FOCUS.map((value) => ({ label: FOCUS_LABELS[value], value })),
      FOCUS_HINT,
    ),
  );

/** A picture's fields: its file, uploaded into content/images/<folder>/, its description, and the part a crop keeps. */
export const pictureFields = (folder: string, hint: string): Field[] => [
  image("src", "Photo file", hint, { media_folder: `/content/images/${folder}`, public_folder: `/images/${folder}` }),
  string("alt", "Description of the photo", "What the photo shows, for people who cannot see it.", {
    pattern: ALT_PATTERN,
  }),
  focus("focus"),
];
/** A picture as one group of its fields. */
export const picture = (name: string, label: string, folder: string, hint: string): Field =>
  group(name, label, pictureFields(folder, hint));

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

/** zod's findings about front matter → one plain sentence each, at the line of the field. */
import type { z } from "zod";
import type { YamlData } from "./yaml";
import { distance } from "../lib/edit-distance";

const FIELD_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  object: "a group of indented lines (name: value)",
  array: "a list of lines starting with - ",
};

/** Names a field in a message: the editor's words for it (editor-place.ts `editorNamer`), or `fieldName`. */
export type FieldNamer = (path: readonly PropertyKey[]) => string;

/** A field as staff write it: awards.winners[4].name (list items counted from 1). */
export const fieldName = (path: readonly PropertyKey[]) =>
  path.map((key, i) => (typeof key === "number" ? `[${key + 1}]` : `${i ? "." : ""}${String(key)}`)).join("") ||
  "the front matter";

/**
 * A field the schema does not know: `"titel" is not a field {rest}`. A line that starts with a
 * colon (": words") has no name at all, and `"" is not a field` would tell staff nothing.
 */
export const unknownFieldMessage = (key: string, rest: string) =>
  key === ""
    ? `a line starts with ":" and has no field name; write the field's name before the colon, or remove the line`
    : `"${key}" is not a field ${rest}`;

const closest = (word: string, options: readonly string[]) =>
  options.find((option) => distance(option.toLowerCase(), word.toLowerCase()) <= (option.length <= 4 ? 1 : 2));

/** `key` where only `known` may be: says so, with the field it most likely meant and the ones there are. */
export function notAField(
  key: string,
  path: readonly PropertyKey[],
  known: readonly string[],
  owner: string,
  name: FieldNamer = fieldName,
): string {
  const guess = closest(key, known);
  return unknownFieldMessage(
    key,
    `${path.length ? name(path) : owner} can have${guess ? ` (did you mean "${guess}"?)` : ""}; the fields are: ${known.join(", ")}`,
  );
}

/** What to write when a field is missing. */
const MISSING_HINTS: Record<string, string> = {
  title: "write the post's title",
  date: "write the day the post is published, like 2024-11-28",
  excerpt: "write one or two sentences for the news page and the feed",
  image: "name the cover picture, like /images/posts/my-post.jpg",
  alt: "describe what the photo shows, for people who cannot see it",
  photoAlt: "describe what the photo shows, for people who cannot see it",
};

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

/** zod's findings → one plain sentence each, at the line of the field. */
export function frontMatterProblems(
  issues: readonly z.core.$ZodIssue[],
  frontMatter: YamlData,
  knownKeys: (path: readonly PropertyKey[]) => string[],
  owner = "a post",
  hints: Readonly<Record<string, string>> = MISSING_HINTS,
  name: FieldNamer = fieldName,
): Array<{ line: number; message: string }> {
  const out: Array<{ line: number; message: string }> = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = issue.path;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        out.push({
          line: frontMatter.lineOf([...path, key]),
          message: notAField(key, path, knownKeys(path), owner, name),
        });
      }
      continue;
    }
    const field = name(path);
    // One message per field: the first thing wrong with it.
    if (seen.has(field)) continue;
    seen.add(field);
    const line = frontMatter.lineOf(path);
    const value = valueAt(frontMatter.data, path);
    const last = String(path[path.length - 1] ?? "");
    let message: string;
    if (value === undefined || value === null) message = `${field} is missing${hints[last] ? `: ${hints[last]}` : ""}`;
    else if (issue.message && !/^(Invalid|Too )/.test(issue.message)) message = `${field} ${issue.message}`;
    else if (issue.code === "invalid_type")
      message = `${field} must be ${FIELD_WORDS[issue.expected] ?? issue.expected}`;
    else if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1)
      // An empty field says what to write, as a missing one does (the editor shows the same box).
      message = `${field} is empty${hints[last] ? `: ${hints[last]}` : ""}`;
    // A list of an exact length (the ten award winners) says so whether it is short or long.
    else if ((issue.code === "too_small" || issue.code === "too_big") && issue.origin === "array" && issue.exact)
      message = `${field} must list exactly ${issue.code === "too_small" ? issue.minimum : issue.maximum}`;
    else if (issue.code === "too_small" && issue.origin === "array")
      message = `${field} must list at least ${issue.minimum}`;
    else if (issue.code === "too_big" && issue.origin === "array")
      message = `${field} must list at most ${issue.maximum}`;
    else message = `${field} is not right: ${issue.message}`;
    out.push({ line, message });
  }
  return out;
}

type Shape = {
  def: { type: string; innerType?: Shape; element?: Shape; out?: Shape; items?: Shape[] };
  shape?: Record<string, Shape>;
};
/** The schema inside optional(), nullable(), default() and preprocess() (a pipe's output). */
const unwrap = (schema: Shape | undefined): Shape | undefined => {
  let s = schema;
  for (;;) {
    if (s?.def.innerType && ["optional", "nullable", "default"].includes(s.def.type)) s = s.def.innerType;
    else if (s?.def.type === "pipe" && s.def.out) s = s.def.out;
    else return s;
  }
};
/** The fields a schema allows at a path, for "did you mean" and "the fields are" in a message. */
export function knownKeysOf(schema: z.ZodType) {
  return (path: readonly PropertyKey[]): string[] => {
    let s = unwrap(schema);
    for (const key of path) {
      if (s?.def.type === "object") s = unwrap(s.shape?.[String(key)]);
      else if (s?.def.type === "array") s = unwrap(s.def.element);
      else if (s?.def.type === "tuple") s = unwrap(s.def.items?.[Number(key)]);
      else return [];
    }
    return s?.def.type === "object" ? Object.keys(s.shape ?? {}) : [];
  };
}

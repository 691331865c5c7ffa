/**
 * The page copy (content/pages/*.yaml, content/shared/*.yaml) and the site's settings
 * (content/settings.yaml), as scripts/content/copy-files.ts lists them: each file read with the
 * line of every field, its {{NAME}} placeholders filled in from the settings, checked against its
 * schema, and made into the exports the site imports (HOME, PROCESS_STEPS…). Problems name the
 * file, the line and the field, as every other content problem does.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { placeholdersOf } from "../../app/content/placeholders";
import { settingsSchema, type OpenFact, type PageMetaFile, type Settings } from "../../app/content/schema";
import { fieldName, frontMatterProblems, knownKeysOf, notAField, type FieldNamer } from "./check-front-matter";
import { editorNamer } from "./editor-place";
import { COPY_FILES, SETTINGS_FILE, isMetaKey, type CopyFile } from "./copy-files";
import { fillPlaceholders } from "./markdown";
import { readYaml, type YamlData } from "./yaml";
import { TRUSTED_HOSTS } from "../../app/lib/trusted-hosts";

type Add = (relative: string, line: number, message: string) => void;

/** What the copy files make: per generated module, its exports; per page, its title, description and heading. */
export type CopyContent = {
  modules: Record<string, Record<string, unknown>>;
  pages: Record<string, PageMetaFile>;
  /** content/settings.yaml as checked; null when it has a problem (reported). */
  settings: Settings | null;
  /** Every open fact staff have still to answer, where it is. */
  openFacts: Array<{ file: string; line: number; question: string }>;
};

const readText = (file: string) => readFileSync(file, "utf8").replace(/\r\n?/g, "\n");

/** Every field of `data` the schema has no place for, at its line: a misspelt field is reported, not ignored. */
function unknownFields(
  data: unknown,
  yaml: YamlData,
  known: (path: readonly PropertyKey[]) => string[],
  moved: Readonly<Record<string, string>>,
  named: FieldNamer,
) {
  const out: Array<{ line: number; message: string }> = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (node && typeof node === "object") {
      const allowed = known(path);
      for (const [key, value] of Object.entries(node)) {
        if (!path.length && Object.hasOwn(moved, key)) {
          out.push({ line: yaml.lineOf([key]), message: `${key}: ${moved[key]}` });
        } else if (allowed.length && !allowed.includes(key)) {
          out.push({ line: yaml.lineOf([...path, key]), message: notAField(key, path, allowed, "this file", named) });
        } else walk(value, [...path, key]);
      }
    }
  };
  walk(data, []);
  return out;
}

/** Each string of `value` with its placeholders filled in; an unknown one reported at its field's line. */
function filled(
  value: unknown,
  yaml: YamlData,
  placeholders: Readonly<Record<string, string>>,
  report: (line: number, message: string) => void,
  named: FieldNamer,
) {
  const walk = (node: unknown, path: PropertyKey[]): unknown => {
    if (typeof node === "string")
      return fillPlaceholders(node, placeholders, (_, message) =>
        report(yaml.lineOf(path), `${named(path)}: ${message}`),
      );
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, i]));
    if (node && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key])]));
    return node;
  };
  return walk(value, []);
}

/** One file read and checked: its value, or null with its problems reported. */
function readCopyFile(
  contentDir: string,
  add: Add,
  relative: string,
  schema: z.ZodType,
  placeholders: Readonly<Record<string, string>> | null,
  moved: Readonly<Record<string, string>> = {},
): { value: Record<string, unknown>; yaml: YamlData } | null {
  const file = join(contentDir, relative);
  if (!existsSync(file)) {
    add(relative, 1, "this file is missing");
    return null;
  }
  const report = (line: number, message: string) => add(relative, line, message);
  const yaml = readYaml(readText(file), 1, report, "the file");
  if (yaml.data === undefined) return null;
  const known = knownKeysOf(schema);
  const named = editorNamer(`content/${relative}`, fieldName);
  const unknown = unknownFields(yaml.data, yaml, known, moved, named);
  for (const problem of unknown) report(problem.line, problem.message);
  const data = placeholders ? filled(yaml.data ?? {}, yaml, placeholders, report, named) : yaml.data;
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    for (const p of frontMatterProblems(result.error.issues, yaml, known, "this file", HINTS, named))
      report(p.line, p.message);
    return null;
  }
  return unknown.length ? null : { value: result.data as Record<string, unknown>, yaml };
}

/** What to write when a field is missing, in staff's words. */
const HINTS: Record<string, string> = {
  title: "write the page's title as search results show it, ending with | Born to Build",
  description: "write a sentence or two (50 to 170 characters) that search results show under the title",
  heading: "write the page's main heading",
  question: "write the question as a visitor would ask it",
};

/** Fields that were once the settings' and are now the developers': what staff should do with one left behind. */
const MOVED_SETTINGS: Readonly<Record<string, string>> = {
  origin:
    "the site's own address is no longer set here: the developers keep it with the site's deployment (SITE_ORIGIN in wrangler.toml), so nothing written here changes it. Delete this line; if the site's address must change, ask a developer",
};

/**
 * Each trusted address (a form, an embedded page) on a host the developers' list does not have
 * (app/lib/trusted-hosts.ts), at its line: the site would put a stranger's page inside its own,
 * or send applicants' details there.
 */
function untrustedAddresses(settings: Settings, yaml: YamlData): Array<{ line: number; message: string }> {
  return Object.entries(TRUSTED_HOSTS).flatMap(([field, hosts]) => {
    const path = field.split(".");
    const found = valueAtKey(settings, field);
    const value = typeof found === "string" ? found : "";
    const origin = URL.canParse(value) ? new URL(value).origin : value;
    return (hosts as readonly string[]).includes(origin)
      ? []
      : [
          {
            line: yaml.lineOf(path),
            message: `${field}: ${value} is not on a site this one may use there (${hosts.join(", ")}): write an address on ${hosts.length === 1 ? "that site" : "one of those"}, or ask a developer to add the new site to app/lib/trusted-hosts.ts if it is the program's own`,
          },
        ];
  });
}

/** The names every placeholder has, whatever the settings say: used when the settings themselves will not do. */
const PLACEHOLDER_NAMES = Object.keys(
  placeholdersOf({
    name: "",
    tagline: "",
    operator: "",
    copyrightYear: 0,
    contact: { email: "", phone: "", enquiriesEmail: "", address: "" },
    addresses: { applicationForm: "", enquiryForm: "", flipbook: "", rise: "", externalTrades: "" },
    homeVideo: "",
    social: [],
    securityExpires: "",
  }),
);

/**
 * content/settings.yaml, checked, and the placeholders made from it. When it will not do (its
 * problems reported), each placeholder stands for itself, so Markdown elsewhere is not also
 * reported for using one.
 */
export function readSettings(
  contentDir: string,
  add: Add,
): { settings: Settings | null; placeholders: Readonly<Record<string, string>> } {
  const read = readCopyFile(contentDir, add, SETTINGS_FILE, settingsSchema, null, MOVED_SETTINGS);
  const untrusted = read ? untrustedAddresses(read.value as Settings, read.yaml) : [];
  for (const problem of untrusted) add(SETTINGS_FILE, problem.line, problem.message);
  const settings = read && !untrusted.length ? (read.value as Settings) : null;
  return {
    settings,
    placeholders: settings
      ? placeholdersOf(settings)
      : Object.fromEntries(PLACEHOLDER_NAMES.map((name) => [name, `{{${name}}}`])),
  };
}

/** A page's hero shows the page's heading: the file writes it once, at the top. */
function withHeading(copy: Record<string, unknown>, heading: string) {
  const hero = copy.hero;
  if (!hero || typeof hero !== "object" || Array.isArray(hero)) return copy;
  return { ...copy, hero: { heading, ...hero } };
}

/** `value`'s field at a dotted key ("contact.phone"). */
const valueAtKey = (value: Record<string, unknown>, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);

function exportsOf(file: CopyFile, value: Record<string, unknown>): Record<string, unknown> {
  const copy = Object.fromEntries(Object.entries(value).filter(([key]) => !file.page || !isMetaKey(key)));
  return Object.fromEntries(
    file.exports.map((exported) => [
      exported.name,
      exported.key
        ? valueAtKey(copy, exported.key)
        : file.heroHeading
          ? withHeading(copy, String(value.heading))
          : copy,
    ]),
  );
}

/** Every open fact in a file: the questions whose answer is still empty. */
function openFactsIn(value: unknown, yaml: YamlData, file: string, out: CopyContent["openFacts"]) {
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (node && typeof node === "object") {
      if (path[path.length - 2] === "openFacts") {
        const fact = node as OpenFact;
        if (!fact.answer?.trim()) out.push({ file, line: yaml.lineOf([...path, "answer"]), question: fact.question });
        return;
      }
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
    }
  };
  walk(value, []);
}

/** Every copy file but the settings, read with the settings' placeholders. */
export function buildCopy(
  contentDir: string,
  add: Add,
  settings: Settings | null,
  placeholders: Readonly<Record<string, string>>,
): CopyContent {
  const out: CopyContent = { modules: {}, pages: {}, settings, openFacts: [] };
  for (const file of COPY_FILES) {
    if (file.file === SETTINGS_FILE) {
      if (settings) out.modules[file.module] = exportsOf(file, settings);
      continue;
    }
    const read = readCopyFile(contentDir, add, file.file, file.schema, placeholders);
    if (!read) continue;
    out.modules[file.module] = exportsOf(file, read.value);
    if (file.page) {
      const { title, description, heading } = read.value as PageMetaFile;
      out.pages[file.page] = { title, description, heading };
    }
    openFactsIn(read.value, read.yaml, `content/${file.file}`, out.openFacts);
  }
  return out;
}

/** content:check's note on the open facts: not a problem (the site asks visitors to ask), but staff's to-do. */
export const openFactsNote = (facts: CopyContent["openFacts"]): string[] =>
  facts.map(
    ({ file, line, question }) => `${file}, line ${line}: open question, "${question}": write the program's answer`,
  );

/**
 * Every module the content build generates under app/content/generated/, as two files:
 *
 * - `<name>.js`, the content's values, written by each `npm run content:build` and git-ignored;
 * - `<name>.d.ts`, its exports' types, committed: they name the schema's types and never a value,
 *   so a change of content never changes them, and `npm run typecheck` checks the app on a fresh
 *   clone with no build (TypeScript reads the .d.ts; esbuild and Vite load the .js).
 *
 * The list below is the one place a module's exports and their types are written; the .d.ts
 * files are made from it by `npm run content:types`, and a unit test holds them to it.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { COPY_FILES } from "./copy-files";

export const GENERATED_DIR = fileURLToPath(new URL("../../app/content/generated", import.meta.url));

export type ModuleExport = { name: string; type: string; doc?: string };
export type ModuleSpec = {
  /** Its path under app/content/generated/, without an extension: "data", "copy/home". */
  name: string;
  /** The header's lines: what the module is made from, and what to edit instead. */
  madeFrom: string[];
  /** The .d.ts's lines before the exports: the types it imports or declares. */
  types: string[];
  exports: ModuleExport[];
};

/** The schema module, as a module at `name` imports it. */
const schemaFrom = (name: string, module = "") =>
  `${name.includes("/") ? "../../schema" : "../schema"}${module ? `/${module}` : ""}`;
/** TypeScript's own generic types, which the exports' types use around the schema's. */
const TYPESCRIPT_OWN = new Set(["Record", "Readonly", "ReadonlyMap"]);
/** Exports by name: each one's type, or its type and a line of documentation. */
type Exports = Record<string, string | { type: string; doc: string }>;

/** A spec whose exports' types come from the schema (the module `module` of it, if given). */
const schemaTyped = (name: string, madeFrom: string[], types: Exports, module = ""): ModuleSpec => {
  const exports = Object.entries(types).map(([exported, type]) =>
    typeof type === "string" ? { name: exported, type } : { name: exported, ...type },
  );
  const named = exports.flatMap((e) => e.type.replace(/"[^"]*"/g, "").match(/\b[A-Z]\w*/g) ?? []);
  const imported = [...new Set(named)].filter((type) => !TYPESCRIPT_OWN.has(type)).sort();
  return {
    name,
    madeFrom,
    types: imported.length ? [`import type { ${imported.join(", ")} } from "${schemaFrom(name, module)}";`] : [],
    exports,
  };
};

const copyModules: ModuleSpec[] = [
  ...COPY_FILES.map((file) =>
    schemaTyped(
      `copy/${file.module}`,
      [
        `Made by \`npm run content:build\` (scripts/content/) from content/${file.file}. Do not edit: edit that`,
        `file (or use the editor at /admin, "${file.label}") and build again.`,
      ],
      Object.fromEntries(file.exports.map(({ name, type }) => [name, type])),
    ),
  ),
  schemaTyped(
    "copy/pages",
    [
      "Made by `npm run content:build` (scripts/content/) from the title, description and heading at the top of",
      "each content/pages/*.yaml. Do not edit.",
    ],
    {
      PAGE_META: `Record<${COPY_FILES.flatMap((file) => (file.page ? [JSON.stringify(file.page)] : [])).join(" | ")}, PageMetaFile>`,
    },
  ),
];

export const GENERATED_MODULES = {
  prose: schemaTyped(
    "prose",
    [
      "Made by `npm run content:build` (scripts/content/) from the Markdown in content/. Do not edit:",
      "edit the .md files and build again.",
    ],
    {
      POSTS: "Post[]",
      FAQ: "FaqItem[]",
      PRIVACY_SECTIONS: "LegalSection[]",
      TERMS_SECTIONS: "LegalSection[]",
      TIPS: "TipsContent",
      SCHOOLS_PARTNERSHIP: "Inline[][]",
    },
  ),
  data: schemaTyped(
    "data",
    [
      "Made by `npm run content:build` (scripts/content/) from the YAML in content/data/. Do not edit:",
      "edit the .yaml files (or use the editor at /admin) and build again.",
    ],
    {
      TRADES: "Trade[]",
      SUCCESS_STORIES: "SuccessStory[]",
      HOME_STORY: { type: "SuccessStory", doc: "Home's teaser: one of the stories." },
      VIDEO_STORIES: "VideoStory[]",
      TESTIMONIALS: "Testimonial[]",
      GALLERY: 'Record<"home" | "about" | "blog" | "stories", Image[]>',
      BANNERS: {
        type: "Record<string, Image>",
        doc: "The picture beside a page's heading on wide screens, by the page's address (content/data/banners.yaml).",
      },
      STAFF: "Staff[]",
      STAFF_BIOS: "Record<string, string>",
      PARTNERS: "Partner[]",
    },
  ),
  findYourTrade: schemaTyped(
    "find-your-trade",
    [
      "Made by `npm run content:build` (scripts/content/find-your-trade.ts) from content/find-your-trade/*.yaml.",
      "Do not edit: edit the YAML files and build again.",
    ],
    {
      QUIZ_QUESTIONS: "QuizQuestion[]",
      QUIZ_TRAITS: "Record<string, QuizTrait[]>",
      QUIZ_GATES: "Record<string, QuizGate[]>",
    },
  ),
  redirects: schemaTyped(
    "redirects",
    [
      "Made by `npm run content:build` (scripts/content/) from content/redirects.yaml. Do not edit: edit that",
      'file (or use the editor at /admin, "Redirects") and build again.',
    ],
    { REDIRECT_RULES: "readonly RedirectRule[]" },
    "redirects",
  ),
  photoOriginals: schemaTyped(
    "photo-originals",
    ["Made by `npm run content:build` (scripts/content/build.ts). Do not edit."],
    { PHOTO_ORIGINALS: "ReadonlyMap<string, string>" },
  ),
  siteOrigin: schemaTyped(
    "site-origin",
    [
      "Made by `npm run content:build` from SITE_ORIGIN (wrangler.toml [vars], or the deploy's environment:",
      "scripts/lib/site-origin.ts). Never from content/. Do not edit.",
    ],
    { SITE_ORIGIN: "string" },
  ),
  shareCards: {
    name: "share-cards",
    madeFrom: [
      "Made by `npm run content:build` (scripts/share-cards/): each page's share card, a PNG in",
      "public/og/ (git-ignored). Do not edit: edit the content and build again.",
    ],
    types: ["export type ShareImage = { path: string; width: number; height: number; alt: string };"],
    exports: [{ name: "SHARE_CARDS", type: "Readonly<Record<string, ShareImage>>" }],
  },
  copy: copyModules,
} satisfies Record<string, ModuleSpec | ModuleSpec[]>;

/** Every module, each once. */
export const ALL_MODULES: readonly ModuleSpec[] = Object.values(GENERATED_MODULES).flat();

const comment = (lines: readonly string[]) => lines.map((line) => `// ${line}`).join("\n");
const doc = (e: ModuleExport) => (e.doc ? `/** ${e.doc} */\n` : "");

/** The module's .js: each export's value, as JavaScript source (`values`, by export name). */
export function moduleJs(spec: ModuleSpec, values: Readonly<Record<string, string>>): string {
  const names = spec.exports.map((e) => e.name);
  const unknown = Object.keys(values).filter((name) => !names.includes(name));
  const missing = names.filter((name) => !(name in values));
  if (unknown.length || missing.length)
    throw new Error(
      `app/content/generated/${spec.name}.js: ${[...missing.map((n) => `no value for ${n}`), ...unknown.map((n) => `${n} is not in its list of exports (scripts/content/generated-modules.ts)`)].join("; ")}`,
    );
  const exports = spec.exports.map((e) => `${doc(e)}export const ${e.name} = ${values[e.name]};\n`);
  return `${comment([...spec.madeFrom, `Its types: ${spec.name.replace(/^.*\//, "")}.d.ts.`])}\n\n${exports.join("\n")}`;
}

/** The module's .d.ts: its exports' types, committed. */
export function moduleDts(spec: ModuleSpec): string {
  const header = comment([
    `The types of ${spec.name.replace(/^.*\//, "")}.js, which \`npm run content:build\` writes (git-ignored). Committed, so the`,
    "app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:",
    "edit that list, not this file.",
  ]);
  const types = spec.types.length ? `${spec.types.join("\n")}\n\n` : "";
  const exports = spec.exports.map((e) => `${doc(e)}export declare const ${e.name}: ${e.type};\n`);
  return `${header}\n${types}${exports.join("\n")}`;
}

/** JSON, indented, as the modules hold their values. */
export const json = (value: unknown) => JSON.stringify(value, null, 2);
/** Each value as JSON: the values of a module whose exports are all plain data. */
export const asJson = (values: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, json(value)]));

/** Writes a file only when its text changed, so a watcher sees one change per save. Whether it did. */
export function writeIfChanged(file: string, text: string): boolean {
  const changed = !existsSync(file) || readFileSync(file, "utf8") !== text;
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return changed;
}

/** Writes the module's .js into `dir` (a generated folder) when its text changed. Whether it did. */
export const writeModule = (dir: string, spec: ModuleSpec, values: Readonly<Record<string, string>>): boolean =>
  writeIfChanged(join(dir, `${spec.name}.js`), moduleJs(spec, values));

/**
 * Removes the single-file .ts modules a build before the split wrote into `dir`: esbuild would
 * load them before the .js beside them, and TypeScript before the .d.ts.
 */
export function removeOldModules(dir: string): void {
  for (const folder of [dir, join(dir, "copy")])
    for (const name of existsSync(folder) ? readdirSync(folder) : [])
      if (name.endsWith(".ts") && !name.endsWith(".d.ts")) rmSync(join(folder, name));
}

/** `npm run content:types`: writes each module's .d.ts. The paths written. */
export function writeDeclarations(dir = GENERATED_DIR): string[] {
  return ALL_MODULES.flatMap((spec) => {
    const file = join(dir, `${spec.name}.d.ts`);
    return writeIfChanged(file, moduleDts(spec)) ? [file] : [];
  });
}

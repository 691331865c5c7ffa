// README's "Add a field to a trade" (and to a data file): a field written into the schema with its
// words in `.meta()` is in the web editor, with its label, hint and pattern (a picture with its
// upload folder and its place's hint), and nothing else changed. Run in a scratch copy of the code
// (never this tree), whose schemas alone are edited.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Field } from "../../scripts/content/editor-config";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const SCHEMA = "app/content/schema/trades.ts";
/** Where the new fields go: after the trade's name, as a developer would write them. */
const AFTER = 'name: z.string().min(1).meta({ title: "Trade name" }),';
const NEW_FIELDS = `
  weeklyHours: z.string().min(1).meta({ title: "Typical weekly hours", description: "Like 38 to 40." }).optional(),
  licence: z
    .string()
    .regex(/^[A-Z]{2}\\d{3}$/)
    .meta({ title: "Licence class", patternHint: "Two capitals and three digits, like EL123" }),
`;

/** The staff card's new fields: text in the shape the site renders, a picture in the file's. */
const PEOPLE = "app/content/schema/people.ts";
const STAFF_AFTER = 'role: z.string().min(1).meta({ title: "Role" }),';
const STAFF_TEXT = `
  pronouns: z.string().min(1).meta({ title: "Pronouns", description: "Like she/her." }).optional(),`;
const DATA = "app/content/data-schema.ts";
const PHOTO_AFTER = 'photo: picture("Photo", "staff", "staff"),';
const STAFF_PICTURE = `
          onSite: picture("Photo on a building site", "staff", "gallery").optional(),`;

let dir = "";
/** A collection's fields (or, with `file`, one of its files') as the copy's editor configuration makes them. */
const editorFields = (root: string, collection = "trades", file?: string): Field[] => {
  const script = join(root, "fields.tmp.ts");
  writeFileSync(
    script,
    `import { editorConfig } from "./scripts/content/editor-config";
const found = editorConfig("https://example.org").collections.find((c) => c.name === ${JSON.stringify(collection)});
const files = (found?.files ?? []) as Array<{ file: string; fields: unknown }>;
const part = ${JSON.stringify(file ?? null)} === null ? found : files.find((f) => f.file === ${JSON.stringify(file)});
process.stdout.write(JSON.stringify(part?.fields));`,
  );
  const out = execFileSync(join(repo, "node_modules/.bin/tsx"), [script], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: join(repo, "tests/fixtures/content") },
    encoding: "utf8",
  });
  return JSON.parse(out) as Field[];
};
const tradeFields = (root: string) => editorFields(root);
const staffFields = (root: string) => editorFields(root, "people", "content/data/staff.yaml")[0]!.fields!;
/** Adds `text` after `after` in the copy's `file`, where `after` occurs once. */
const addAfter = (file: string, after: string, text: string) => {
  const source = readFileSync(join(dir, file), "utf8");
  expect(source.split(after)).toHaveLength(2);
  writeFileSync(join(dir, file), source.replace(after, `${after}${text}`));
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "editor-new-field-"));
  for (const part of ["app", "scripts", "package.json", "tsconfig.json"])
    cpSync(join(repo, part), join(dir, part), { recursive: true });
  symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a field added to the trade's schema", () => {
  it("is in the web editor with its label, hint and pattern, from that one file", () => {
    const before = tradeFields(dir);
    const schema = readFileSync(join(dir, SCHEMA), "utf8");
    expect(schema).toContain(AFTER);
    writeFileSync(join(dir, SCHEMA), schema.replace(AFTER, `${AFTER}${NEW_FIELDS}`));
    const after = tradeFields(dir);

    const at = after.findIndex((f) => f.name === "weeklyHours");
    expect(after[at]).toEqual({
      label: "Typical weekly hours",
      name: "weeklyHours",
      widget: "string",
      hint: "Like 38 to 40.",
      required: false,
    });
    expect(after[at + 1]).toEqual({
      label: "Licence class",
      name: "licence",
      widget: "string",
      pattern: ["^[A-Z]{2}\\d{3}$", "Two capitals and three digits, like EL123"],
    });
    // In the schema's place (after the name), and every other field as it was.
    expect(after[at - 1]?.name).toBe("name");
    expect(after.filter((f) => !["weeklyHours", "licence"].includes(f.name))).toEqual(before);
  }, 60_000);
});

describe("fields added to a data file's schemas", () => {
  it("are in the web editor, text and a picture alike, from the schemas alone", () => {
    const before = staffFields(dir);
    addAfter(PEOPLE, STAFF_AFTER, STAFF_TEXT);
    addAfter(DATA, PHOTO_AFTER, STAFF_PICTURE);
    const after = staffFields(dir);

    const at = after.findIndex((f) => f.name === "pronouns");
    expect(after[at - 1]?.name).toBe("role");
    expect(after[at]).toEqual({
      label: "Pronouns",
      name: "pronouns",
      widget: "string",
      hint: "Like she/her.",
      required: false,
    });
    // The picture: a group of its file, its description and its focus, none required as it may be
    // left out; the file uploaded into the folder its meta names, its hint the gallery's place
    // (scripts/content/image-slots.ts: landscape, at least 1200 pixels wide).
    const onSite = after.find((f) => f.name === "onSite")!;
    expect(after[after.indexOf(onSite) - 1]?.name).toBe("photo");
    expect(onSite).toMatchObject({ label: "Photo on a building site", widget: "object", required: false });
    expect(onSite.fields!.map((f) => [f.name, f.widget, f.required])).toEqual([
      ["src", "image", false],
      ["alt", "string", false],
      ["focus", "select", false],
    ]);
    const [src, alt] = onSite.fields!;
    expect(src).toMatchObject({ media_folder: "/content/images/staff", public_folder: "/images/staff" });
    expect(src!.hint).toMatch(/^Landscape .*at least 1200 pixels wide/);
    expect(alt!.pattern?.[1]).toMatch(/^Describe what the photo shows/);
    expect(after.filter((f) => !["pronouns", "onSite"].includes(f.name))).toEqual(before);
  }, 60_000);
});

// README's "Add a field to a trade": a field written into the trade's schema with its words in
// `.meta()` is in the web editor, with its label, hint and pattern, and nothing else changed. Run
// in a scratch copy of the code (never this tree), whose trade schema alone is edited.
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

let dir = "";
/** The trades collection's fields as the copy's editor configuration makes them. */
const tradeFields = (root: string): Field[] => {
  const script = join(root, "fields.tmp.ts");
  writeFileSync(
    script,
    `import { editorConfig } from "./scripts/content/editor-config";
const trades = editorConfig("https://example.org").collections.find((c) => c.name === "trades");
process.stdout.write(JSON.stringify(trades?.fields));`,
  );
  const out = execFileSync(join(repo, "node_modules/.bin/tsx"), [script], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: join(repo, "tests/fixtures/content") },
    encoding: "utf8",
  });
  return JSON.parse(out) as Field[];
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

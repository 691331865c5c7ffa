// The content build's modules (app/content/generated/): each one's committed types are what
// scripts/content/generated-modules.ts declares, and the values the build wrote (here, the pinned
// site's build) export exactly the names those types declare. TypeScript reads only the .d.ts,
// so a .js with a name the types lack, or without one they promise, would pass `npm run
// typecheck` and fail in the browser.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ALL_MODULES,
  GENERATED_DIR,
  moduleDts,
  moduleJs,
  removeOldModules,
  type ModuleSpec,
} from "../../scripts/content/generated-modules";

const filesIn = (dir: string, from = dir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name), from) : [relative(from, join(dir, entry.name))],
  );

describe("the generated modules", () => {
  it("each module's committed .d.ts is what its entry in the list declares (`npm run content:types` writes it)", () => {
    for (const spec of ALL_MODULES)
      expect(
        readFileSync(join(GENERATED_DIR, `${spec.name}.d.ts`), "utf8"),
        `app/content/generated/${spec.name}.d.ts: run \`npm run content:types\` and commit what it writes`,
      ).toBe(moduleDts(spec));
  });

  it("every file in the folder is a listed module's .js or .d.ts, and the build wrote each .js", () => {
    const listed = ALL_MODULES.flatMap((spec) => [`${spec.name}.d.ts`, `${spec.name}.js`]).sort();
    expect(filesIn(GENERATED_DIR).sort()).toEqual(listed);
  });

  it("each built .js exports the names its .d.ts declares, no more", async () => {
    for (const spec of ALL_MODULES) {
      const url = pathToFileURL(join(GENERATED_DIR, `${spec.name}.js`)).href;
      const module = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
      expect(Object.keys(module).sort(), spec.name).toEqual(spec.exports.map((e) => e.name).sort());
    }
  });
});

describe("a module's two files, from its entry", () => {
  const spec: ModuleSpec = {
    name: "copy/example",
    madeFrom: ["Made from content/example.yaml."],
    types: ['import type { Example } from "../../schema";'],
    exports: [
      { name: "FIRST", type: "Example", doc: "The first." },
      { name: "SECOND", type: "string" },
    ],
  };

  it("the .js holds each value under its name, with no type", () => {
    expect(moduleJs(spec, { FIRST: '{ "a": 1 }', SECOND: '"two"' })).toBe(
      [
        "// Made from content/example.yaml.",
        "// Its types: example.d.ts.",
        "",
        "/** The first. */",
        'export const FIRST = { "a": 1 };',
        "",
        'export const SECOND = "two";',
        "",
      ].join("\n"),
    );
  });

  it("the .d.ts declares each export's type, with its imports and no value", () => {
    const dts = moduleDts(spec);
    expect(dts).toContain(
      'import type { Example } from "../../schema";\n\n/** The first. */\nexport declare const FIRST: Example;\n',
    );
    expect(dts).toContain("export declare const SECOND: string;\n");
    expect(dts).toMatch(/^\/\/ The types of example\.js/);
  });

  it("a value missing, or one the list does not name, is refused with the module and the name", () => {
    expect(() => moduleJs(spec, { FIRST: "1" })).toThrow("app/content/generated/copy/example.js: no value for SECOND");
    expect(() => moduleJs(spec, { FIRST: "1", SECOND: "2", THIRD: "3" })).toThrow(
      "THIRD is not in its list of exports",
    );
  });
});

it("a tree built before the split loses its single-file .ts modules, which esbuild would load before the .js", () => {
  const dir = mkdtempSync(join(tmpdir(), "generated-"));
  try {
    mkdirSync(join(dir, "copy"));
    for (const name of ["data.ts", "data.d.ts", "data.js", "copy/home.ts", "copy/home.d.ts", "copy/home.js"])
      writeFileSync(join(dir, name), "");
    removeOldModules(dir);
    expect(filesIn(dir).sort()).toEqual(["copy/home.d.ts", "copy/home.js", "data.d.ts", "data.js"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

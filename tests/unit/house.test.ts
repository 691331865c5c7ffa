/**
 * What the README and docs say about the code, held to the code: the next engineer reads the
 * folder map and the decisions before the code, so a claim that drifted costs them a wrong turn.
 * Also the shape of the modules themselves: no import cycles (a cycle makes load order matter and
 * hides which module owns a type).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { escapeRegExp } from "../support/regexp";

const ROOT = resolve(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const folders = (path: string) =>
  readdirSync(join(ROOT, path)).filter((name) => statSync(join(ROOT, path, name)).isDirectory());

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "generated") out.push(...sourceFiles(path));
    } else if (/\.(?:ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
const ALIASES: ReadonlyArray<readonly [string, string]> = [
  ["~content/", "app/content/"],
  ["~/", "app/"],
];

/** The project file an import names, or null for a package or a generated module. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith(".")) base = join(dirname(from), specifier);
  for (const [alias, folder] of ALIASES) if (specifier.startsWith(alias)) base = folder + specifier.slice(alias.length);
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base.replace(/\.js$/, "") + extension;
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile())
      return relative(ROOT, join(ROOT, candidate));
  }
  return null;
}

/** Every import cycle among the files, each as the path around it (type-only imports included). */
function importCycles(files: readonly string[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    edges.set(
      file,
      importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((to): to is string => to !== null),
    );
  }
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const to of edges.get(file) ?? []) {
      if (state.get(to) === "open") cycles.push([...stack.slice(stack.indexOf(to)), to]);
      else if (!state.has(to) && edges.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe("the modules", () => {
  it("import one another without a cycle, in the app and in the scripts", () => {
    const cycles = importCycles([...sourceFiles("app"), ...sourceFiles("scripts")]);
    expect(cycles.map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});

describe("the comments", () => {
  // Why a line is as it is belongs beside it; which issue asked for it, and when, is git's and the
  // decisions'. An upstream project's issue (workers-sdk's, Decap's) is a reference, not history.
  it("name no issue of this project by its number", () => {
    const files = [
      ...sourceFiles("app"),
      ...sourceFiles("scripts"),
      ...sourceFiles("tests"),
      "public/admin/editor.js",
      "public/admin/editor.css",
      "public/_headers",
    ];
    const named = files.flatMap((file) =>
      [...read(file).matchAll(/(\S+\s+)?\bissues? #?\d+/gi)]
        .filter((match) => !/(?:workers-sdk|decap-cms)\s+$/i.test(match[1] ?? ""))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(named).toEqual([]);
  });
});

describe("the docs' claims", () => {
  const map = read("docs/architecture.md").split("## Folder map")[1] ?? "";
  const pkg = JSON.parse(read("package.json")) as {
    scripts: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

  it("the folder map names every folder under tests/", () => {
    const row = map.split("\n").find((line) => line.startsWith("| `tests/` |")) ?? "";
    const named = [...row.matchAll(/`([\w-]+)\/`/g)].map((match) => match[1]).filter((name) => name !== "tests");
    expect(named.sort()).toEqual(folders("tests").sort());
  });

  it("the folder map has a row for every folder under scripts/", () => {
    const named = [...map.matchAll(/^\| `scripts\/([\w-]+)\/`/gm)].map((match) => match[1]);
    expect(named.sort()).toEqual(folders("scripts").sort());
  });

  it("the folder map has a row for every folder under app/", () => {
    const named = new Set([...map.matchAll(/^\| `app\/([\w-]+)\//gm)].map((match) => match[1]));
    expect([...named].sort()).toEqual(folders("app").sort());
  });

  it("docs/testing.md names npm test's steps in the order it runs them", () => {
    const steps = pkg.scripts.test!.split("&&").flatMap((step) => {
      const [, script] = /^npm run (\S+)$/.exec(step.trim()) ?? [];
      if (script) return [script];
      const [, together] = /^node scripts\/ci\/together\.mjs (.+)$/.exec(step.trim()) ?? [];
      if (together) return together.split(/[ ,]/);
      throw new Error(`a step of npm test this test cannot read: ${step}`);
    });
    const opening = read("docs/testing.md").split("It needs Chromium")[0] ?? "";
    const named = [...opening.matchAll(/`([\w:-]+)`/g)]
      .map((match) => match[1]!)
      .filter((name) => steps.includes(name));
    expect([...new Set(named)]).toEqual(steps);
  });

  it("every npm script but a pre-script is named, as `npm run <name>`, in the README or docs/", () => {
    const docs = [
      read("README.md"),
      ...readdirSync(join(ROOT, "docs"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => read(`docs/${name}`)),
    ].join("\n");
    // npm runs a pre-script itself, before its script: nobody types it.
    const typed = Object.keys(pkg.scripts).filter((name) => !/^pre/.test(name) || !(name.slice(3) in pkg.scripts));
    // The whole name: `npm run bench` is not named by `npm run bench:load`.
    const named = (name: string) =>
      new RegExp(`npm ${["start", "test"].includes(name) ? "" : "run "}${escapeRegExp(name)}(?![\\w:-])`).test(docs);
    expect(typed.filter((name) => !named(name))).toEqual([]);
  });

  it("every dependency's version is pinned exactly, as the docs say", () => {
    expect(map).toContain("Versions are pinned exactly");
    const ranged = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter(([, version]) => !/^(?:npm:[\w@/.-]+@)?\d+\.\d+\.\d+$/.test(version))
      .map(([name, version]) => `${name}@${version}`);
    expect(ranged).toEqual([]);
  });

  it("every decision cited in the docs, the scripts, the tests and the app exists", () => {
    const decisions = new Set(readdirSync(join(ROOT, "docs/decisions")).map((name) => name.slice(0, 3)));
    const citing = [
      "README.md",
      "package.json",
      "tests/bench/tools/package.json",
      ...readdirSync(join(ROOT, "docs"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `docs/${name}`),
      ...sourceFiles("app"),
      ...sourceFiles("scripts"),
    ];
    const missing = citing.flatMap((file) =>
      [...read(file).matchAll(/\bdecisions? (\d{3})\b/gi)]
        .filter((match) => !decisions.has(match[1]!))
        .map((match) => `${file}: decision ${match[1]}`),
    );
    expect(missing).toEqual([]);
  });
});

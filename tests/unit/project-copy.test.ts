// The copy of the project the breakages, the dev loop, the web editor's tests and the photo site
// run in: what git would hold, node_modules linked (tests/support/project-copy.mjs).
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyProject, ignoredBy, ROOT } from "../support/project-copy.mjs";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "project-copy-"));
  made.push(dir);
  return dir;
};
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}

describe("copyProject", () => {
  it("copies what git would hold, leaves out what .gitignore names and .git, and links node_modules", () => {
    const project = tempDir();
    // The forms our .gitignore uses, each with a file it must leave out and one it must keep.
    const gitignore = [
      "node_modules",
      "/build/",
      "/public/build/",
      "/.stryker-tmp*/",
      ".dev.vars",
      "*.log",
      "# a comment",
      "",
    ];
    const tree: Record<string, string> = {
      ".gitignore": gitignore.join("\n"),
      ".git/HEAD": "ref: refs/heads/main",
      "node_modules/react/index.js": "",
      "build/index.js": "",
      "app/build/keep.ts": "", // `/build/` is the top folder only
      "public/build/entry.js": "",
      "public/images/logo.svg": "",
      ".stryker-tmp-1/x.ts": "",
      ".dev.vars": "SECRET=1",
      "content/.dev.vars": "SECRET=2",
      "npm-debug.log": "",
      "tests/run.log": "",
      "app/root.tsx": "",
      "content/posts/a.md": "",
    };
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(project, path)), { recursive: true });
      writeFileSync(join(project, path), text);
    }
    const copy = join(tempDir(), "copy");
    expect(copyProject(copy, project)).toBe(copy);
    expect(files(copy)).toEqual([
      ".gitignore",
      "app/build/keep.ts",
      "app/root.tsx",
      "content/posts/a.md",
      "node_modules",
      "public/images/logo.svg",
    ]);
    expect(lstatSync(join(copy, "node_modules")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(copy, "node_modules"))).toBe(join(project, "node_modules"));
  });

  it("empties the folder it copies into first", () => {
    const project = tempDir();
    writeFileSync(join(project, ".gitignore"), "node_modules\n");
    writeFileSync(join(project, "a.txt"), "");
    const copy = tempDir();
    writeFileSync(join(copy, "stale.txt"), "");
    copyProject(copy, project);
    expect(files(copy)).toEqual([".gitignore", "a.txt", "node_modules"]);
  });

  it("refuses a .gitignore line it cannot read, naming it", () => {
    const project = tempDir();
    writeFileSync(join(project, ".gitignore"), "build\n!build/keep\n");
    expect(() => ignoredBy(project)).toThrow('.gitignore: "!build/keep" is a pattern');
  });

  it("reads every line of the project's own .gitignore", () => {
    expect(ignoredBy(ROOT).length).toBeGreaterThan(10);
  });
});

// @ts-check
// A copy of the project to build or run in, so the developer's own tree (its build/, its
// content/, its caches) is never touched: the breakages' scratch copies, the dev loop's and the
// web editor's, and the photo site. One helper for all three: what is copied is what git would
// hold, read from .gitignore rather than from git itself, because the photo site is also built
// inside a breakage's scratch copy, which has no repository.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PINNED_CONTENT_PATH, copyStaffParts } from "../../scripts/content/staff-parts.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * A test of a project-relative path ("a/b/c", forward slashes) for each .gitignore line. Only the
 * forms that file uses: `name` or `*.ext` (at any depth), and `/path/`, `/path*\/` or `a/b`
 * (from the top); anything else (`!`, `?`, `[…]`, `**`) is refused.
 * @param {string} root
 * @returns {((path: string) => boolean)[]}
 */
export function ignoredBy(root) {
  return readFileSync(join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      // A form this reader does not know would copy what git leaves out: say so, do not guess.
      if (/[!?[\]\\]|\*\*/.test(line))
        throw new Error(
          `.gitignore: "${line}" is a pattern tests/support/project-copy.mjs cannot read; extend ignoredBy()`,
        );
      const pattern = line.replace(/\/$/, "");
      const glob = (/** @type {string} */ text) =>
        new RegExp(`^${text.replace(/[.+^${}()|]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
      // As git reads it: a slash at the start or in the middle ties the pattern to the top.
      if (pattern.includes("/")) {
        const anchored = glob(pattern.replace(/^\//, ""));
        return (/** @type {string} */ path) => anchored.test(path);
      }
      const name = glob(pattern);
      return (/** @type {string} */ path) => name.test(path.split("/").pop() ?? "");
    });
}

/**
 * Copies the project at `root` into `dir` (emptied first), leaving out .git and what .gitignore
 * names (installed, built, cached, reported: all made again by a build), and links its
 * node_modules. Returns `dir`.
 * @param {string} dir
 * @param {string} [root]
 */
export function copyProject(dir, root = ROOT) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const ignored = ignoredBy(root);
  const skipped = (/** @type {string} */ from) => {
    const path = relative(root, from).split(sep).join("/");
    return path === ".git" || ignored.some((test) => test(path));
  };
  // Entry by entry: a copy may lie inside the project (.cache/photo-site), which one recursive
  // copy of the project refuses.
  for (const name of readdirSync(root)) {
    if (skipped(join(root, name))) continue;
    cpSync(join(root, name), join(dir, name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (/** @type {string} */ from) => !skipped(from),
    });
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * Puts the pinned launch content (tests/fixtures/content/) in place of staff's files in the copy
 * at `dir`, so a suite that edits a post or a trade, or compares a page with SPEC, runs on the
 * same files whatever staff have changed in content/ since (decision 024). Returns `dir`.
 * @param {string} dir
 */
export function withPinnedContent(dir) {
  copyStaffParts(join(dir, PINNED_CONTENT_PATH), join(dir, "content"));
  return dir;
}

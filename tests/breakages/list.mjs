// @ts-check
// The list of breakages: each tests/breakages/NNN-name.patch read into its header fields and
// the files it touches. Shared by the runner (run.mjs) and the fast check (check.mjs).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const LIST_DIR = join(ROOT, "tests/breakages");
/** Three digits, a dash, a kebab-case name: the files sort in their numeric order. */
export const NAME_PATTERN = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.patch$/;

/** @typedef {{ kind: string, file: string, grep?: string }} SuiteRef */
/** @typedef {{ number: string, name: string, file: string, breaks: string, suites: SuiteRef[], touched: string[], problem?: string }} Breakage */

/** @param {string} token @returns {SuiteRef} */
export function parseSuite(token) {
  const m = /^(unit|worker|dev|e2e|editor|photos|photos-e2e):([^#]+)(?:#(.+))?$/.exec(token);
  if (!m)
    throw new Error(
      `bad suite "${token}": expected unit:FILE, worker:FILE, dev:FILE, e2e:FILE or editor:FILE, optionally #PATTERN`,
    );
  return { kind: m[1] ?? "", file: m[2] ?? "", grep: m[3] };
}

/** @param {string} file a file name in tests/breakages @returns {Breakage} */
export function readBreakage(file) {
  const text = readFileSync(join(LIST_DIR, file), "utf8");
  const base = file.replace(/\.patch$/, "");
  const number = /^(\d+)/.exec(base)?.[1] ?? "";
  const name = base.replace(/^\d+-/, "");
  const start = text.search(/^diff --git /m);
  const header = start < 0 ? text : text.slice(0, start);
  /** @param {string} key */
  const field = (key) => new RegExp(`^${key}:[ \\t]*(.+)$`, "mi").exec(header)?.[1]?.trim();
  /** @type {Breakage} */
  const breakage = { number, name, file, breaks: field("Breaks") ?? "", suites: [], touched: [] };
  try {
    if (!NAME_PATTERN.test(file)) throw new Error(`the name is not NNN-kebab-name.patch (three digits)`);
    if (start < 0) throw new Error("no `diff --git` in the file");
    if (!breakage.breaks) throw new Error("no `Breaks:` line in the header");
    const suites = field("Suites");
    if (!suites) throw new Error("no `Suites:` line in the header");
    breakage.suites = suites.split(/\s+/).map(parseSuite);
    const touched = [...text.slice(start).matchAll(/^diff --git a\/(\S+) b\/(\S+)$/gm)].flatMap((m) => [
      m[1] ?? "",
      m[2] ?? "",
    ]);
    breakage.touched = [...new Set(touched)];
    // The pinned launch content under tests/fixtures/content/ is content, not a test: it is what
    // the exact-value suites build the site from (decision 024).
    const tests = breakage.touched.filter((p) => p.startsWith("tests/") && !p.startsWith("tests/fixtures/content/"));
    if (tests.length)
      throw new Error(`patches tests (${tests.join(", ")}): a breakage changes app or content code only`);
  } catch (error) {
    breakage.problem = error instanceof Error ? error.message : String(error);
  }
  return breakage;
}

/** Every breakage, in file-name order (which is numeric order, the names being zero-padded). */
export function readAll() {
  return readdirSync(LIST_DIR)
    .filter((f) => f.endsWith(".patch"))
    .sort()
    .map(readBreakage);
}

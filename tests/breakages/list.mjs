// @ts-check
// The list of breakages: each tests/breakages/<what-breaks>.yaml read and checked, and the edits
// it makes found in the code. Shared by the runner (run.mjs) and the fast check (check.mjs).
//
// An edit finds its snippet by meaning, not by line number: each line's leading indentation is
// ignored when matching, and the replacement is re-indented to the indentation found (its lines
// keep their indentation relative to the find's first line), so a
// refactor that moves or re-indents the code keeps the breakage applying.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const LIST_DIR = join(ROOT, "tests/breakages");
/** A kebab-case name saying what breaks. */
export const NAME_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.yaml$/;
export const KINDS = ["unit", "worker", "dev", "e2e", "editor", "photos", "photos-e2e", "staff-edits"];

/** @typedef {{ kind: string, file: string, grep?: string }} SuiteRef */
/** @typedef {{ file: string, find: string, replace: string }} Edit */
/** @typedef {{ name: string, file: string, breaks: string, suites: SuiteRef[], edits: Edit[], touched: string[], problem?: string }} Breakage */

/** @param {string} token @returns {SuiteRef} */
export function parseSuite(token) {
  const m = /^([a-z0-9-]+):([^#]+)(?:#(.+))?$/.exec(token);
  if (!m || !KINDS.includes(m[1] ?? ""))
    throw new Error(`bad suite "${token}": expected KIND:FILE or KIND:FILE#PATTERN, KIND one of ${KINDS.join(", ")}`);
  return { kind: m[1] ?? "", file: m[2] ?? "", grep: m[3] };
}

/**
 * The text with each line's leading indentation removed, and for each of its characters the
 * offset of that character in the original text (plus one entry for the end).
 * @param {string} text
 */
function unindented(text) {
  let out = "";
  /** @type {number[]} */
  const map = [];
  /** The original offset of each line's start (indentation included), by the unindented offset of that start. */
  /** @type {Map<number, number>} */
  const lineStarts = new Map();
  let offset = 0;
  for (const line of text.split("\n")) {
    const indent = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    lineStarts.set(out.length, offset);
    for (let i = indent; i < line.length; i++) {
      out += line[i];
      map.push(offset + i);
    }
    offset += line.length;
    if (offset < text.length) {
      out += "\n";
      map.push(offset);
      offset += 1;
    }
  }
  map.push(text.length);
  return { text: out, map, lineStarts };
}

/** @param {string} snippet */
const unindentSnippet = (snippet) =>
  snippet
    .split("\n")
    .map((l) => l.replace(/^[ \t]+/, ""))
    .join("\n");

/**
 * How many times `find` occurs in `text`, ignoring each line's leading indentation.
 * @param {string} text @param {string} find
 */
export function occurrences(text, find) {
  const haystack = unindented(text).text;
  const needle = unindentSnippet(find);
  if (!needle.trim()) return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}

/**
 * `text` with the one occurrence of `find` (indentation ignored) replaced by `replace`,
 * re-indented to the indentation of the line the match starts on; throws unless `find` occurs
 * exactly once.
 * @param {string} text @param {Edit} edit
 */
export function applyEdit(text, edit) {
  const count = occurrences(text, edit.find);
  if (count !== 1)
    throw new Error(
      `${edit.file}: the text to find occurs ${count} times (it must occur exactly once): ${JSON.stringify(edit.find.trim().split("\n")[0])}`,
    );
  const u = unindented(text);
  const start = u.text.indexOf(unindentSnippet(edit.find));
  const end = start + unindentSnippet(edit.find).length;
  const lineStartAt = u.lineStarts.get(start);
  const fromLineStart = lineStartAt !== undefined;
  const from = lineStartAt ?? u.map[start] ?? 0;
  const to = (u.text[end - 1] === "\n" ? u.lineStarts.get(end) : undefined) ?? u.map[end] ?? text.length;
  const lineStart = text.lastIndexOf("\n", (u.map[start] ?? 0) - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? "";
  // The replacement keeps its lines' indentation relative to the find's first line.
  const findIndent = /^[ \t]*/.exec(edit.find)?.[0] ?? "";
  const replacement = edit.replace
    .split("\n")
    .map((line, i) => {
      if (line === "" || (i === 0 && !fromLineStart)) return line;
      const own = /^[ \t]*/.exec(line)?.[0] ?? "";
      const rest = line.slice(own.length);
      return own.length >= findIndent.length
        ? indent + own.slice(findIndent.length) + rest
        : indent.slice(0, Math.max(0, indent.length - (findIndent.length - own.length))) + rest;
    })
    .join("\n");
  return text.slice(0, from) + replacement + text.slice(to);
}

/**
 * Every touched file's text after the breakage's edits, in order (an edit sees the edits before it).
 * @param {string} root the project directory the files are read from
 * @param {Edit[]} edits
 * @returns {Map<string, string>}
 */
export function editedFiles(root, edits) {
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const edit of edits) {
    const path = join(root, edit.file);
    if (!files.has(edit.file)) {
      if (!existsSync(path)) throw new Error(`${edit.file} does not exist`);
      files.set(edit.file, readFileSync(path, "utf8"));
    }
    files.set(edit.file, applyEdit(files.get(edit.file) ?? "", edit));
  }
  return files;
}

/** @param {unknown} value @returns {value is string} */
const isString = (value) => typeof value === "string";

/** @param {unknown} value @returns {Edit | null} */
function asEdit(value) {
  if (!value || typeof value !== "object") return null;
  /** @type {{ file?: unknown, find?: unknown, replace?: unknown }} */
  const e = value;
  return isString(e.file) && isString(e.find) && isString(e.replace)
    ? { file: e.file, find: e.find, replace: e.replace }
    : null;
}

/** @param {string} file a file name in tests/breakages @returns {Breakage} */
export function readBreakage(file) {
  const name = file.replace(/\.yaml$/, "");
  /** @type {Breakage} */
  const breakage = { name, file, breaks: "", suites: [], edits: [], touched: [] };
  try {
    if (!NAME_PATTERN.test(file)) throw new Error(`the name is not kebab-case-words.yaml`);
    /** @type {unknown} */
    const parsed = parse(readFileSync(join(LIST_DIR, file), "utf8"));
    /** @type {{ breaks?: unknown, suites?: unknown, edits?: unknown }} */
    const data = parsed && typeof parsed === "object" ? parsed : {};
    if (!isString(data.breaks) || !String(data.breaks).trim())
      throw new Error("no `breaks:` line (what a visitor, crawler or staff member would notice)");
    breakage.breaks = String(data.breaks).trim();
    if (!Array.isArray(data.suites) || !data.suites.length || !data.suites.every(isString))
      throw new Error("no `suites:` list (KIND:FILE, optionally #PATTERN)");
    /** @type {unknown[]} */
    const suites = data.suites;
    breakage.suites = suites.map((s) => parseSuite(String(s)));
    if (!Array.isArray(data.edits) || !data.edits.length) throw new Error("no `edits:` list ({file, find, replace})");
    /** @type {unknown[]} */
    const edits = data.edits;
    breakage.edits = edits.map((e, i) => {
      const edit = asEdit(e);
      if (!edit) throw new Error(`edit ${i + 1} needs file, find and replace, each a string`);
      return edit;
    });
    breakage.touched = [...new Set(breakage.edits.map((e) => e.file))];
    // The pinned launch content under tests/fixtures/content/ is content, not a test: it is what
    // the exact-value suites build the site from (decision 024).
    const tests = breakage.touched.filter((p) => p.startsWith("tests/") && !p.startsWith("tests/fixtures/content/"));
    if (tests.length) throw new Error(`edits tests (${tests.join(", ")}): a breakage changes app or content code only`);
  } catch (error) {
    breakage.problem = error instanceof Error ? error.message : String(error);
  }
  return breakage;
}

/** Every breakage, in name order. */
export function readAll() {
  return readdirSync(LIST_DIR)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map(readBreakage);
}

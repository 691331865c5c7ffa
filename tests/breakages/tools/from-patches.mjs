#!/usr/bin/env node
// @ts-check
// One-off: turns numbered `NNN-name.patch` breakages (a header and a `git diff`) into the
// `<name>.yaml` format, each hunk's change as a find/replace pair with the least context that
// keeps the find unique in its file. Prints what it could not convert and why.
//
//   node tests/breakages/tools/from-patches.mjs OUT_DIR PATCH...
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { stringify } from "yaml";
import { ROOT, applyEdit, occurrences } from "../list.mjs";

const [outDir, ...patches] = process.argv.slice(2);
if (!outDir || !patches.length) {
  console.error("usage: from-patches.mjs OUT_DIR PATCH...");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

/** @typedef {{ before: string[], removed: string[], added: string[], after: string[] }} Change */

/** @param {string} body one file's hunks @returns {Change[]} */
function changes(body) {
  /** @type {Change[]} */
  const out = [];
  for (const hunk of body.split(/^@@[^\n]*@@[^\n]*\n/m).slice(1)) {
    const lines = hunk
      .replace(/\n$/, "")
      .split("\n")
      .filter((l) => !l.startsWith("\\"));
    /** @type {string[]} */
    let context = [];
    /** @type {Change | null} */
    let current = null;
    for (const line of lines) {
      const kind = line[0] ?? " ";
      const text = line.slice(1);
      if (kind === " ") {
        if (current) current.after.push(text);
        context.push(text);
      } else {
        if (current && current.after.length) {
          out.push(current);
          current = null;
        }
        if (!current) {
          current = { before: context.slice(), removed: [], added: [], after: [] };
        }
        if (kind === "-") current.removed.push(text);
        else current.added.push(text);
        context = [];
      }
    }
    if (current) out.push(current);
  }
  return out;
}

/** The shortest indentation of the lines that are not blank. @param {string[]} lines */
const indentOf = (lines) =>
  lines
    .filter((l) => l.trim())
    .map((l) => /^[ \t]*/.exec(l)?.[0] ?? "")
    .reduce((a, b) => (b.length < a.length ? b : a));
/** @param {string[]} lines @param {string} indent */
const dedent = (lines, indent) => lines.map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart()));
/** @param {string[]} lines */
const block = (lines) => (lines.length ? `${lines.join("\n")}\n` : "");

/**
 * @param {string} text the file as the edits before this one left it
 * @param {Change} c
 * @param {string} file
 */
function smallestEdit(text, c, file) {
  /** @type {[number, number][]} */
  const tries = [];
  for (let n = 0; n <= 6; n++)
    for (let b = 0; b <= n; b++) {
      const a = n - b;
      if (b <= c.before.length && a <= c.after.length) tries.push([b, a]);
    }
  for (const [b, a] of tries) {
    const before = c.before.slice(c.before.length - b);
    const after = c.after.slice(0, a);
    const findLines = [...before, ...c.removed, ...after];
    if (!findLines.some((l) => l.trim())) continue;
    const indent = indentOf([...findLines, ...c.added.filter((l) => l.trim())]);
    const find = block(dedent(findLines, indent));
    if (occurrences(text, find) !== 1) continue;
    const replace = block(dedent([...before, ...c.added, ...after], indent));
    return { file, find, replace };
  }
  return null;
}

let converted = 0;
for (const patch of patches) {
  const text = readFileSync(patch, "utf8");
  const name = basename(patch)
    .replace(/^\d+-/, "")
    .replace(/\.patch$/, "");
  const start = text.search(/^diff --git /m);
  const header = text.slice(0, start);
  /** @param {string} key */
  const field = (key) => new RegExp(`^${key}:[ \\t]*(.+)$`, "mi").exec(header)?.[1]?.trim() ?? "";
  const edits = [];
  let problem = "";
  for (const part of text.slice(start).split(/^(?=diff --git )/m)) {
    const file = /^diff --git a\/(\S+) b\/(\S+)/.exec(part)?.[2];
    if (!file) continue;
    if (/^(new|deleted) file mode|^rename from|^Binary/m.test(part)) {
      problem = `${file}: a new, deleted, renamed or binary file`;
      break;
    }
    let current;
    try {
      current = readFileSync(join(ROOT, file), "utf8");
    } catch {
      problem = `${file} does not exist`;
      break;
    }
    for (const c of changes(part)) {
      const edit = smallestEdit(current, c, file);
      if (!edit) {
        problem = `${file}: no unique find for the change at ${JSON.stringify(c.removed[0] ?? c.before.at(-1))}`;
        break;
      }
      current = applyEdit(current, edit);
      edits.push(edit);
    }
    if (problem) break;
  }
  if (problem) {
    console.log(`SKIP ${basename(patch)}: ${problem}`);
    continue;
  }
  const yaml = stringify(
    { breaks: field("Breaks"), suites: field("Suites").split(/\s+/), edits },
    { lineWidth: 0, blockQuote: "literal" },
  );
  writeFileSync(join(outDir, `${name}.yaml`), yaml);
  converted++;
}
console.log(`converted ${converted} of ${patches.length}`);

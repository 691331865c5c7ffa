#!/usr/bin/env node
// @ts-check
// The fast half of the breakages: without building or running anything, every breakage in
// tests/breakages must parse, each edit's text must occur exactly once in its file (indentation
// ignored, in order), its suites' files must exist, each suite's #PATTERN must match a test's
// name where the file's names are plain strings, and there are at most MAX_BREAKAGES of them.
// Part of `npm test`, so a change that rewrites code a breakage edits is told at once which one
// to make again, instead of it rotting until the next full run of `npm run test:breakages`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, editedFiles, readAll } from "./list.mjs";

/** Hand-made breakages are for what mutation testing cannot reach (decision 039): a short list. */
export const MAX_BREAKAGES = 100;

const started = performance.now();
const all = readAll();
/** @type {string[]} */
const problems = [];

if (all.length > MAX_BREAKAGES)
  problems.push(
    `tests/breakages/ has ${all.length} breakages, more than ${MAX_BREAKAGES}: one for what mutation testing cannot reach (headers of the built worker, CSS and layout, the browser, the dev loop, the editor); a mistake in a pure module belongs to mutation testing (npm run test:mutation)`,
  );

/** Test names as written in a test file, or null when one is built at run time (a template, a variable). */
/** @type {Map<string, string[] | null>} */
const namesCache = new Map();
/** @param {string} file @returns {string[] | null} */
function testNames(file) {
  const cached = namesCache.get(file);
  if (cached !== undefined) return cached;
  const text = readFileSync(join(ROOT, file), "utf8");
  /** @type {string[] | null} */
  let names = [];
  const calls = [...text.matchAll(/\b(?:test|it|describe)(?:\.\w+)*\(\s*(["'`]?)/g)];
  for (const call of calls) {
    const quote = call[1];
    if (!quote) {
      names = null;
      break;
    }
    const start = (call.index ?? 0) + call[0].length;
    const end = text.indexOf(quote, start);
    const name = text.slice(start, end);
    if (quote === "`" && name.includes("${")) {
      names = null;
      break;
    }
    names.push(name);
  }
  namesCache.set(file, names);
  return names;
}

/** @param {string[]} names @param {string} pattern */
function matchesSome(names, pattern) {
  const re = new RegExp(pattern);
  // A test's full name is its describe blocks' names and its own, joined by spaces.
  return names.some((a) => re.test(a) || names.some((b) => re.test(`${a} ${b}`)));
}

for (const b of all) {
  const where = `tests/breakages/${b.file}`;
  if (b.problem) {
    problems.push(`${where}: ${b.problem}`);
    continue;
  }
  for (const suite of b.suites) {
    if (!existsSync(join(ROOT, suite.file))) {
      problems.push(
        `${where}: its suites name ${suite.file}, which does not exist: point it at the test file that now holds those tests`,
      );
      continue;
    }
    const names = suite.grep ? testNames(suite.file) : null;
    if (suite.grep && names && !matchesSome(names, suite.grep))
      problems.push(`${where}: the pattern #${suite.grep} matches no test name in ${suite.file}`);
  }
  try {
    editedFiles(ROOT, b.edits);
  } catch (error) {
    problems.push(
      `${where} is stale: ${error instanceof Error ? error.message : String(error)}. Make the same mistake again in the current code (a find that occurs once), and check it with \`npm run test:breakages -- ${b.name}\``,
    );
  }
}

const ms = Math.round(performance.now() - started);
if (problems.length) {
  console.error(
    `breakages: ${problems.length} problem(s) in ${all.length} breakages (${ms} ms):\n${problems.map((p) => `- ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(`breakages: all ${all.length} breakages apply to the tree and name existing suites (${ms} ms)`);

#!/usr/bin/env node
// @ts-check
// The fast half of the breakages: without building or running anything, every patch in
// tests/breakages must still apply to the working tree (`git apply --check`), name suite files
// that exist, and the numbers must run 001, 002, … with no gap or repeat. Part of `npm test`,
// so a change that moves code a patch touches is told at once which patch to make again,
// instead of the patch rotting until the next full run of `npm run test:breakages`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { LIST_DIR, ROOT, readAll } from "./list.mjs";

const started = performance.now();
const all = readAll();
/** @type {string[]} */
const problems = [];

// One message for the first gap or repeat, not one for every patch after it.
const misnumbered = all.findIndex((b, index) => Number(b.number) !== index + 1);
if (misnumbered !== -1) {
  const b = all[misnumbered];
  const expected = String(misnumbered + 1).padStart(3, "0");
  problems.push(
    `tests/breakages/${b?.file}: expected number ${expected} here (numbers run 001, 002, … with no gap or repeat): rename the patches from here on`,
  );
}

all.forEach((b) => {
  const where = relative(ROOT, join(LIST_DIR, b.file));
  if (b.problem) return void problems.push(`${where}: ${b.problem}`);
  for (const suite of b.suites) {
    if (!existsSync(join(ROOT, suite.file)))
      problems.push(
        `${where}: its Suites: line names ${suite.file}, which does not exist: point it at the test file that now holds those tests`,
      );
  }
  const check = spawnSync("git", ["apply", "--check", join(LIST_DIR, b.file)], { cwd: ROOT, encoding: "utf8" });
  if (check.status !== 0) {
    const why = check.stderr.trim().split("\n").slice(0, 2).join("; ");
    problems.push(
      `${where} is stale: it no longer applies (${why}). Make the same mistake again in the current code, save it with \`git diff -- app content public scripts\` under the old header lines, and check it with \`npm run test:breakages -- ${b.number}\``,
    );
  }
});

const ms = Math.round(performance.now() - started);
if (problems.length) {
  console.error(
    `breakages: ${problems.length} problem(s) in ${all.length} patches (${ms} ms):\n${problems.map((p) => `- ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(`breakages: all ${all.length} patches apply to the tree and name existing suites (${ms} ms)`);

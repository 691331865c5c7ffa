#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:mutation`: StrykerJS in incremental mode without touching the working tree.
 * The committed report (tests/mutation/stryker-incremental.json) holds every mutant's last
 * result; it is copied to .cache/mutation/ and Stryker reads and writes that copy, so a run
 * re-tests only the mutants in code (or tests) that changed since and `npm test` leaves git
 * status clean. `--save` copies the updated report back, to commit with the change that made
 * it. Any other argument goes to Stryker (`--force`, `--mutate app/lib/redirects.ts`).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const committed = join(root, "tests/mutation/stryker-incremental.json");
const working = join(root, ".cache/mutation/stryker-incremental.json");
const save = process.argv.includes("--save");
const args = process.argv.slice(2).filter((a) => a !== "--save");

mkdirSync(dirname(working), { recursive: true });
if (existsSync(committed)) copyFileSync(committed, working);
else console.log("mutation: no committed report yet, so every mutant runs (then --save it)");

const run = spawnSync(
  "npx",
  ["stryker", "run", "tests/mutation/stryker.config.mjs", "--incrementalFile", working, ...args],
  { cwd: root, stdio: "inherit" },
);
if (run.status === 0 && save) {
  copyFileSync(working, committed);
  console.log(`mutation: the updated report is in ${committed}: commit it with the change`);
}
process.exit(run.status ?? 1);

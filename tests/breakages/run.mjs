#!/usr/bin/env node
// @ts-check
// Behaviour mutations: makes each breakage in tests/breakages/*.yaml (its edits) in a scratch
// copy of the project, rebuilds, runs only the suites it names, and reports whether they
// caught it. The developer's tree is never modified. See tests/breakages/README.md.
//
//   node tests/breakages/run.mjs [filter ...] [--no-baseline] [--keep] [--first]
//
// filter: a fragment of the breakage's name ("hsts"); several are OR-ed.
// The steps live beside this file: list.mjs (the breakages, their edits), scratch.mjs (the copy, its build),
// processes.mjs, suites.mjs and reports.mjs (running the suites), table.mjs (the report).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT, editedFiles, readAll } from "./list.mjs";
import { signalAll } from "./processes.mjs";
import { shorten } from "./reports.mjs";
import { build, makeScratch } from "./scratch.mjs";
import { groups, runSuite } from "./suites.mjs";
import { seconds, table } from "./table.mjs";

/** @typedef {import("./list.mjs").Breakage} Breakage */
/** @typedef {import("./reports.mjs").Failure} Failure */
/** @typedef {import("./suites.mjs").SuiteResult} SuiteResult */
/** @typedef {import("./table.mjs").BreakageResult} BreakageResult */
/** @typedef {import("./table.mjs").Outcome} Outcome */

const REPORT = join(ROOT, "reports/breakages.md");
/** What `npm run build:pinned` reads: a breakage editing only other files needs no rebuild. */
const BUILD_INPUTS = [
  /^app\//,
  /^content\//,
  /^tests\/fixtures\/content\//,
  /^public\//,
  /^scripts\//,
  /^remix\.config\.js$/,
  /^package\.json$/,
  /^tsconfig\.json$/,
];

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const filters = args.filter((a) => !a.startsWith("--"));
for (const flag of flags) {
  if (!["--no-baseline", "--keep", "--first", "--help"].includes(flag)) {
    console.error(`unknown option ${flag}`);
    process.exit(2);
  }
}
if (flags.has("--help")) {
  console.log(
    readFileSync(fileURLToPath(import.meta.url), "utf8")
      .split("\n")
      .slice(0, 8)
      .join("\n"),
  );
  process.exit(0);
}

const all = readAll();
const selected = filters.length ? all.filter((b) => filters.some((f) => b.name.includes(f))) : all;
if (!selected.length) {
  console.error(`no breakage matches ${filters.join(" ")} (have ${all.length} in tests/breakages/)`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------
// Stopping: on Ctrl-C, the running suite's process group and the scratch copy go too

/** @type {string | undefined} */
let scratch;
let stopping = false;

function cleanUp() {
  signalAll("SIGKILL");
  if (scratch && !flags.has("--keep")) rmSync(scratch, { recursive: true, force: true });
}

/** @type {NodeJS.Signals[]} */
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the running suite and removing ${scratch ?? "nothing"}`);
    signalAll("SIGTERM");
    // Give the test runners a moment to stop their workerd and Chromium, then make sure.
    setTimeout(() => {
      cleanUp();
      process.exit(130);
    }, 2000);
  });
}

// ---------------------------------------------------------------------------------------
// One breakage: apply, rebuild, run, restore

/**
 * @param {string} dir the scratch copy
 * @param {Breakage} b
 * @returns {Promise<BreakageResult>}
 */
async function tryBreakage(dir, b) {
  const started = Date.now();
  /** @type {BreakageResult} */
  const result = { ...b, outcome: "", suiteResults: [], failure: null, ms: 0 };
  /** @param {Outcome} outcome @param {Failure | null | undefined} [failure] */
  const finish = (outcome, failure = null) => Object.assign(result, { outcome, failure, ms: Date.now() - started });
  if (b.problem) return finish("invalid", { test: b.problem, reason: "" });
  for (const s of b.suites) {
    if (!existsSync(join(dir, s.file))) return finish("invalid", { test: `no such suite file ${s.file}`, reason: "" });
  }

  /** @type {Map<string, string>} */
  let edited;
  try {
    edited = editedFiles(dir, b.edits);
  } catch (error) {
    return finish("stale", { test: "an edit no longer applies", reason: error instanceof Error ? error.message : "" });
  }
  // Keep the exact bytes of every file the breakage edits, to put back afterwards.
  const saved = new Map(b.touched.map((p) => [p, readFileSync(join(dir, p))]));
  for (const [path, text] of edited) writeFileSync(join(dir, path), text);

  try {
    if (b.touched.some((p) => BUILD_INPUTS.some((re) => re.test(p)))) {
      const built = await build(dir);
      if (!built.ok) {
        if (built.timedOut) return finish("timeout", { test: "npm run build", reason: "" });
        return finish("caught", {
          test: "npm run build (the build itself fails)",
          reason: shorten(built.output.split("\n").find((l) => /error/i.test(l))),
        });
      }
    }
    for (const group of groups(b.suites)) {
      const suite = await runSuite(dir, group.kind, group.files, group.grep, b.name);
      result.suiteResults.push(suite);
      if (suite.outcome === "failed" && flags.has("--first")) break;
    }
  } finally {
    for (const [path, bytes] of saved) writeFileSync(join(dir, path), bytes);
  }

  const failed = result.suiteResults.find((s) => s.outcome === "failed");
  if (failed) return finish("caught", failed.failure);
  const timedOut = result.suiteResults.find((s) => s.outcome === "timeout");
  if (timedOut) return finish("timeout", timedOut.failure);
  const empty = result.suiteResults.find((s) => s.outcome === "empty");
  if (empty) return finish("invalid", empty.failure);
  return finish("missed");
}

// ---------------------------------------------------------------------------------------

const wallStart = Date.now();
let exitCode = 0;
try {
  console.log(`${selected.length} of ${all.length} breakages; scratch copy of ${ROOT}`);
  const dir = makeScratch();
  scratch = dir;
  console.log(`scratch: ${dir}; building…`);
  const first = await build(dir);
  if (!first.ok)
    throw new Error(`the unpatched project does not build in the scratch copy:\n${first.output.slice(-2000)}`);

  /** @type {SuiteResult[]} */
  const baseline = [];
  if (!flags.has("--no-baseline")) {
    const suites = groups(selected.filter((b) => !b.problem).flatMap((b) => b.suites));
    console.log(`baseline: ${suites.length} suite run(s) without a breakage…`);
    for (const g of suites) {
      const r = await runSuite(dir, g.kind, g.files, g.grep, "baseline");
      baseline.push(r);
      console.log(
        `  ${r.outcome.padEnd(7)} ${r.spec} (${seconds(r.ms)})${r.failure ? `: ${r.failure.test} — ${r.failure.reason}` : ""}`,
      );
    }
  }

  /** @type {BreakageResult[]} */
  const results = [];
  for (const b of selected) {
    process.stdout.write(`${b.name} … `);
    const r = await tryBreakage(dir, b);
    results.push(r);
    console.log(
      `${r.outcome} (${seconds(r.ms)})${r.failure ? `: ${r.failure.test}${r.failure.reason ? ` — ${r.failure.reason}` : ""}` : ""}`,
    );
  }
  // Leave the scratch build as it started, for --keep.
  if (flags.has("--keep")) await build(dir);

  const markdown = table(results, baseline, Date.now() - wallStart, filters);
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, markdown);
  console.log(
    `\n${markdown}\nWritten to ${relative(ROOT, REPORT)}${flags.has("--keep") ? `; scratch kept at ${dir}` : ""}`,
  );
  if (results.some((r) => r.outcome !== "caught") || baseline.some((s) => s.outcome !== "passed")) exitCode = 1;
} catch (error) {
  // After Ctrl-C the killed build or suite fails too: that is not worth reporting.
  if (!stopping) console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
} finally {
  cleanUp();
}
process.exit(stopping ? 130 : exitCode);

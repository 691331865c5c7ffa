#!/usr/bin/env node
// Behaviour mutations: applies each breakage in tests/breakages/*.patch to a scratch copy of
// the project, rebuilds, runs only the suites the patch names, and reports whether they
// caught it. The developer's tree is never modified. See tests/breakages/README.md.
//
//   node tests/breakages/run.mjs [filter ...] [--no-baseline] [--keep] [--first]
//
// filter: a number ("03", "7") or a fragment of the file name ("hsts"); several are OR-ed.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LIST_DIR = join(ROOT, "tests/breakages");
const REPORT = join(ROOT, "reports/breakages.md");
const SUITE_TIMEOUT_MS = Number(process.env.BREAKAGES_SUITE_TIMEOUT_S ?? 300) * 1000;
const BUILD_TIMEOUT_MS = 5 * 60 * 1000;
const E2E_PORT = process.env.E2E_PORT ?? "8791";
/** What `npm run build` reads: a patch touching only other files needs no rebuild. */
const BUILD_INPUTS = [/^app\//, /^content\//, /^public\//, /^scripts\/(?:build|content)\//, /^remix\.config\.js$/, /^package\.json$/, /^tsconfig\.json$/];
const KINDS = ["unit", "worker", "e2e"];

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
  console.log(readFileSync(fileURLToPath(import.meta.url), "utf8").split("\n").slice(0, 8).join("\n"));
  process.exit(0);
}

// ---------------------------------------------------------------------------------------
// The list

/** @typedef {{ kind: string, file: string, grep?: string }} SuiteRef */
/** @typedef {{ number: string, name: string, file: string, breaks: string, suites: SuiteRef[], touched: string[], problem?: string }} Breakage */

function parseSuite(token) {
  const m = /^(unit|worker|dev|e2e):([^#]+)(?:#(.+))?$/.exec(token);
  if (!m) throw new Error(`bad suite "${token}": expected unit:FILE, worker:FILE, dev:FILE or e2e:FILE, optionally #PATTERN`);
  return { kind: m[1], file: m[2], grep: m[3] };
}

/** @returns {Breakage} */
function readBreakage(file) {
  const text = readFileSync(join(LIST_DIR, file), "utf8");
  const base = file.replace(/\.patch$/, "");
  const number = /^(\d+)/.exec(base)?.[1] ?? "";
  const name = base.replace(/^\d+-/, "");
  const start = text.search(/^diff --git /m);
  const header = start < 0 ? text : text.slice(0, start);
  const field = (key) => new RegExp(`^${key}:[ \\t]*(.+)$`, "mi").exec(header)?.[1]?.trim();
  const breakage = { number, name, file, breaks: field("Breaks") ?? "", suites: [], touched: [] };
  try {
    if (start < 0) throw new Error("no `diff --git` in the file");
    if (!breakage.breaks) throw new Error("no `Breaks:` line in the header");
    const suites = field("Suites");
    if (!suites) throw new Error("no `Suites:` line in the header");
    breakage.suites = suites.split(/\s+/).map(parseSuite);
    breakage.touched = [...text.slice(start).matchAll(/^diff --git a\/(\S+) b\/(\S+)$/gm)].flatMap((m) => [m[1], m[2]]);
    breakage.touched = [...new Set(breakage.touched)];
    const tests = breakage.touched.filter((p) => p.startsWith("tests/"));
    if (tests.length) throw new Error(`patches tests (${tests.join(", ")}): a breakage changes app or content code only`);
  } catch (error) {
    breakage.problem = error.message;
  }
  return breakage;
}

const all = readdirSync(LIST_DIR)
  .filter((f) => f.endsWith(".patch"))
  .sort()
  .map(readBreakage);
const selected = filters.length
  ? all.filter((b) => filters.some((f) => (/^\d+$/.test(f) ? Number(f) === Number(b.number) : b.file.includes(f))))
  : all;
if (!selected.length) {
  console.error(`no breakage matches ${filters.join(" ")} (have ${all.length} in tests/breakages/)`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------
// Processes: each in its own process group, bounded in time, killed with the run

const running = new Set();
let scratch;

function run(command, argv, { cwd, timeoutMs, env = {}, quiet = true } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    let output = "";
    const keep = (chunk) => {
      output += chunk;
      if (output.length > 400_000) output = output.slice(-200_000);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), timedOut, output, ms: Date.now() - started });
    });
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

function killGroup(child) {
  // workerd or Chromium may ignore SIGTERM while busy: SIGKILL what is left a moment later.
  if (signalGroup(child, "SIGTERM")) setTimeout(() => signalGroup(child, "SIGKILL"), 3000).unref();
}

function cleanUp() {
  for (const child of running) signalGroup(child, "SIGKILL");
  if (scratch && !flags.has("--keep")) rmSync(scratch, { recursive: true, force: true });
}

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the running suite and removing ${scratch ?? "nothing"}`);
    for (const child of running) signalGroup(child, "SIGTERM");
    // Give the test runners a moment to stop their workerd and Chromium, then make sure.
    setTimeout(() => {
      cleanUp();
      process.exit(130);
    }, 2000);
  });
}

// ---------------------------------------------------------------------------------------
// The scratch copy: HEAD plus the working tree's uncommitted changes, never the tree itself

function makeScratch() {
  const dir = mkdtempSync(join(tmpdir(), "breakages-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const path of listed.stdout.split("\0").filter(Boolean)) {
    const from = join(ROOT, path);
    if (!existsSync(from) && !isSymlink(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(from, join(dir, path), { verbatimSymlinks: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

function isSymlink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

async function build() {
  const result = await run("npm", ["run", "build"], { cwd: scratch, timeoutMs: BUILD_TIMEOUT_MS });
  const ok = result.code === 0 && !result.timedOut && existsSync(join(scratch, "build/index.js"));
  return { ...result, ok };
}

// ---------------------------------------------------------------------------------------
// Suites, with names parsed from the reporters' JSON

const shorten = (text, max = 110) => {
  const line = String(text ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l && !/^(Error|AssertionError):?$/.test(l)) ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** Every failing test of a vitest JSON report, in report order. */
function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = relative(scratch, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const test of tests) failures.push({ test: `${where} › ${test.fullName}`, reason: shorten(test.failureMessages?.[0]) });
    if (!tests.length && file.status === "failed") failures.push({ test: `${where} (file)`, reason: shorten(file.message) });
  }
  return failures;
}

/** Every failing test of a Playwright JSON report, in report order. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const bad = (test.results ?? []).find((r) => r.status !== "passed" && r.status !== "skipped");
        if (test.status === "unexpected" || test.status === "flaky" || bad) {
          const path = [...titles, spec.title].filter(Boolean).join(" › ");
          failures.push({ test: `${spec.file ?? suite.file} › ${path}`, reason: shorten(bad?.error?.message ?? bad?.errors?.[0]?.message ?? bad?.status) });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title === child.file ? titles : [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push({ test: "(run error)", reason: shorten(error.message) });
  return failures;
}

/** Runs one group of files of one kind; caught = the suite exited non-zero. */
async function runSuite(kind, files, grep, label) {
  const out = join(scratch, ".breakages", `${label}-${kind}-${Date.now()}.json`);
  mkdirSync(dirname(out), { recursive: true });
  let command;
  let env = {};
  if (kind === "e2e") {
    command = ["npx", ["playwright", "test", ...files, "--reporter=json", ...(grep ? ["--grep", grep] : [])]];
    env = { PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_PORT };
  } else {
    command = ["npx", ["vitest", "run", "--project", kind, ...files, "--reporter=json", `--outputFile=${out}`, ...(grep ? ["-t", grep] : [])]];
  }
  const result = await run(command[0], command[1], { cwd: scratch, timeoutMs: SUITE_TIMEOUT_MS, env });
  const spec = `${kind}:${files.join(",")}${grep ? `#${grep}` : ""}`;
  if (result.timedOut) return { spec, kind, outcome: "timeout", ms: result.ms, failure: { test: `(no result in ${SUITE_TIMEOUT_MS / 1000} s)`, reason: "" } };
  let report = null;
  if (existsSync(out)) {
    try {
      report = JSON.parse(readFileSync(out, "utf8"));
    } catch (error) {
      report = null;
      result.output += `\n(unreadable JSON report: ${error.message})`;
    }
  }
  if (result.code === 0) {
    // A run that selects nothing passes silently: that is a mistake in the Suites line.
    const count = kind === "e2e" ? (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0) : (report?.numTotalTests ?? 0);
    if (!count) return { spec, kind, outcome: "empty", ms: result.ms, failure: { test: "(no test ran: check the Suites line)", reason: "" } };
    return { spec, kind, outcome: "passed", ms: result.ms, count };
  }
  const failures = report ? (kind === "e2e" ? playwrightFailures(report) : vitestFailures(report)) : [];
  if (!failures.length) {
    failures.push({ test: "(suite error)", reason: shorten(result.output.split("\n").filter((l) => /error/i.test(l)).at(0) ?? result.output.slice(-300)) });
  }
  return { spec, kind, outcome: "failed", ms: result.ms, failure: failures[0], failures };
}

/** Groups a breakage's suites into one run per kind and pattern, unit first, e2e last. */
function groups(suites) {
  const map = new Map();
  for (const s of suites) {
    const key = `${s.kind}\u0000${s.grep ?? ""}`;
    if (!map.has(key)) map.set(key, { kind: s.kind, grep: s.grep, files: [] });
    if (!map.get(key).files.includes(s.file)) map.get(key).files.push(s.file);
  }
  return [...map.values()].sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

// ---------------------------------------------------------------------------------------
// One breakage: apply, rebuild, run, restore

function git(argv, input) {
  return spawnSync("git", argv, { cwd: scratch, input, encoding: "utf8", env: { ...process.env, GIT_CEILING_DIRECTORIES: dirname(scratch) } });
}

async function tryBreakage(b) {
  const started = Date.now();
  const result = { ...b, outcome: "", suiteResults: [], failure: null, ms: 0 };
  const finish = (outcome, failure = null) => Object.assign(result, { outcome, failure, ms: Date.now() - started });
  if (b.problem) return finish("invalid", { test: b.problem, reason: "" });
  for (const s of b.suites) {
    if (!existsSync(join(scratch, s.file))) return finish("invalid", { test: `no such suite file ${s.file}`, reason: "" });
  }

  const patch = join(LIST_DIR, b.file);
  const check = git(["apply", "--check", patch]);
  if (check.status !== 0) return finish("stale", { test: "patch no longer applies", reason: shorten(check.stderr) });
  // Keep the exact bytes of every file the patch touches, to put back afterwards.
  const saved = new Map(b.touched.map((p) => [p, existsSync(join(scratch, p)) ? readFileSync(join(scratch, p)) : null]));
  const applied = git(["apply", patch]);
  if (applied.status !== 0) return finish("stale", { test: "patch no longer applies", reason: shorten(applied.stderr) });

  try {
    if (b.touched.some((p) => BUILD_INPUTS.some((re) => re.test(p)))) {
      const built = await build();
      if (!built.ok) {
        if (built.timedOut) return finish("timeout", { test: "npm run build", reason: "" });
        return finish("caught", { test: "npm run build (the build itself fails)", reason: shorten(built.output.split("\n").find((l) => /error/i.test(l))) });
      }
    }
    for (const group of groups(b.suites)) {
      const suite = await runSuite(group.kind, group.files, group.grep, b.number || b.name);
      result.suiteResults.push(suite);
      if (suite.outcome === "failed" && flags.has("--first")) break;
    }
  } finally {
    for (const [path, bytes] of saved) {
      if (bytes === null) rmSync(join(scratch, path), { force: true });
      else writeFileSync(join(scratch, path), bytes);
    }
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
// The report

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const cell = (text) => String(text ?? "").replace(/\|/g, "\\|").replace(/\n/g, " ");
const SUITE_MARK = { passed: "pass", failed: "FAIL", timeout: "TIMEOUT", empty: "EMPTY" };

function table(results, baseline, wallMs) {
  const lines = [
    "# Behaviour mutations",
    "",
    `${new Date().toISOString()} · commit ${spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim()}${
      spawnSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).stdout.trim() ? " + uncommitted changes" : ""
    } · \`npm run test:breakages${filters.length ? ` -- ${filters.join(" ")}` : ""}\``,
    "",
  ];
  if (baseline.length) {
    const red = baseline.filter((s) => s.outcome !== "passed");
    lines.push(
      red.length
        ? `**Baseline: ${red.length} suite run(s) fail without any breakage**, so their results below mean nothing: ${red.map((s) => `\`${s.spec}\` (${cell(s.failure?.test)})`).join(", ")}`
        : `Baseline: all ${baseline.length} suite runs pass without a breakage.`,
      "",
    );
  }
  lines.push("| # | Breakage | Suites | Result | Failing test | Time |", "|---|---|---|---|---|---|");
  for (const r of results) {
    const suites = r.suites.map((s) => {
      const ran = r.suiteResults.find((x) => x.kind === s.kind && x.spec.includes(s.file));
      return `${s.kind}:${s.file.replace(/^tests\/[a-z0-9]+\//, "")}${s.grep ? `#${s.grep}` : ""}${ran ? ` ${SUITE_MARK[ran.outcome]}` : ""}`;
    });
    const others = r.suiteResults.flatMap((s) => s.failures ?? []).length - 1;
    const failing = r.failure ? `${r.failure.test}${r.failure.reason ? ` — ${r.failure.reason}` : ""}${others > 0 ? ` (+${others} more)` : ""}` : "";
    const result = r.outcome === "caught" ? "caught" : `**${r.outcome}**`;
    lines.push(`| ${r.number} | ${cell(`${r.name}: ${r.breaks}`)} | ${cell(suites.join("<br>"))} | ${result} | ${cell(failing)} | ${seconds(r.ms)} |`);
  }
  const count = (o) => results.filter((r) => r.outcome === o).length;
  const totals = ["caught", "missed", "stale", "timeout", "invalid"].map((o) => `${count(o)} ${o}`).join(", ");
  lines.push("", `**${results.length} breakages: ${totals}.** Wall time ${seconds(wallMs)} (setup and baseline included).`, "");
  // Every failing test, so that a flaky first failure is not mistaken for the catch.
  const detailed = results.filter((r) => r.suiteResults.some((s) => s.failures?.length));
  if (detailed.length) {
    lines.push("## Every failing test", "");
    for (const r of detailed) {
      lines.push(`- ${r.number} ${r.name}`);
      const failures = r.suiteResults.flatMap((s) => s.failures ?? []);
      for (const f of failures.slice(0, 12)) lines.push(`  - ${f.test}${f.reason ? ` — ${f.reason}` : ""}`);
      if (failures.length > 12) lines.push(`  - … and ${failures.length - 12} more`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------

const wallStart = Date.now();
let exitCode = 0;
try {
  console.log(`${selected.length} of ${all.length} breakages; scratch copy of ${ROOT}`);
  scratch = makeScratch();
  console.log(`scratch: ${scratch}; building…`);
  const first = await build();
  if (!first.ok) throw new Error(`the unpatched project does not build in the scratch copy:\n${first.output.slice(-2000)}`);

  const baseline = [];
  if (!flags.has("--no-baseline")) {
    const suites = groups(selected.filter((b) => !b.problem).flatMap((b) => b.suites));
    console.log(`baseline: ${suites.length} suite run(s) without a breakage…`);
    for (const g of suites) {
      const r = await runSuite(g.kind, g.files, g.grep, "baseline");
      baseline.push(r);
      console.log(`  ${r.outcome.padEnd(7)} ${r.spec} (${seconds(r.ms)})${r.failure ? `: ${r.failure.test} — ${r.failure.reason}` : ""}`);
    }
  }

  const results = [];
  for (const b of selected) {
    process.stdout.write(`${b.number} ${b.name} … `);
    const r = await tryBreakage(b);
    results.push(r);
    console.log(`${r.outcome} (${seconds(r.ms)})${r.failure ? `: ${r.failure.test}${r.failure.reason ? ` — ${r.failure.reason}` : ""}` : ""}`);
  }
  // Leave the scratch build as it started, for --keep.
  if (flags.has("--keep")) await build();

  const markdown = table(results, baseline, Date.now() - wallStart);
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, markdown);
  console.log(`\n${markdown}\nWritten to ${relative(ROOT, REPORT)}${flags.has("--keep") ? `; scratch kept at ${scratch}` : ""}`);
  if (results.some((r) => r.outcome !== "caught") || baseline.some((s) => s.outcome !== "passed")) exitCode = 1;
} catch (error) {
  // After Ctrl-C the killed build or suite fails too: that is not worth reporting.
  if (!stopping) console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
} finally {
  cleanUp();
}
process.exit(stopping ? 130 : exitCode);

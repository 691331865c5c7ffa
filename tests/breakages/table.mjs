// @ts-check
// The Markdown report of a run (reports/breakages.md): one row per breakage, the baseline
// above it, every failing test below it.
import { spawnSync } from "node:child_process";
import { ROOT } from "./list.mjs";

/** @typedef {import("./reports.mjs").Failure} Failure */
/** @typedef {import("./suites.mjs").SuiteResult} SuiteResult */
/** @typedef {import("./suites.mjs").SuiteOutcome} SuiteOutcome */
/** @typedef {"caught" | "missed" | "stale" | "timeout" | "invalid"} Outcome */
/** One breakage tried: the list's fields, what its suites did, and the verdict. */
/** @typedef {import("./list.mjs").Breakage & { outcome: Outcome | "", suiteResults: SuiteResult[], failure: Failure | null | undefined, ms: number }} BreakageResult */

/** @param {number} ms */
export const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** @param {string | undefined} text */
const cell = (text) =>
  String(text ?? "")
    .replace(/\|/g, "\\|")
    .replace(/\n/g, " ");
/** @type {Record<SuiteOutcome, string>} */
const SUITE_MARK = { passed: "pass", failed: "FAIL", timeout: "TIMEOUT", empty: "EMPTY" };
/** @type {Outcome[]} */
const OUTCOMES = ["caught", "missed", "stale", "timeout", "invalid"];

/**
 * @param {BreakageResult[]} results
 * @param {SuiteResult[]} baseline the suite runs without a breakage (none with --no-baseline)
 * @param {number} wallMs
 * @param {string[]} filters as given on the command line
 */
export function table(results, baseline, wallMs, filters) {
  const lines = [
    "# Behaviour mutations",
    "",
    `${new Date().toISOString()} · commit ${spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim()}${
      spawnSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).stdout.trim()
        ? " + uncommitted changes"
        : ""
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
  lines.push("| Breakage | Suites | Result | Failing test | Time |", "|---|---|---|---|---|");
  for (const r of results) {
    const suites = r.suites.map((s) => {
      const ran = r.suiteResults.find((x) => x.kind === s.kind && x.spec.includes(s.file));
      return `${s.kind}:${s.file.replace(/^tests\/[a-z0-9]+\//, "")}${s.grep ? `#${s.grep}` : ""}${ran ? ` ${SUITE_MARK[ran.outcome]}` : ""}`;
    });
    const others = r.suiteResults.flatMap((s) => s.failures ?? []).length - 1;
    const failing = r.failure
      ? `${r.failure.test}${r.failure.reason ? ` — ${r.failure.reason}` : ""}${others > 0 ? ` (+${others} more)` : ""}`
      : "";
    const result = r.outcome === "caught" ? "caught" : `**${r.outcome}**`;
    lines.push(
      `| ${cell(`${r.name}: ${r.breaks}`)} | ${cell(suites.join("<br>"))} | ${result} | ${cell(failing)} | ${seconds(r.ms)} |`,
    );
  }
  /** @param {Outcome} o */
  const count = (o) => results.filter((r) => r.outcome === o).length;
  const totals = OUTCOMES.map((o) => `${count(o)} ${o}`).join(", ");
  lines.push(
    "",
    `**${results.length} breakages: ${totals}.** Wall time ${seconds(wallMs)} (setup and baseline included).`,
    "",
  );
  // Every failing test, so that a flaky first failure is not mistaken for the catch.
  const detailed = results.filter((r) => r.suiteResults.some((s) => s.failures?.length));
  if (detailed.length) {
    lines.push("## Every failing test", "");
    for (const r of detailed) {
      lines.push(`- ${r.name}`);
      const failures = r.suiteResults.flatMap((s) => s.failures ?? []);
      for (const f of failures.slice(0, 12)) lines.push(`  - ${f.test}${f.reason ? ` — ${f.reason}` : ""}`);
      if (failures.length > 12) lines.push(`  - … and ${failures.length - 12} more`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

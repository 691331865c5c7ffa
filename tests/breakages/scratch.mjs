// @ts-check
// The scratch copy the breakages are tried in: HEAD plus the working tree's uncommitted
// changes, with node_modules linked, so the developer's own tree is never modified.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ROOT } from "./list.mjs";
import { runProcess } from "./processes.mjs";

const BUILD_TIMEOUT_MS = 5 * 60 * 1000;

/** Copies every file git knows of (tracked or not ignored) into a new temporary directory. */
export function makeScratch() {
  const dir = mkdtempSync(join(tmpdir(), "breakages-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  // A worktree's node_modules may be a symlink git lists as untracked: it is linked below.
  for (const path of listed.stdout.split("\0").filter((p) => p && p !== "node_modules")) {
    const from = join(ROOT, path);
    if (!existsSync(from) && !isSymlink(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(from, join(dir, path), { verbatimSymlinks: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** @param {string} path */
function isSymlink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** `npm run build` in the scratch copy; ok = it exited 0 in time and wrote the worker. @param {string} scratch */
export async function build(scratch) {
  const result = await runProcess("npm", ["run", "build"], { cwd: scratch, timeoutMs: BUILD_TIMEOUT_MS });
  const ok = result.code === 0 && !result.timedOut && existsSync(join(scratch, "build/index.js"));
  return { ...result, ok };
}

/**
 * git in the scratch copy, never in a repository above it.
 * @param {string} scratch @param {string[]} argv @param {string} [input] standard input
 */
export function git(scratch, argv, input) {
  return spawnSync("git", argv, {
    cwd: scratch,
    input,
    encoding: "utf8",
    env: { ...process.env, GIT_CEILING_DIRECTORIES: dirname(scratch) },
  });
}

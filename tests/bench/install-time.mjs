// @ts-check
// `npm run bench:install-time [-- --cold-cache]`: what `npm ci` costs for `npm test` (a lean install:
// under 1,000 packages, decision 032). Clones the committed
// HEAD into a temporary folder, times `npm ci` there as .ci/run runs it and prints the packages
// it installed, their size on disk, and the machine's load (a figure from a busy machine is
// not the quiet-machine figure). `--cold-cache` gives npm an empty cache, so every package is
// downloaded (the registry must be reachable); otherwise npm's own cache serves what it holds.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const cold = process.argv.includes("--cold-cache");
const work = mkdtempSync(join(tmpdir(), "install-time-"));
const git = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

try {
  const commit = git("rev-parse", "--short", "HEAD");
  if (git("status", "--porcelain", "package.json", "package-lock.json") !== "") {
    console.log("package.json or package-lock.json has uncommitted changes: this measures the committed ones.");
  }
  const clone = join(work, "clone");
  execFileSync("git", ["clone", "--quiet", "--no-checkout", root, clone]);
  execFileSync("git", ["checkout", "--quiet", commit], { cwd: clone });
  const load = loadavg()[0] ?? 0;
  const args = ["ci", "--no-audit", "--no-fund", ...(cold ? ["--cache", join(work, "cache")] : [])];
  const started = performance.now();
  const run = spawnSync("npm", args, { cwd: clone, encoding: "utf8", env: { ...process.env, CI: "true" } });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`npm ci failed (exit code ${run.status}):\n${run.stderr}`);
  /** @type {unknown} */
  const lock = JSON.parse(readFileSync(join(clone, "node_modules/.package-lock.json"), "utf8"));
  const installed = Object.keys(/** @type {{ packages: Record<string, unknown> }} */ (lock).packages).filter((path) =>
    path.startsWith("node_modules/"),
  ).length;
  const size = execFileSync("du", ["-sm", join(clone, "node_modules")], { encoding: "utf8" }).split("\t")[0];
  console.log(
    `npm ci on a fresh clone of ${commit} (${cold ? "empty npm cache: every package downloaded" : "npm's cache as it is"})`,
  );
  console.log(`| packages installed | node_modules | time | cores | load (1 min) before |`);
  console.log(`|---:|---:|---:|---:|---:|`);
  console.log(
    `| ${installed} | ${size} MB | ${seconds.toFixed(1)} s | ${availableParallelism()} | ${load.toFixed(2)} |`,
  );
  console.log(run.stdout.trim().split("\n").at(-1));
} finally {
  rmSync(work, { recursive: true, force: true });
}

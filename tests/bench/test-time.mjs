// @ts-check
// `npm run bench:test-time`: where `npm test`'s time goes, and the least it could take on this
// machine. Clones the committed HEAD into a temporary folder (an empty .cache/, as on CI; the
// installed node_modules hard-linked in, so nothing is downloaded), then runs the steps of
// package.json's `test` script there one after another, as `npm test` does. For each step it
// prints the wall time and the CPU the whole machine spent meanwhile (from /proc/stat, so the
// browsers' and workerd's processes count, which `time` misses: they are not its children).
// The floor is that CPU spread over every core: no ordering of the same work on this machine
// ends sooner. Writes reports/test-time.md too. About half an hour; run it on a quiet machine
// (the load before is printed: a figure from a busy machine is not the quiet figure).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "test-time-"));
const git = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/**
 * The CPU ticks the machine has spent busy so far (all cores, every process), or null where
 * there is no /proc/stat (not Linux).
 * @returns {number | null}
 */
function busyTicks() {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/) ?? [];
    // user, nice, system, idle, iowait, irq, softirq, steal: the machine's own work is the first
    // three and the two irq fields. Steal is time a virtual machine's host gave another guest
    // while this one waited: not work the tests did.
    const [user, nice, system, , , irq, softirq] = fields.map(Number);
    return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0);
  } catch {
    return null;
  }
}
/** Linux counts /proc/stat in hundredths of a second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** node_modules hard-linked, file by file: a copy in moments that takes no room (the same disk). @param {string} from @param {string} to */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true });
    else linkSync(source, target);
  }
}

/**
 * Runs one step of `npm test` in the clone; its output goes to a log, not the screen.
 * @param {string} command @param {string} cwd @returns {Promise<{ code: number, log: string }>}
 */
function run(command, cwd) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const log = [];
    const child = spawn("sh", ["-c", command], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
    });
    const keep = (/** @type {Buffer} */ chunk) => log.push(chunk);
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => resolve({ code: code ?? 1, log: Buffer.concat(log).toString("utf8") }));
  });
}

try {
  const commit = git("rev-parse", "--short", "HEAD");
  if (git("status", "--porcelain") !== "")
    console.log("The working tree has uncommitted changes: this times the committed HEAD.");
  const clone = join(work, "clone");
  execFileSync("git", ["clone", "--quiet", "--no-checkout", root, clone]);
  execFileSync("git", ["checkout", "--quiet", commit], { cwd: clone });
  try {
    linkTree(join(root, "node_modules"), join(clone, "node_modules"));
  } catch (error) {
    throw new Error(
      `could not link node_modules into ${clone} (${/** @type {Error} */ (error).message}): run it with TMPDIR on the project's disk`,
    );
  }
  /** @type {unknown} */
  const pkg = JSON.parse(readFileSync(join(clone, "package.json"), "utf8"));
  const steps = /** @type {{ scripts: Record<string, string> }} */ (pkg).scripts.test
    ?.split("&&")
    .map((step) => step.trim());
  if (!steps?.length) throw new Error("package.json has no test script");

  const cores = availableParallelism();
  const load = loadavg()[0] ?? 0;
  console.log(
    `npm test's steps on a fresh clone of ${commit}, one after another; ${cores} cores, load ${load.toFixed(2)} before`,
  );
  /** @type {string[]} */
  const rows = [];
  let wallTotal = 0;
  let busyTotal = 0;
  let measured = true;
  for (const step of steps) {
    const before = busyTicks();
    const started = performance.now();
    const { code, log } = await run(step, clone);
    const wall = (performance.now() - started) / 1000;
    const after = busyTicks();
    wallTotal += wall;
    const busy = before !== null && after !== null ? (after - before) / TICKS_PER_SECOND : null;
    if (busy === null) measured = false;
    else busyTotal += busy;
    const row = `| \`${step}\` | ${wall.toFixed(0)} | ${busy === null ? "–" : busy.toFixed(0)} | ${busy === null ? "–" : (busy / wall).toFixed(2)} | ${code === 0 ? "passed" : `failed (exit code ${code})`} |`;
    rows.push(row);
    console.log(row);
    if (code !== 0) {
      console.log(log.split("\n").slice(-60).join("\n"));
      console.log(`\`${step}\` failed: npm test stops here too. Its log's last lines are above.`);
      process.exitCode = 1;
      break;
    }
  }
  const floor = measured ? busyTotal / cores : null;
  const lines = [
    `# npm test, step by step (\`npm run bench:test-time\`)`,
    ``,
    `A fresh clone of \`${commit}\` (an empty .cache/), on ${cores} cores; load average ${load.toFixed(2)} before.`,
    `"CPU" is what the whole machine spent during the step (every process: the browsers and workerd too).`,
    ``,
    `| step | wall s | CPU s | cores busy | result |`,
    `|---|---:|---:|---:|---|`,
    ...rows,
    `| **total** | **${wallTotal.toFixed(0)}** | **${measured ? busyTotal.toFixed(0) : "–"}** | ${measured ? (busyTotal / wallTotal).toFixed(2) : "–"} | |`,
    ``,
    floor === null
      ? `No /proc/stat here: wall times only.`
      : `The floor: ${busyTotal.toFixed(0)} CPU seconds over ${cores} cores is ${floor.toFixed(0)} s (${(floor / 60).toFixed(1)} min). No order of the same work ends sooner on this machine; less time needs less work or more cores.`,
  ];
  console.log(lines.slice(-1)[0]);
  mkdirSync(join(root, "reports"), { recursive: true });
  writeFileSync(join(root, "reports/test-time.md"), `${lines.join("\n")}\n`);
  console.log("written to reports/test-time.md");
} finally {
  rmSync(work, { recursive: true, force: true });
}

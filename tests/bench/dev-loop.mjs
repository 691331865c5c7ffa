// @ts-check
// `npm run bench:dev`: what a save costs in `npm run dev`, as figures (at most 2 s per
// save, share cards and photos included). `npm run dev` runs on a copy of the project
// (tests/support/project-copy.mjs), so the working tree is never edited; each kind of save is
// made BENCH_DEV_SAVES times (default 5) and timed by the dev loop's own log line, from the
// first file event to the page's reload being sent. Each save waits until the loop is idle
// again (the build steps it loads ahead for the next save loaded), as a person's next save
// would: saves made back to back measured the previous save's clean-up too (several times a
// post's own cost: decision 049). Writes reports/bench-dev.md (git-ignored).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { copyProject } from "../support/project-copy.mjs";
import { devEnv } from "../support/dev-env.mjs";

const SAVES = Number(process.env.BENCH_DEV_SAVES ?? 5);
const PORT = Number(process.env.BENCH_DEV_PORT ?? 8795);
/** How long one save may take before the bench gives up on it (a hang, not a slow save). */
const SAVE_TIMEOUT_MS = 60_000;

/**
 * The saves, each a file and an edit that changes what a page shows: `n` is the save's number,
 * so every save writes different bytes.
 * @type {{ name: string, file: string, edit: (text: string, n: number) => string }[]}
 */
const KINDS = [
  {
    name: "a component (app/)",
    file: "app/components/SiteFooter/SiteFooter.tsx",
    edit: (text, n) => `${text}\n// bench save ${n}\n`,
  },
  {
    name: "a post's text (content/posts/)",
    file: "content/posts/meet-jordan.md",
    edit: (text, n) => `${text.trimEnd()}\n\nBench paragraph ${n}.\n`,
  },
  {
    name: "a trade's pay (its share card redrawn)",
    file: "content/data/trades/carpenter.yaml",
    edit: (text, n) => text.replace(/^salary: .*$/m, `salary: $86,${String(900 + n).padStart(3, "0")}`),
  },
];

const copy = copyProject(mkdtempSync(join(tmpdir(), "bench-dev-")));
const dev = spawn(
  process.execPath,
  ["scripts/dev/index.mjs", "--port", String(PORT), "--reload-port", String(PORT - 1), "--no-inspector", "--no-editor"],
  {
    cwd: copy,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: devEnv(),
  },
);
let output = "";
/** @type {((line: string) => void)[]} */
const listeners = [];
for (const stream of [dev.stdout, dev.stderr])
  stream.on("data", (chunk) => {
    output += chunk;
    for (const line of String(chunk).split("\n")) for (const listen of [...listeners]) listen(line);
  });

/**
 * The first log line matching `pattern` from now on.
 * @param {RegExp} pattern @param {number} timeoutMs
 * @returns {Promise<RegExpExecArray>}
 */
const nextLine = (pattern, timeoutMs) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      listeners.splice(listeners.indexOf(listen), 1);
      reject(
        new Error(`no line matching ${pattern} within ${timeoutMs} ms; the dev loop said:\n${output.slice(-2000)}`),
      );
    }, timeoutMs);
    /** @param {string} line */
    function listen(line) {
      const match = pattern.exec(line);
      if (!match) return;
      clearTimeout(timer);
      listeners.splice(listeners.indexOf(listen), 1);
      resolve(match);
    }
    listeners.push(listen);
  });

/** @type {string[]} */
const out = [];
const print = (/** @type {string} */ line = "") => {
  console.log(line);
  out.push(line);
};
try {
  const ready = await nextLine(/\[dev\] ready in (\d+) ms/, 300_000);
  await nextLine(/loaded ahead for the next save/, SAVE_TIMEOUT_MS); // idle after the first build
  print(`## npm run dev: one save, one reload (${SAVES} saves of each kind)\n`);
  print(`Started in ${ready[1]} ms (first build). Load average before the saves: ${loadavg()[0]?.toFixed(2)}.\n`);
  /** @type {(string | number)[][]} */
  const rows = [];
  for (const kind of KINDS) {
    /** @type {{ sent: number, built: number, remix: number, steps: number, reload: number }[]} */
    const saves = [];
    const path = join(copy, kind.file);
    for (let n = 1; n <= SAVES; n++) {
      const done = nextLine(
        /: rebuilt in (\d+) ms \(Remix (\d+) ms.*?the other steps (\d+) ms.*worker reloaded in (\d+) ms, page reload sent (\d+) ms after the save(; loading)?/,
        SAVE_TIMEOUT_MS,
      );
      writeFileSync(path, kind.edit(readFileSync(path, "utf8"), n));
      const line = await done;
      const [, built, remix, steps, reload, sent] = line.map(Number);
      // The loop is idle once the steps it loads ahead (if it does) are loaded.
      if (line[6]) await nextLine(/loaded ahead for the next save/, SAVE_TIMEOUT_MS);
      saves.push({
        sent: sent ?? NaN,
        built: built ?? NaN,
        remix: remix ?? NaN,
        steps: steps ?? NaN,
        reload: reload ?? NaN,
      });
    }
    const sorted = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b);
    const sent = sorted(saves.map((s) => s.sent));
    const median = (/** @type {number[]} */ values) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
    rows.push([
      kind.name,
      `\`${kind.file}\``,
      `${median(sent)} ms`,
      `${sent[0]}–${sent.at(-1)} ms`,
      `${median(saves.map((s) => s.remix))} ms`,
      `${median(saves.map((s) => s.built))} ms`,
      `${median(saves.map((s) => s.steps))} ms`,
      `${median(saves.map((s) => s.reload))} ms`,
    ]);
  }
  print(
    "| Save | File | Save to reload sent, median | min–max | Remix compile | Build in all | Other build steps | Worker restart |",
  );
  print("|---|---|---|---|---|---|---|---|");
  for (const row of rows) print(`| ${row.join(" | ")} |`);
  print();
  print(`Load average after: ${loadavg()[0]?.toFixed(2)} (2 cores: figures from a busy machine run long).`);
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/bench-dev.md", `${out.join("\n")}\n`);
  console.log("\nWritten to reports/bench-dev.md");
} finally {
  if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  rmSync(copy, { recursive: true, force: true });
}

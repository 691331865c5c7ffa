/**
 * `node scripts/ci/together.mjs`, as `npm test` runs it: scripts side by side, a lane of scripts
 * joined by commas run one after another, the run failing when any script fails. On a project of
 * its own in a temporary folder, whose scripts append to a log.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, expect, it } from "vitest";

const TOGETHER = fileURLToPath(new URL("../../scripts/ci/together.mjs", import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "together-"));
  const log = (word: string) => `node -e "require('fs').appendFileSync('log', '${word}\\n')"`;
  // `slow` ends once `quick` has written its line (or gives up after a minute, which a run of one
  // script after another would come to), so the order of the lines shows what ran beside what.
  const awaitQuick = `node -e "const f=require('fs');const end=Date.now()+60000;(function w(){if(f.readFileSync('log','utf8').includes('quick'))return;if(Date.now()>end){f.appendFileSync('log','slow gave up\\n');return}setTimeout(w,50)})()"`;
  const scripts = {
    slow: `${log("slow start")} && ${awaitQuick} && ${log("slow end")}`,
    quick: log("quick"),
    after: log("after"),
    fails: `${log("fails")} && exit 3`,
  };
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "together-test", private: true, scripts }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const together = (...args: string[]) =>
  spawnSync(process.execPath, [TOGETHER, ...args], { cwd: dir, encoding: "utf8" });
const logged = () => readFileSync(join(dir, "log"), "utf8").trim().split("\n");

it("runs a lane's scripts one after another, beside the other arguments", () => {
  const run = together("slow,after", "quick");
  expect(run.status, run.stdout + run.stderr).toBe(0);
  const lines = logged();
  // The lane in its order; quick beside slow (slow ended only after quick had run).
  expect(lines.filter((line) => line !== "quick")).toEqual(["slow start", "slow end", "after"]);
  expect(lines.indexOf("quick")).toBeGreaterThanOrEqual(0);
  expect(lines.indexOf("quick")).toBeLessThan(lines.indexOf("slow end"));
});

it("fails when a script fails, names it, and runs nothing after it in its lane", () => {
  const run = together("fails,after", "quick");
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("failed: npm run fails");
  expect(logged().sort()).toEqual(["fails", "quick"]);
});

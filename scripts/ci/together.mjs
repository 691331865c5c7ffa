#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/ci/together.mjs typecheck lint`: runs npm scripts at the same time and fails
 * when any of them fails. For steps that each leave a core idle much of the time (tsc and ESLint
 * are single threaded; the editor's suite waits on its dev loop): on two cores the pair takes
 * about as long as the longer one, not the sum. Each script's output is held and printed whole
 * when it ends, so the two never interleave line by line.
 *
 * An argument of scripts joined by commas is a lane: `together.mjs test:editor test:photos,test:live`
 * runs test:photos then test:live beside test:editor. A lane stops at its first failure.
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/ci/together.mjs <npm script> [<npm script> ...]");
  process.exit(2);
}

/** @param {string} script @returns {Promise<number>} its exit code */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Not `--ignore-scripts`: npm hands it down to every npm a script runs (test:live's `npm run build`).
    const child = spawn("npm", ["run", "-s", script], {
      stdio: ["ignore", "pipe", "pipe"],
      env: process.env,
    });
    /** @type {Buffer[]} */
    const output = [];
    /** @param {Buffer} chunk */
    const keep = (chunk) => output.push(chunk);
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => {
      console.error(`npm run ${script} could not start: ${error.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => {
      const status = code === 0 ? "passed" : `failed (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n> npm run ${script}: ${status} in ${Math.round((Date.now() - started) / 1000)} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** @param {string} lane scripts joined by commas, run one after another @returns {Promise<string[]>} those that failed */
async function runLane(lane) {
  for (const script of lane.split(",")) if ((await run(script)) !== 0) return [script];
  return [];
}

const failed = (await Promise.all(scripts.map(runLane))).flat();
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
  process.exit(1);
}

#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/ci/together.mjs typecheck lint`: runs npm scripts at the same time and fails
 * when any of them fails. For steps that each keep one core busy (tsc and ESLint are single
 * threaded): on two cores the pair takes as long as the longer one, not the sum. Each script's
 * output is held and printed whole when it ends, so the two never interleave line by line.
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
    // Without their pre-scripts: typecheck's and lint's are the same content build, which the
    // caller runs once before (package.json "check:static"); run twice at once, the two copies
    // could each read a file the other was half way through writing.
    const child = spawn("npm", ["run", "-s", "--ignore-scripts", script], {
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

const codes = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
  process.exit(1);
}

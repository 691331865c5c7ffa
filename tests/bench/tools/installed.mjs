// @ts-check
// The tools only the benchmarks use (Lighthouse, autocannon, the MDN
// HTTP Observatory) are a separate install, this folder's package.json with its own lockfile,
// so `npm ci` for `npm test` stays small (decision 032); `npm run bench:install` installs them.
// `node tests/bench/tools/installed.mjs` (run before each bench script) stops with
// what to do when they are missing; eslint.config.mjs lints this folder only where they are.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const HERE = new URL("./", import.meta.url);

/** The bench-only packages that are not installed in tests/bench/tools/node_modules. */
export function missingBenchTools() {
  /** @type {unknown} */
  const manifest = JSON.parse(readFileSync(new URL("package.json", HERE), "utf8"));
  return Object.keys(/** @type {{ devDependencies: Record<string, string> }} */ (manifest).devDependencies).filter(
    (name) => !existsSync(new URL(`node_modules/${name}/package.json`, HERE)),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingBenchTools();
  if (missing.length > 0) {
    console.error(
      `The benchmarks need tools that \`npm ci\` leaves out (${missing.join(", ")}): run \`npm run bench:install\` once (it installs tests/bench/tools/package.json), then this again.`,
    );
    process.exit(1);
  }
}

// @ts-check
// Miniflare's options for a built worker (build/index.js), as wrangler reads them from the
// project's wrangler.toml (compatibility date, static assets and their routing, bindings), as
// `wrangler dev` runs it: shared by the build's own render of the pages
// (scripts/build/built-pages.ts) and the tests and benchmarks (tests/support/worker.mjs).
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

// Miniflare's own WorkerOptions type is built from zod 3 types while this project installs
// zod 4, so it resolves to an error type: this names the part of it the callers read.
/** @typedef {Record<string, unknown> & { modules: { type: "ESModule", path: string }[], bindings?: Record<string, unknown> }} BuiltWorkerOptions */

/**
 * @param {string} root a built copy of the project
 * @returns {BuiltWorkerOptions}
 */
export function builtWorkerOptions(root) {
  process.env.WRANGLER_SEND_METRICS ??= "false";
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
  return {
    ...workerOptions,
    name: "born-to-build",
    rootPath: root,
    modulesRoot: root,
    modules: [{ type: "ESModule", path: join(root, "build", "index.js") }],
    // The placeholder request.cf, instead of fetching the real one from Cloudflare (no internet).
    cf: false,
  };
}

/**
 * A front module (a *-worker.mjs that imports "built-worker") as workerd loads it, placed before
 * the built worker of `root`: its text, named in that folder, where its import of "built-worker"
 * finds that site's build/index.js (types/built-worker.d.ts). Returns the modules to put in
 * Miniflare's list before the built worker's own.
 * @param {string} root a built copy of the project
 * @param {URL[]} fronts the front modules, outermost first
 * @returns {{ type: "ESModule", path: string, contents: string }[]}
 */
export function frontModules(root, fronts) {
  if (fronts.length === 0) return [];
  return [
    ...fronts.map((url) => ({
      type: /** @type {const} */ ("ESModule"),
      path: join(root, basename(fileURLToPath(url))),
      contents: readFileSync(url, "utf8"),
    })),
    {
      type: /** @type {const} */ ("ESModule"),
      path: join(root, "built-worker"),
      contents: 'export { default } from "./build/index.js";',
    },
  ];
}

// @ts-check
// Miniflare's options for a built worker (build/index.js), as wrangler reads them from the
// project's wrangler.toml (compatibility date, static assets and their routing, bindings), as
// `wrangler dev` runs it: shared by the build's own render of the pages
// (scripts/build/built-pages.ts) and the tests and benchmarks (tests/support/worker.mjs).
import { join } from "node:path";
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

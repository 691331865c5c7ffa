// @ts-check
// Starts the BUILT worker (build/index.js + public/ assets + _headers) in workerd, with the
// settings wrangler itself reads from wrangler.toml (compatibility date, static assets and
// their routing, the version metadata binding), as `wrangler dev` runs it, but without the
// dev server's ProxyWorker in front. That proxy forwards each request over a second TCP hop to
// the worker's own workerd, and on two cores it now and then answered a request with
// "500 Error: Network connection lost." after the browser had dropped other requests (a
// Playwright context closing mid-load): CI failed on it once (the hurried spec's load 8), and
// workers-sdk issues 4562, 15203 and 15451 report the same. Miniflare alone serves the browser
// straight from workerd. Shared by the worker tests (vitest globalSetup), Playwright
// (webServer) and the benchmarks.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { builtWorkerOptions as optionsFor } from "../../scripts/lib/built-worker.mjs";
import { IN_PINNED_SITE } from "./pinned-site.mjs";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The command that builds the site in `root`, for the messages. @param {string} root */
const buildCommand = (root) =>
  root !== projectRoot ? "npm run build:photos" : IN_PINNED_SITE ? "npm run build:pinned" : "npm run build";

/** @typedef {import("../../scripts/lib/built-worker.mjs").BuiltWorkerOptions} BuiltWorkerOptions */

/**
 * Miniflare's options for the built worker, as wrangler reads them from wrangler.toml.
 * `root`: another built copy of the project (the photo site, tests/support/photo-site.mjs); by
 * default the tree this file is in: the working tree's build of staff's content/, or the pinned
 * site's build when the suites run there (tests/support/pinned-site.mjs).
 * @returns {BuiltWorkerOptions}
 */
export function builtWorkerOptions(root = projectRoot) {
  if (!existsSync(`${root}/build/index.js`)) {
    throw new Error(`${root}/build/index.js is missing: run \`${buildCommand(root)}\` first.`);
  }
  return optionsFor(root);
}

/**
 * Serves the built worker on 127.0.0.1 (`port` 0: any free port); `root` as above.
 * @param {{ port?: number, root?: string }} [options]
 * @returns {Promise<{ url: string, dispose: () => Promise<void> }>}
 */
export async function startBuiltWorker({ port = 0, root = projectRoot } = {}) {
  const mf = new Miniflare({ ...builtWorkerOptions(root), host: "127.0.0.1", port });
  const url = await mf.ready;
  return { url: url.origin, dispose: () => mf.dispose() };
}

// `node tests/support/worker.mjs [port] [root]`: serve until stopped (Playwright's webServer).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.argv[2] ?? 8788);
  const root = process.argv[3] ? resolve(process.argv[3]) : projectRoot;
  const { url, dispose } = await startBuiltWorker({ port, root });
  console.log(`Built worker ready on ${url}`);
  // A signal handler's return is ignored: a failed dispose stays an unhandled rejection.
  const stop = () => void dispose().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

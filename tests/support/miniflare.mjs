// @ts-check
// The BUILT worker as tests/support/worker.mjs starts it (wrangler.toml's settings), with what
// some tests must set themselves: the version id a deploy would carry, an edge cache kept on
// disk between two "deploys", extra bindings, a fault injector or a moved clock in front; and `fetch` through
// Miniflare's dispatchFetch.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { builtWorkerOptions } from "./worker.mjs";

/**
 * A front module (one of this folder's *-worker.mjs) as workerd loads it: its text, named in the
 * built site's folder, where its import of "built-worker" finds that site's build/index.js.
 * @param {string} root the built site @param {string} name
 * @returns {{ type: "ESModule", path: string, contents: string }}
 */
const front = (root, name) => ({
  type: "ESModule",
  path: join(root, name),
  contents: readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), "utf8"),
});

/**
 * `faults: true` puts tests/support/fault-worker.mjs in front of the worker: GET /__faults?…
 * sets faults and answers with what the worker did (see that file). `outbound` answers every
 * fetch the worker makes to the outside (GitHub, for the editor's sign-in) instead of the internet.
 * `clock: true` puts tests/support/clock-worker.mjs in front: GET /__clock?at=<ms> moves the worker's clock.
 * `notFoundLog: true` puts tests/support/not-found-worker.mjs in front: the 404 report's stand-in store.
 * `builtPages: false` sets BUILT_PAGES "off": no page the build rendered is read, every page takes the
 * render path (and the caches), as after a scheduled post goes live until the next deploy.
 * `root`: the built site, the tree this file is in unless named (the pinned site when the worker suite runs).
 * `stdio` receives workerd's stdout and stderr, where the worker's console writes (what Workers
 * Logs would keep), instead of this process's own.
 * @param {{ root?: string, versionId?: string, cachePersist?: string, bindings?: Record<string, unknown>, faults?: boolean, clock?: boolean, notFoundLog?: boolean, builtPages?: boolean, outbound?: (request: Request) => Promise<Response>, stdio?: (stdout: import("node:stream").Readable, stderr: import("node:stream").Readable) => void }} options
 */
export async function startMiniflare({
  root = fileURLToPath(new URL("../..", import.meta.url)),
  versionId = "local",
  cachePersist,
  bindings = {},
  faults = false,
  clock = false,
  notFoundLog = false,
  builtPages = true,
  outbound,
  stdio,
} = {}) {
  // The version id is set here rather than drawn at random as wrangler's binding does.
  const { versionMetadata: _random, ...base } = builtWorkerOptions(root);
  const fronts = [
    ...(faults ? [front(root, "fault-worker.mjs")] : []),
    ...(clock ? [front(root, "clock-worker.mjs")] : []),
    ...(notFoundLog ? [front(root, "not-found-worker.mjs")] : []),
  ];
  const mf = new Miniflare({
    ...base,
    modules: [
      ...fronts,
      ...(fronts.length
        ? [
            {
              type: "ESModule",
              path: join(root, "built-worker"),
              contents: 'export { default } from "./build/index.js";',
            },
          ]
        : []),
      ...base.modules,
    ],
    cachePersist,
    ...(outbound ? { outboundService: outbound } : {}),
    ...(stdio ? { handleRuntimeStdio: stdio } : {}),
    bindings: {
      ...base.bindings,
      CF_VERSION_METADATA: { id: versionId },
      ...(builtPages ? {} : { BUILT_PAGES: "off" }),
      ...bindings,
    },
  });
  const url = await mf.ready;
  return {
    /** The loopback address workerd listens on. */
    url: url.origin,
    /** @param {string} path @param {RequestInit} [init] @returns {Promise<Response>} */
    fetch: (path, init = {}) =>
      // Miniflare's Request and Response are undici's, which the global (DOM) types describe as well
      // (but for the iterators' [Symbol.dispose], which TypeScript's lib declares and undici's
      // types do not: hence through unknown).
      /** @type {Promise<Response>} */ (
        /** @type {unknown} */ (
          mf.dispatchFetch(
            `http://localhost${path}`,
            /** @type {import("miniflare").RequestInit} */ ({ redirect: "manual", ...init }),
          )
        )
      ),
    dispose: () => mf.dispose(),
  };
}

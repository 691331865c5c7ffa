// @ts-check
// The BUILT worker as tests/support/worker.mjs starts it (wrangler.toml's settings), with what
// some tests must set themselves: the version id a deploy would carry, an edge cache kept on
// disk between two "deploys", extra bindings, a fault injector or a moved clock in front; and `fetch` through
// Miniflare's dispatchFetch.
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { frontModules } from "../../scripts/lib/built-worker.mjs";
import { builtWorkerOptions } from "./worker.mjs";

/**
 * `faults: true` puts tests/support/fault-worker.mjs in front of the worker: GET /__faults?…
 * sets faults and answers with what the worker did (see that file). `outbound` answers every
 * fetch the worker makes to the outside (GitHub, for the editor's sign-in) instead of the internet.
 * `clock: true` puts scripts/lib/clock-worker.mjs in front (as the build does): GET /__clock?at=<ms> moves the worker's clock.
 * `notFoundLog: true` puts tests/support/not-found-worker.mjs in front: the 404 report's stand-in store.
 * `builtPages: false` sets BUILT_PAGES "off": no page the build rendered is read, every page takes the
 * render path (and the caches), as past the build's horizon (decision 056) until the next deploy.
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
    ...(faults ? [new URL("./fault-worker.mjs", import.meta.url)] : []),
    ...(clock ? [new URL("../../scripts/lib/clock-worker.mjs", import.meta.url)] : []),
    ...(notFoundLog ? [new URL("./not-found-worker.mjs", import.meta.url)] : []),
  ];
  const mf = new Miniflare({
    ...base,
    modules: [...frontModules(root, fronts), ...base.modules],
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

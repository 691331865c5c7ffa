// The BUILT worker (build/index.js + public/ as its static assets) in workerd through
// Miniflare, for tests that need what wrangler's dev server does not let them set: the
// version id a deploy would carry, an edge cache kept on disk between two "deploys", extra
// bindings. Same compatibility date and assets settings as wrangler.toml.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";

const root = fileURLToPath(new URL("../..", import.meta.url));
const compatibilityDate = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(readFileSync(`${root}/wrangler.toml`, "utf8"))?.[1];

/**
 * `faults: true` puts tests/support/fault-worker.mjs in front of the worker: GET /__faults?…
 * sets faults and answers with what the worker did (see that file).
 * @param {{ versionId?: string, cachePersist?: string, bindings?: Record<string, unknown>, faults?: boolean }} options
 */
export async function startMiniflare({ versionId = "local", cachePersist, bindings = {}, faults = false } = {}) {
  if (!existsSync(`${root}/build/index.js`)) {
    throw new Error("build/index.js is missing: run `npm run build` before the worker tests.");
  }
  const mf = new Miniflare({
    rootPath: root,
    modulesRoot: root,
    modules: [
      ...(faults ? [{ type: "ESModule", path: `${root}/tests/support/fault-worker.mjs` }] : []),
      { type: "ESModule", path: `${root}/build/index.js` },
    ],
    compatibilityDate,
    cachePersist,
    bindings: { CF_VERSION_METADATA: { id: versionId }, ...bindings },
    assets: {
      directory: `${root}/public`,
      binding: "ASSETS",
      routerConfig: { has_user_worker: true },
      assetConfig: { html_handling: "none", not_found_handling: "none" },
    },
  });
  const url = await mf.ready;
  return {
    /** The loopback address workerd listens on. */
    url: url.origin,
    /** @param {string} path @param {RequestInit} [init] */
    fetch: (path, init = {}) => mf.dispatchFetch(`http://localhost${path}`, { redirect: "manual", ...init }),
    dispose: () => mf.dispose(),
  };
}

// @ts-check
// The worker in the dev loop, served by Miniflare (workerd), not by `wrangler dev`: wrangler
// only reads wrangler.toml for it (compatibility date, static assets and their routing, the
// version metadata binding). In front of build/index.js runs the dev entry (worker.mjs here),
// both loaded as they are: no bundling step between a build and a reload. A reload and the first
// page were quicker through Miniflare than through wrangler's unstable_startWorker, much
// quicker than with its bundling, which also failed now and then with "Could not resolve
// middleware-loader.entry.ts" when reloaded quickly (decision 049). Why not `wrangler dev` itself: with `[assets]` it watches the output
// folder and reloads once per file written (workers-sdk issues 6865 and 6876).
import { createInterface } from "node:readline";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** Far longer than workerd takes to start (decision 049): a start that takes longer is stuck. */
const START_TIMEOUT_MS = 30_000;

/** A failure to start the worker, said in a line (no stack trace is worth more to a reader). */
export class WorkerStartError extends Error {}

/**
 * workerd's output, less its stack trace for an address it cannot listen on: Miniflare rejects
 * the start with the address, and the dev loop says which port that is and what to do. (For
 * the debugger's port workerd says nothing and never gets ready: START_TIMEOUT_MS ends that.)
 * @param {import("node:stream").Readable} stdout
 * @param {import("node:stream").Readable} stderr
 */
function runtimeOutput(stdout, stderr) {
  createInterface(stdout).on("line", (line) => console.log(line));
  createInterface(stderr).on(
    "line",
    (line) => /Address already in use|kj::Exception|^\s*stack: /.test(line) || console.error(line),
  );
}

/**
 * @param {{ root: string, host: string, port: number, inspectorPort: number | null, reloadOrigin: string }} options
 */
export async function startWorker({ root, host, port, inspectorPort, reloadOrigin }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
  // Miniflare's option types come out as `any` here (inferred through zod, and the zod this
  // project resolves is not the major they were written for): wrangler.toml's bindings, as values.
  /** @type {unknown} */
  const configuredBindings = workerOptions.bindings;
  let buildId = 0;
  /** @returns {import("miniflare").MiniflareOptions} */
  const settings = () => ({
    ...workerOptions,
    name: "born-to-build",
    rootPath: root,
    modulesRoot: root,
    modules: [
      { type: "ESModule", path: join(root, "scripts", "dev", "worker.mjs") },
      { type: "ESModule", path: join(root, "scripts", "dev", "reload-script.mjs") },
      // The name worker.mjs imports the build by (a bare name resolves beside the importing module).
      {
        type: "ESModule",
        path: join(root, "scripts", "dev", "built-worker"),
        contents: 'export { default } from "../../build/index.js";',
      },
      { type: "ESModule", path: join(root, "build", "index.js") },
    ],
    bindings: {
      .../** @type {Record<string, unknown> | undefined} */ (configuredBindings),
      EDGE_CACHE: "off",
      DEV_RELOAD_ORIGIN: reloadOrigin,
      DEV_BUILD_ID: String(buildId),
      // The editor backend's origin (index.mjs sets its address before the worker starts), if any.
      ...(process.env.EDITOR_LOCAL_BACKEND_URL
        ? { DEV_EDITOR_BACKEND_ORIGIN: new URL(process.env.EDITOR_LOCAL_BACKEND_URL).origin }
        : {}),
    },
    host,
    port,
    ...(inspectorPort === null ? {} : { inspectorPort }),
    // The placeholder request.cf, instead of fetching the real one from Cloudflare at each start.
    cf: false,
    handleRuntimeStdio: runtimeOutput,
  });

  const worker = new Miniflare(settings());
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new WorkerStartError(`the worker did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
  });
  /** @type {URL} */
  let url;
  try {
    url = await Promise.race([worker.ready, timeout]);
  } catch (error) {
    await worker.dispose().catch(() => undefined);
    if (error instanceof WorkerStartError) throw error;
    throw new WorkerStartError(`the worker did not start: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
  // A reload keeps the address the page is open on (port 0 asks for any free port once).
  port = Number(url.port);
  const origin = url.origin;
  await serves(origin, buildId);

  return {
    origin,
    /**
     * Restarts the worker on the newest build, numbered `id`; resolves once it answers.
     * @param {number} id
     */
    async reload(id) {
      buildId = id;
      await worker.setOptions(settings());
      await serves(origin, id);
    },
    dispose: () => worker.dispose(),
  };
}

/**
 * Resolves when the worker at `origin` answers with build `id` (it does not listen for a
 * moment while workerd restarts).
 * @param {string} origin
 * @param {number} id
 */
async function serves(origin, id) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`${origin}/__dev/build`);
      if ((await response.text()) === String(id)) return;
    } catch {
      // Not listening for a moment during the reload.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the worker did not come up with build ${id} within 60 s`);
}

// @ts-check
// `npm run dev`: build once, serve the worker with Miniflare, and on every save under app/ or
// content/ rebuild, reload the worker, then reload the open browser page. One reload per save:
//
//   save ──(fs.watch, 40 ms quiet)──▶ the steps of `npm run build` (Remix's compiler kept warm
//   between builds) ──▶ Miniflare restarts workerd ONCE on the new build ──▶ we wait until the
//   new worker answers ──▶ the page's event stream says "build N" ──▶ the page reloads.
//
// Why not `wrangler dev` + `remix watch`: see runtime.mjs (wrangler reloads once per file
// written) and compiler.mjs (a cold `remix build` takes seconds).
//
// Files a build step writes inside app/ or content/ (generated modules) are told apart from
// the saves made during a build, so they never start another build.
//
// Flags: see options.mjs. The ports are checked before anything is built (ports.mjs).
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readOptions } from "./options.mjs";
import { portProblems } from "./ports.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** @param {string} message */
const log = (message) => console.log(`[dev] ${message}`);
/** @param {number} start */
const ms = (start) => Math.round(performance.now() - start);
/** @type {(message: string) => never} */
const fail = (message) => {
  console.error(`[dev] ${message}`);
  process.exit(1);
};

const startedAt = performance.now();
let options;
try {
  options = readOptions(process.argv.slice(2), process.env, root);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { host, port, reloadPort, inspectorPort } = options;
const problems = await portProblems(options);
if (problems.length > 0) fail(`cannot start:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);

// Loaded after the port check, which must answer within a second, not after the compiler loads.
process.env.NODE_ENV = "production"; // what `remix build` compiles for: dev serves what ships
// The compiler loads Vite's CommonJS build (through vanilla-extract); its deprecation notice
// is about that package's code, nothing this project can act on.
process.env.VITE_CJS_IGNORE_WARNING ??= "true";
const { createCompiler, logBuildError } = await import("./compiler.mjs");
const { createStepRunner, StepFailed } = await import("./build-steps.mjs");
const { createReloadServer } = await import("./reload-server.mjs");
const { startWorker, WorkerStartError } = await import("./runtime.mjs");
const { WATCHED, differences, isRouteSetChange, snapshot, watchFolders } = await import("./watch.mjs");
const { build } = await import("./build.mjs");
const { LOCAL_BACKEND_ENV, editorPortFor, startEditorBackend } = await import("./editor-backend.mjs");

// The web editor's local backend starts beside the first build; its address goes into config.yml.
const editorPort = options.editorPort === null ? null : await editorPortFor(options.editorPort, host);
// The only origins the editor's backend answers: the site's own, by either loopback name (filled
// in once the worker has a port when --port 0 let the system pick it).
/** @param {number | string} at */
const siteOriginsAt = (at) => [`http://localhost:${at}`, `http://127.0.0.1:${at}`];
const siteOrigins = port === 0 ? [] : siteOriginsAt(port);
if (editorPort !== null) process.env[LOCAL_BACKEND_ENV] = `http://localhost:${editorPort}/api/v1`;
const editorStarting =
  editorPort === null
    ? Promise.resolve(null)
    : startEditorBackend({ root, host, port: editorPort, siteOrigins, log }).catch((/** @type {unknown} */ error) => {
        log(
          `the web editor's local backend did not start (${error instanceof Error ? error.message : String(error)}): /admin/ will ask for a GitHub sign-in instead`,
        );
        return null;
      });

const compiler = await createCompiler(root);
const steps = createStepRunner(root, log);
let buildId = 0;
const reloadServer = createReloadServer(() => buildId);

// ---- the first build and the start -----------------------------------------------------------
try {
  await build({ root, compiler, steps, changed: null });
  rmSync(compiler.clientBuild, { recursive: true, force: true }); // a fresh start, as `remix build` makes
  compiler.serveNextClientBuild();
} catch (error) {
  logBuildError(root, error);
  await compiler.dispose().catch(() => undefined);
  fail("the first build failed: fix the error above and run `npm run dev` again");
}
let known = snapshot(root);
log(`built in ${ms(startedAt)} ms`);

/** @type {Awaited<ReturnType<typeof startWorker>>} */
let worker;
let reloadOrigin;
try {
  reloadOrigin = await reloadServer.listen(reloadPort, host);
  worker = await startWorker({ root, host, port, inspectorPort, reloadOrigin });
} catch (error) {
  // A port taken since the check: say which, as the check would have (with ours closed first,
  // and esbuild's service, which prints a Go stack trace when its parent leaves it running).
  reloadServer.close();
  await compiler.dispose().catch(() => undefined);
  const now = await portProblems({ ...options, editorPort: null });
  const reason =
    error instanceof WorkerStartError
      ? error.message
      : `the reload stream did not start: ${error instanceof Error ? error.message : String(error)}`;
  fail(`${reason}${now.length > 0 ? `\n${now.map((problem) => `  ${problem}`).join("\n")}` : ""}`);
}
steps.loadStepsAhead();
if (port === 0) siteOrigins.push(...siteOriginsAt(new URL(worker.origin).port));
const editor = await editorStarting;

// ---- one save, one reload --------------------------------------------------------------------
let building = false;
let again = false;
/** @type {number | null} */
let firstEventAt = null;

async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  try {
    do {
      again = false;
      const savedAt = firstEventAt ?? performance.now();
      firstEventAt = null;
      const start = snapshot(root);
      const changed = differences(known, start);
      if (changed.size === 0) continue; // the same bytes again: nothing to show
      for (const path of changed) compiler.invalidate(path);
      if (isRouteSetChange(known, start, changed)) await compiler.restart();
      const names = [...changed].slice(0, 3).join(", ") + (changed.size > 3 ? ` and ${changed.size - 3} more` : "");
      log(`${names} changed: rebuilding`);
      const buildStart = performance.now();
      let result;
      try {
        result = await build({ root, compiler, steps, changed });
      } catch (error) {
        logBuildError(root, error);
        compiler.forget();
        known = start;
        log(`build failed after ${ms(buildStart)} ms (${names}); the page keeps the last good build`);
        // The page shows it until a build succeeds: the staff's own words when the step gave them.
        reloadServer.broadcast(
          "failed",
          error instanceof StepFailed ? error.said.join("\n") : error instanceof Error ? error.message : String(error),
        );
        continue;
      }
      const { generated, timings } = result;
      const built = ms(buildStart);
      const after = snapshot(root);
      known = after;
      for (const path of differences(start, after)) {
        if (generated.has(path)) continue; // a build step's output: already built
        // Saved while the build ran: the build may have read the old bytes, so build again.
        const before = start.get(path);
        if (before !== undefined) known.set(path, before);
        else known.delete(path);
        again = true;
      }

      const reloadStart = performance.now();
      buildId += 1;
      const removeOldClientFiles = compiler.serveNextClientBuild();
      await worker.reload(buildId);
      reloadServer.broadcast("build", buildId);
      removeOldClientFiles();
      const loading = steps.loadStepsAhead();
      log(
        `${names}: rebuilt in ${built} ms (Remix ${timings.compile} ms${timings.compiles > 1 ? ` in ${timings.compiles} compiles` : ""}${timings.clientReused ? ", the browser bundle as it was" : ""}, the other steps ${timings.steps} ms${timings.alongside ? ", those before it alongside it" : ""}), worker reloaded in ${ms(reloadStart)} ms, page reload sent ${ms(savedAt)} ms after the save${loading > 0 ? "; loading the build steps ahead for the next save" : ""}`,
      );
    } while (again);
  } finally {
    building = false;
    // A failed build, or any error: what the build's steps left must not wait for ever (a
    // build that is up has released it already, to load the steps ahead after it).
    steps.release();
  }
}

/** Quiet time after the last file event before a build starts: editors save in several writes. */
const QUIET_MS = 40;
/** @type {NodeJS.Timeout | undefined} */
let timer;
const stopWatching = watchFolders(root, () => {
  firstEventAt ??= performance.now();
  clearTimeout(timer);
  timer = setTimeout(
    () =>
      void rebuild().catch((error) => log(`dev loop error: ${error instanceof Error ? error.message : String(error)}`)),
    QUIET_MS,
  );
});

log(
  `ready in ${ms(startedAt)} ms: ${worker.origin}  (reload events: ${reloadOrigin}/__dev/events; saves under ${WATCHED.join("/ and ")}/ rebuild and reload the page; edge cache off)`,
);
if (inspectorPort !== null) log(`debugger: chrome://inspect → Configure → ${host}:${inspectorPort}`);
if (editor)
  log(`web editor: ${worker.origin.replace("127.0.0.1", "localhost")}/admin/ (saves go straight into content/)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearTimeout(timer);
  stopWatching();
  reloadServer.close();
  editor?.stop();
  await worker.dispose().catch(() => undefined);
  await compiler.dispose().catch(() => undefined);
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

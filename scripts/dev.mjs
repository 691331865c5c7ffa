// `npm run dev`: build once, serve the worker with wrangler, and on every save under app/ or
// content/ rebuild, reload the worker, then reload the open browser page. One reload per save:
//
//   save ──(fs.watch, 40 ms quiet)──▶ the steps of `npm run build` (Remix's compiler kept warm
//   between builds) ──▶ wrangler reloads the worker ONCE (we ask it; it watches nothing) ──▶ we
//   wait until the new worker answers ──▶ the page's event stream says "build N" ──▶ reload.
//
// Why not `wrangler dev` + `remix watch`: wrangler with `[assets]` watches the output folder
// and reloads once per file written (workers-sdk issues 6865 and 6876), and a cold
// `remix build` takes 9 s or more here. Here wrangler runs with its watcher off and is reloaded
// by us after a build is complete; Remix's compiler keeps esbuild's incremental state.
//
// A change is a change of content: every watched file is hashed, so a save that writes the same
// bytes, or a file a build step regenerates unchanged, starts nothing. Files a build step writes
// inside app/ or content/ (generated modules) are told apart from the saves made during a build,
// so they never start another build.
//
// Flags (or env): --port (DEV_PORT, default wrangler.toml's [dev] port), --reload-port
// (DEV_RELOAD_PORT, default port - 1), --inspector-port (DEV_INSPECTOR_PORT, default 9229;
// `--no-inspector` turns it off).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, watch } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const WATCHED = ["app", "content"];
/** Quiet time after the last file event before a build starts: editors save in several writes. */
const QUIET_MS = 40;
/**
 * Build steps the dev loop leaves out, with the reason. V8 compile hints only change when the
 * browser compiles our scripts, which nobody sees while developing; they cost a Node start.
 */
const DEV_SKIPS = [/\bapp\/compile-hints\.mjs\b/];

// ---- options -------------------------------------------------------------------------------
function option(name, envName, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at !== -1 && process.argv[at + 1]) return process.argv[at + 1];
  return process.env[envName] ?? fallback;
}
const wranglerToml = readFileSync(join(root, "wrangler.toml"), "utf8");
const tomlPort = Number(/^\[dev\][^[]*?^port\s*=\s*(\d+)/ms.exec(wranglerToml)?.[1] ?? 8787);
let PORT = Number(option("port", "DEV_PORT", tomlPort)); // 0: any free port (the tests)
const RELOAD_PORT = Number(option("reload-port", "DEV_RELOAD_PORT", PORT === 0 ? 0 : PORT - 1));
const INSPECTOR_PORT = process.argv.includes("--no-inspector") ? null : Number(option("inspector-port", "DEV_INSPECTOR_PORT", 9229));
const HOST = "127.0.0.1";

const log = (message) => console.log(`[dev] ${message}`);
const ms = (start) => Math.round(performance.now() - start);

// ---- what `npm run build` runs ---------------------------------------------------------------
// The dev loop runs the same steps, read from package.json each time (a step added there is
// picked up on the next save); `remix build` is replaced by the warm compiler below.
function buildSteps() {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const steps = expandScripts(scripts.build, scripts);
  const remix = steps.findIndex((step) => /^remix build\b/.test(step));
  if (remix === -1) throw new Error(`package.json "build" has no \`remix build\` step: ${scripts.build}`);
  const runnable = (step) => !DEV_SKIPS.some((skip) => skip.test(step));
  return { before: steps.slice(0, remix).filter(runnable), after: steps.slice(remix + 1).filter(runnable) };
}

/**
 * A script's `&&` steps, with each `npm run X` replaced by X's own steps: starting npm costs a
 * Node start per step. Not where npm would do more than run the script (a preX or postX).
 */
function expandScripts(script, scripts, depth = 0) {
  return script.split("&&").flatMap((part) => {
    const step = part.trim();
    const name = /^npm run ([\w:.-]+)$/.exec(step)?.[1];
    const plain = name !== undefined && typeof scripts[name] === "string" && !(`pre${name}` in scripts) && !(`post${name}` in scripts);
    return plain && depth < 8 ? expandScripts(scripts[name], scripts, depth + 1) : [step];
  });
}

const binPath = `${join(root, "node_modules", ".bin")}${process.platform === "win32" ? ";" : ":"}${process.env.PATH}`;
/**
 * A TypeScript step's `buildStep(args)` runs in a worker thread of its own, which loads the
 * module and everything it imports afresh (a save of any content module is read, as a new
 * process would read it) and frees them when it ends: loaded into this process instead, every
 * save kept its copy of them (20 MB a save, measured). The thread for the next save is started
 * once a build is up, so its loading (0.5 s of the 0.7 to 1 s a thread took) is done while
 * nobody waits; a save of a file it loaded (it notes each one) makes it start afresh.
 * Against the 1.5 to 2.5 s that starting npm, tsx and Node took for each save.
 */
const STEP_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const { fileURLToPath } = require("node:url");
(async () => {
  const { tsImport } = await import(workerData.api);
  const files = [];
  const onImport = (url) => url.startsWith("file:") && files.push(fileURLToPath(url.split("?")[0]));
  const step = await tsImport(workerData.file, { parentURL: workerData.parent, onImport });
  const runs = typeof step.buildStep === "function";
  parentPort.postMessage({ files, runs });
  if (!runs) return;
  const { args } = await new Promise((resolve) => parentPort.once("message", resolve));
  parentPort.postMessage({ code: await step.buildStep(args) });
})().catch((error) => parentPort.postMessage({ error: String(error?.stack ?? error) }));
`;
const loadedSteps = new Map(); // file → the thread that has loaded it for the next save
function loadStep(file) {
  const thread = new Worker(STEP_THREAD, { eval: true, workerData: { api: import.meta.resolve("tsx/esm/api"), file: pathToFileURL(file).href, parent: import.meta.url } });
  const answers = [];
  const waiting = [];
  const settle = (answer) => (waiting.length ? waiting.shift()(answer) : answers.push(answer));
  thread.on("message", settle);
  thread.once("error", (error) => settle({ error: String(error?.stack ?? error) }));
  thread.once("exit", (exit) => settle({ error: `the build step's thread ended (exit code ${exit}) before it answered` }));
  const next = () => (answers.length ? Promise.resolve(answers.shift()) : new Promise((resolve) => waiting.push(resolve)));
  return { thread, loaded: next(), next };
}
/** Runs `file`'s buildStep(args); answers its exit code, or null when it has no buildStep. */
async function tsBuildStep(file, args, changed) {
  let step = loadedSteps.get(file);
  loadedSteps.delete(file);
  if (step) {
    const { files, error } = await step.loaded;
    if (error || changed === null || files.some((read) => changed.has(relative(root, read)))) {
      void step.thread.terminate();
      step = undefined;
    }
  }
  step ??= loadStep(file);
  try {
    const { runs, error } = await step.loaded;
    if (error) throw new Error(error);
    if (!runs) return null;
    step.thread.postMessage({ args });
    const answer = await step.next();
    if (answer.error) throw new Error(answer.error);
    return answer.code;
  } finally {
    void step.thread.terminate();
    stepFiles.add(file);
  }
}
/** Called once a build is up, so the next save's threads load while no build runs beside them. */
const stepFiles = new Set();
function loadStepsAhead() {
  for (const file of stepFiles) {
    if (loadedSteps.has(file)) continue;
    const start = performance.now();
    const step = loadStep(file);
    loadedSteps.set(file, step);
    void step.loaded.then(({ error }) => error || log(`${relative(root, file)} loaded ahead for the next save (${ms(start)} ms)`));
  }
}

/**
 * Runs one step of the build. A step `node <file>.mjs` whose module exports `buildStep` runs in
 * this process (app/asset-names.mjs does): starting Node again costs 0.2 s of CPU per step,
 * several times that in wall time on a busy machine. A step `tsx <file>.ts` whose module
 * exports `buildStep` runs in a worker thread (above). Any other step runs in a shell.
 */
async function runStep(step, changed) {
  const file = /^node\s+(\S+\.mjs)$/.exec(step)?.[1];
  if (file) {
    // Keyed by the file's bytes, so an edited step is loaded afresh and an unchanged one reused.
    const version = createHash("sha1").update(readFileSync(join(root, file))).digest("hex");
    const module = await import(`${pathToFileURL(join(root, file)).href}?${version}`);
    if (typeof module.buildStep === "function") return void (await module.buildStep());
  }
  // `tsx <file>.ts [args]` (the content build): its `buildStep(args)` returns the exit code.
  const ts = /^tsx\s+(\S+\.ts)((?:\s+[\w:.=-]+)*)$/.exec(step);
  if (ts) {
    const code = await tsBuildStep(join(root, ts[1]), ts[2].trim().split(/\s+/).filter(Boolean), changed);
    if (code !== null) {
      if (code !== 0) throw new Error(`\`${step}\` failed (exit code ${code})`);
      return;
    }
  }
  const child = spawn("sh", ["-c", step], { cwd: root, stdio: "inherit", env: { ...process.env, PATH: binPath } });
  const code = await new Promise((resolve, reject) => child.once("error", reject).once("exit", resolve));
  if (code !== 0) throw new Error(`\`${step}\` failed (exit code ${code})`);
}

// ---- Remix's compiler, kept warm -------------------------------------------------------------
process.env.NODE_ENV = "production"; // what `remix build` compiles for: dev serves what ships
const remixDev = (path) => require(require.resolve(`@remix-run/dev/dist/${path}`, { paths: [root] }));
const { readConfig } = remixDev("config.js");
const remixCompiler = remixDev("compiler/compiler.js");
const { createFileWatchCache } = remixDev("compiler/fileWatchCache.js");
const { logger } = remixDev("tux/logger.js");
const { logThrown } = remixDev("compiler/utils/log.js");

/**
 * The client files are built into a folder beside the served one (public/build-next), moved
 * into it file by file once the build is complete, just before the worker reloads, and the
 * previous build's files are removed once the new worker answers: the open page keeps its
 * scripts all along. Emptying public/build before each compile, as `remix build` does, left
 * the open page without them for the whole rebuild (the worker answered 500 for each: 15
 * after one save, measured), and with none at all after a build that failed.
 */
const CLIENT_BUILD = (await readConfig(root)).assetsBuildDirectory;
const NEXT_CLIENT_BUILD = `${CLIENT_BUILD}-next`;
process.env.REMIX_ASSETS_BUILD_DIRECTORY = NEXT_CLIENT_BUILD; // app/asset-names.mjs renames there
const remixConfig = async () => ({ ...(await readConfig(root)), assetsBuildDirectory: NEXT_CLIENT_BUILD });
const ctx = { config: await remixConfig(), options: { mode: "production", sourcemap: false }, fileWatchCache: createFileWatchCache(), logger };
let compiler = await remixCompiler.create(ctx);

/** The next client build's folder is emptied before each compile, as `remix build` does. */
function cleanClientBuild() {
  rmSync(NEXT_CLIENT_BUILD, { recursive: true, force: true });
  mkdirSync(NEXT_CLIENT_BUILD, { recursive: true });
}
/**
 * Moves a complete build's client files into the served folder, each by one rename (a file of
 * the same name, fingerprinted, has the same bytes), and answers a function that removes the
 * files the build did not make, for when the new worker answers.
 */
function serveNextClientBuild() {
  const made = new Set();
  for (const entry of readdirSync(NEXT_CLIENT_BUILD, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(NEXT_CLIENT_BUILD, join(entry.parentPath ?? entry.path, entry.name));
    mkdirSync(dirname(join(CLIENT_BUILD, path)), { recursive: true });
    renameSync(join(NEXT_CLIENT_BUILD, path), join(CLIENT_BUILD, path));
    made.add(path);
  }
  rmSync(NEXT_CLIENT_BUILD, { recursive: true, force: true });
  return () => {
    for (const entry of readdirSync(CLIENT_BUILD, { recursive: true, withFileTypes: true })) {
      const path = relative(CLIENT_BUILD, join(entry.parentPath ?? entry.path, entry.name));
      if (entry.isFile() && !made.has(path)) rmSync(join(CLIENT_BUILD, path), { force: true });
    }
  };
}

// ---- content snapshots -----------------------------------------------------------------------
/** path (relative to the root) → SHA-1 of its bytes, for every file under app/ and content/. */
function snapshot() {
  const files = new Map();
  for (const dir of WATCHED) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(root, join(entry.parentPath ?? entry.path, entry.name));
      try {
        files.set(path, createHash("sha1").update(readFileSync(join(root, path))).digest("hex"));
      } catch {
        // Deleted between the listing and the read: it is not there.
      }
    }
  }
  return files;
}
function differences(before, after) {
  const changed = new Set();
  for (const [path, hash] of after) if (before.get(path) !== hash) changed.add(path);
  for (const path of before.keys()) if (!after.has(path)) changed.add(path);
  return changed;
}
const isRouteSetChange = (before, after, changed) =>
  [...changed].some((path) => path.startsWith(`app${sep}routes${sep}`) && before.has(path) !== after.has(path));

// ---- the live-reload stream ------------------------------------------------------------------
let buildId = 0;
const clients = new Set();
function send(res, event, data) {
  res.write(`event: ${event}\n${String(data).split("\n").map((line) => `data: ${line}`).join("\n")}\n\n`);
}
const reloadServer = createServer((req, res) => {
  if (new URL(req.url ?? "/", "http://dev").pathname !== "/__dev/events") {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found\n");
    return;
  }
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" });
  // A page that was rendered before the newest build reloads as soon as it connects.
  res.write("retry: 500\n\n");
  send(res, "build", buildId);
  clients.add(res);
  req.on("close", () => clients.delete(res));
});
const broadcast = (event, data) => clients.forEach((res) => send(res, event, data));
const heartbeat = setInterval(() => clients.forEach((res) => res.write(": keep-alive\n\n")), 15_000);

// ---- the worker ----------------------------------------------------------------------------
// Miniflare runs workerd with the worker's settings read from wrangler.toml by wrangler itself
// (compatibility date, static assets and their routing, the version metadata binding), and the
// dev entry (scripts/dev-worker.mjs) in front of build/index.js, loaded as they are: no bundling
// step between a build and a reload. Measured here under load, a reload and the first page took
// 1.0 to 2.4 s through Miniflare against 1.4 to 2.0 s through wrangler's unstable_startWorker
// without bundling and 4.5 to 6.6 s with its bundling (which also failed now and then with
// "Could not resolve middleware-loader.entry.ts" when reloaded quickly).
const { unstable_getMiniflareWorkerOptions } = await import(require.resolve("wrangler", { paths: [root] }));
const { Miniflare } = await import(require.resolve("miniflare", { paths: [root] }));
const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
let reloadOrigin = "";
const workerSettings = () => ({
  ...workerOptions,
  name: "born-to-build",
  rootPath: root,
  modulesRoot: root,
  modules: [
    { type: "ESModule", path: join(root, "scripts", "dev-worker.mjs") },
    { type: "ESModule", path: join(root, "build", "index.js") },
  ],
  bindings: { ...workerOptions.bindings, EDGE_CACHE: "off", DEV_RELOAD_ORIGIN: reloadOrigin, DEV_BUILD_ID: String(buildId) },
  host: HOST,
  port: PORT,
  ...(INSPECTOR_PORT === null ? {} : { inspectorPort: INSPECTOR_PORT }),
  // The placeholder request.cf, instead of fetching the real one from Cloudflare at each start.
  cf: false,
});
let worker;

/** Resolves when the worker answers with build `id` (wrangler holds requests while it reloads). */
async function workerServes(id, url) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`${url}/__dev/build`);
      if ((await response.text()) === String(id)) return;
    } catch {
      // Not listening for a moment during the reload.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the worker did not come up with build ${id} within 60 s`);
}

/**
 * Every file (relative to the root) that Remix's last compile read, from the esbuild metafiles
 * it writes beside the server build; null when one is missing. A file a build step wrote that
 * no compile read (a step's own stamp or report) needs no second compile.
 */
function compileInputs() {
  const dir = dirname(ctx.config.serverBuildPath);
  const inputs = new Set();
  for (const name of ["metafile.css.json", "metafile.js.json", "metafile.server.json"]) {
    let metafile;
    try {
      metafile = JSON.parse(readFileSync(join(dir, name), "utf8"));
    } catch {
      return null;
    }
    // esbuild names inputs relative to its working directory (plugin namespaces never match).
    for (const input of Object.keys(metafile.inputs)) inputs.add(relative(root, resolve(process.cwd(), input)));
  }
  return inputs;
}

// ---- one build -------------------------------------------------------------------------------
let known = snapshot();

const timings = { compile: 0, steps: 0, compiles: 0, alongside: false };
const MODULE = /\.(?:[cm]?[jt]sx?)$/;
/**
 * The steps of `npm run build`; returns the files build steps wrote under app/ and content/.
 *
 * After the first build, the steps before `remix build` run alongside Remix's compile, not
 * before it, which takes the content build off the path from save to reload. It is safe
 * because a step that changes nothing changes nothing the compile reads: the content build
 * rewrites its module only when the Markdown's meaning changed. When a step did write a file
 * the compile read (or the compile failed), Remix compiles once more, since the first compile
 * may have read the old file (or half of the new one, and failed). A save of a file
 * that is not a module (Markdown) reaches the site only through a step, so such a save runs
 * the steps first, as the first build does: its compile would always be wasted.
 */
async function build(changed = null) {
  const stepsFirst = changed === null || [...changed].some((path) => !MODULE.test(path));
  const steps = buildSteps();
  const generated = new Set();
  Object.assign(timings, { compile: 0, steps: 0, compiles: 0, alongside: !stepsFirst });
  const compile = async () => {
    cleanClientBuild();
    const start = performance.now();
    timings.compiles += 1;
    try {
      await compiler.compile();
    } finally {
      timings.compile += ms(start);
    }
  };
  const stepsBefore = async () => {
    const start = performance.now();
    const before = snapshot();
    for (const step of steps.before) await runStep(step, changed);
    for (const path of differences(before, snapshot())) generated.add(path);
    timings.steps = ms(start);
  };

  if (stepsFirst) {
    // The first build, or a save only a step can carry into the site.
    await stepsBefore();
    await compile();
  } else {
    const [stepsDone, compiled] = await Promise.allSettled([stepsBefore(), compile()]);
    if (stepsDone.status === "rejected") throw stepsDone.reason;
    const read = compiled.status === "fulfilled" ? compileInputs() : null;
    if ([...generated].some((path) => read === null || read.has(path))) {
      for (const path of generated) ctx.fileWatchCache.invalidateFile(join(root, path));
      await compile();
    } else if (compiled.status === "rejected") throw compiled.reason;
  }
  const afterStart = performance.now();
  for (const step of steps.after) await runStep(step, changed);
  timings.steps += ms(afterStart);
  return generated;
}

let building = false;
let again = false;
let firstEventAt = null;
let changedNames = new Set();

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
      const start = snapshot();
      const changed = differences(known, start);
      if (changed.size === 0) continue; // the same bytes again: nothing to show
      for (const path of changed) ctx.fileWatchCache.invalidateFile(join(root, path));
      if (isRouteSetChange(known, start, changed)) {
        // A route file came or went: Remix reads its routes from the config, so start afresh.
        await compiler.dispose();
        ctx.config = await remixConfig();
        compiler = await remixCompiler.create(ctx);
      }
      const names = [...changed].slice(0, 3).join(", ") + (changed.size > 3 ? ` and ${changed.size - 3} more` : "");
      log(`${names} changed: rebuilding`);
      const buildStart = performance.now();
      let generated;
      try {
        generated = await build(changed);
      } catch (error) {
        logThrown(error);
        known = start;
        log(`build failed after ${ms(buildStart)} ms (${names}); the page keeps the last good build`);
        broadcast("failed", error instanceof Error ? error.message : String(error));
        continue;
      }
      const built = ms(buildStart);
      const after = snapshot();
      known = after;
      for (const path of differences(start, after)) {
        if (generated.has(path)) continue; // a build step's output: already built
        // Saved while the build ran: the build may have read the old bytes, so build again.
        if (start.has(path)) known.set(path, start.get(path));
        else known.delete(path);
        again = true;
      }

      const reloadStart = performance.now();
      buildId += 1;
      const removeOldClientFiles = serveNextClientBuild();
      await worker.setOptions(workerSettings());
      await workerServes(buildId, url);
      broadcast("build", buildId);
      removeOldClientFiles();
      loadStepsAhead();
      log(`${names}: rebuilt in ${built} ms (Remix ${timings.compile} ms${timings.compiles > 1 ? ` in ${timings.compiles} compiles` : ""}, the other steps ${timings.steps} ms${timings.alongside ? ", those before it alongside it" : ""}), worker reloaded in ${ms(reloadStart)} ms, page reload sent ${ms(savedAt)} ms after the save`);
    } while (again);
  } finally {
    building = false;
  }
}

// ---- start -----------------------------------------------------------------------------------
const startedAt = performance.now();
try {
  await build();
  rmSync(CLIENT_BUILD, { recursive: true, force: true }); // a fresh start, as `remix build` makes
  serveNextClientBuild();
} catch (error) {
  logThrown(error);
  log("the first build failed: fix the error above and run `npm run dev` again");
  process.exit(1);
}
known = snapshot();
log(`built in ${ms(startedAt)} ms`);

await new Promise((resolve, reject) => reloadServer.once("error", reject).listen(RELOAD_PORT, HOST, resolve));
reloadOrigin = `http://${HOST}:${reloadServer.address().port}`;
worker = new Miniflare(workerSettings());
const url = (await worker.ready).origin;
PORT = Number(new URL(url).port); // a reload keeps the address the page is open on
await workerServes(buildId, url);
loadStepsAhead();

// One watcher per directory, not `fs.watch(dir, { recursive: true })`: on Linux Node's recursive
// watch follows each file, and an editor that saves by writing a new file and renaming it over
// the old one (sed -i, many editors) leaves it watching the deleted file: the next save is
// missed. A directory's watcher sees every entry written, renamed or removed in it.
let timer;
const watchers = new Map();
function onFileEvent() {
  firstEventAt ??= performance.now();
  clearTimeout(timer);
  timer = setTimeout(() => void rebuild().catch((error) => log(`dev loop error: ${error?.stack ?? error}`)), QUIET_MS);
}
function watchDirectories() {
  const directories = new Set();
  for (const dir of WATCHED) {
    directories.add(join(root, dir));
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) directories.add(join(entry.parentPath ?? entry.path, entry.name));
    }
  }
  for (const [dir, watcher] of watchers) if (!directories.has(dir)) (watcher.close(), watchers.delete(dir));
  for (const dir of directories) {
    if (watchers.has(dir)) continue;
    watchers.set(dir, watch(dir, () => {
      watchDirectories(); // a folder made or removed under it (content/posts/, say)
      onFileEvent();
    }).on("error", () => undefined));
  }
}
watchDirectories();

log(`ready in ${ms(startedAt)} ms: ${url}  (reload events: ${reloadOrigin}/__dev/events; saves under ${WATCHED.join("/ and ")}/ rebuild and reload the page; edge cache off)`);
if (INSPECTOR_PORT !== null) log(`debugger: chrome://inspect → Configure → ${HOST}:${INSPECTOR_PORT}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearTimeout(timer);
  clearInterval(heartbeat);
  for (const watcher of watchers.values()) watcher.close();
  clients.forEach((res) => res.end());
  reloadServer.close();
  await worker.dispose().catch(() => undefined);
  await compiler.dispose().catch(() => undefined);
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

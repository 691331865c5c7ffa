// @ts-check
// The steps of `npm run build`, read from package.json each time (a step added there is picked
// up on the next save), run as cheaply as each allows; `remix build` itself is left to the warm
// compiler (compiler.mjs).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { delimiter, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * Build steps the dev loop leaves out, with the reason. V8 compile hints only change when the
 * browser compiles our scripts, which nobody sees while developing; they cost a Node start.
 * Matched by file name, in whichever folder the step lives.
 */
export const DEV_SKIPS = [/(?:^|[\s/])compile-hints\.mjs\b/];
/** `remix build`, after any `NAME=value` settings for it. */
const REMIX_BUILD = /^(?:\w+=\S*\s+)*remix build\b/;

/**
 * A script's `&&` steps, with each `npm run X` replaced by X's own steps: starting npm costs a
 * Node start per step. Not where npm would do more than run the script (a preX or postX).
 * @param {string} script
 * @param {Record<string, string>} scripts
 * @returns {string[]}
 */
export function expandScripts(script, scripts, depth = 0) {
  return script.split("&&").flatMap((part) => {
    const step = part.trim();
    const name = /^npm run ([\w:.-]+)$/.exec(step)?.[1];
    const plain =
      name !== undefined &&
      typeof scripts[name] === "string" &&
      !(`pre${name}` in scripts) &&
      !(`post${name}` in scripts);
    return plain && depth < 8 ? expandScripts(/** @type {string} */ (scripts[name]), scripts, depth + 1) : [step];
  });
}

/**
 * The steps before and after `remix build` in package.json's "build", less DEV_SKIPS.
 * @param {string} root
 */
export function buildSteps(root) {
  /** @type {unknown} */
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const { scripts } = /** @type {{ scripts: Record<string, string> & { build: string } }} */ (manifest);
  const steps = expandScripts(scripts.build, scripts);
  const remix = steps.findIndex((step) => REMIX_BUILD.test(step));
  if (remix === -1) throw new Error(`package.json "build" has no \`remix build\` step: ${scripts.build}`);
  /** @param {string} step */
  const runnable = (step) => !DEV_SKIPS.some((skip) => skip.test(step));
  return { before: steps.slice(0, remix).filter(runnable), after: steps.slice(remix + 1).filter(runnable) };
}

/**
 * A TypeScript step's `buildStep(args)` runs in a worker thread of its own, which loads the
 * module and everything it imports afresh (a save of any content module is read, as a new
 * process would read it) and frees them when it ends: loaded into this process instead, every
 * save kept its copy of them (20 MB a save, measured). The thread for the next save is started
 * once a build is up, so its loading (0.5 s of the 0.7 to 1 s a thread took) is done while
 * nobody waits; a save of a file it loaded (it notes each one) makes it start afresh.
 * Against the 1.5 to 2.5 s that starting npm, tsx and Node took for each save.
 *
 * A save under app/ of no file the step imported skips it: a TypeScript build step reads
 * app/ only through its imports (the content build reads content/ and public/ at run time, and
 * app/ for the share cards' tokens and dates, which it imports). Run beside the compile, the
 * content build only confirmed that nothing had changed, and took the CPU Remix's compile
 * needed: a component's save went from 2.2 s to 1.9 s without it (two cores, quiet).
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
  const code = await step.buildStep(args);
  parentPort.postMessage({ code, files }); // with what buildStep imported as it ran
})().catch((error) => parentPort.postMessage({ error: String(error?.stack ?? error) }));
`;

/** @typedef {{ files?: string[], runs?: boolean, code?: number, error?: string }} StepAnswer */
/** @typedef {{ thread: Worker, loaded: Promise<StepAnswer>, next: () => Promise<StepAnswer> }} LoadedStep */

/** @param {string} file */
function loadStep(file) {
  const thread = new Worker(STEP_THREAD, {
    eval: true,
    workerData: { api: import.meta.resolve("tsx/esm/api"), file: pathToFileURL(file).href, parent: import.meta.url },
  });
  /** @type {StepAnswer[]} */
  const answers = [];
  /** @type {((answer: StepAnswer) => void)[]} */
  const waiting = [];
  /** @param {StepAnswer} answer */
  const settle = (answer) =>
    waiting.length ? /** @type {(answer: StepAnswer) => void} */ (waiting.shift())(answer) : answers.push(answer);
  thread.on("message", settle);
  thread.once("error", (error) => settle({ error: String(error?.stack ?? error) }));
  thread.once("exit", (exit) =>
    settle({ error: `the build step's thread ended (exit code ${exit}) before it answered` }),
  );
  /** @returns {Promise<StepAnswer>} */
  const next = () =>
    answers.length
      ? Promise.resolve(/** @type {StepAnswer} */ (answers.shift()))
      : new Promise((resolve) => waiting.push(resolve));
  /** @type {LoadedStep} */
  const step = { thread, loaded: next(), next };
  return step;
}

/**
 * @param {string} root
 * @param {(message: string) => void} log
 */
export function createStepRunner(root, log) {
  /** @type {Map<string, LoadedStep>} file → the thread that has loaded it for the next save */
  const loadedSteps = new Map();
  /** @type {Set<string>} every TypeScript step run so far */
  const stepFiles = new Set();
  /** @type {Map<string, Set<string>>} a step whose last run succeeded → the files (relative) it imported */
  const stepImports = new Map();
  const binPath = `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}`;

  /**
   * Runs `file`'s buildStep(args); answers its exit code, or null when it has no buildStep.
   * @param {string} file
   * @param {string[]} args
   * @param {Set<string> | null} changed
   */
  async function tsBuildStep(file, args, changed) {
    const imported = stepImports.get(file);
    if (changed !== null && imported && [...changed].every((path) => path.startsWith("app/") && !imported.has(path)))
      return 0;
    stepImports.delete(file); // until this run succeeds
    let step = loadedSteps.get(file);
    loadedSteps.delete(file);
    if (step) {
      const { files = [], error } = await step.loaded;
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
      if (answer.code === 0) stepImports.set(file, new Set((answer.files ?? []).map((read) => relative(root, read))));
      return /** @type {number} */ (answer.code);
    } finally {
      void step.thread.terminate();
      stepFiles.add(file);
    }
  }

  return {
    /**
     * Runs one step of the build. A step `node <file>.mjs` whose module exports `buildStep`
     * runs in this process (the asset-names step does): starting Node again costs 0.2 s of CPU
     * per step, several times that in wall time on a busy machine. A step `tsx <file>.ts`
     * whose module exports `buildStep` runs in a worker thread (above). Any other step runs in
     * a shell.
     * @param {string} step
     * @param {Set<string> | null} changed the files saved since the last build; null: the first
     */
    async runStep(step, changed) {
      const file = /^node\s+(\S+\.mjs)$/.exec(step)?.[1];
      if (file) {
        // Keyed by the file's bytes, so an edited step is loaded afresh and an unchanged one reused.
        const version = createHash("sha1")
          .update(readFileSync(join(root, file)))
          .digest("hex");
        /** @type {unknown} */
        const loaded = await import(`${pathToFileURL(join(root, file)).href}?${version}`);
        const module = /** @type {{ buildStep?: () => unknown }} */ (loaded);
        if (typeof module.buildStep === "function") return void (await module.buildStep());
      }
      // `tsx <file>.ts [args]` (the content build): its `buildStep(args)` returns the exit code.
      const ts = /^tsx\s+(\S+\.ts)((?:\s+[\w:.=-]+)*)$/.exec(step);
      if (ts) {
        const code = await tsBuildStep(
          join(root, /** @type {string} */ (ts[1])),
          (ts[2] ?? "").trim().split(/\s+/).filter(Boolean),
          changed,
        );
        if (code !== null) {
          if (code !== 0) throw new Error(`\`${step}\` failed (exit code ${code})`);
          return;
        }
      }
      const child = spawn("sh", ["-c", step], { cwd: root, stdio: "inherit", env: { ...process.env, PATH: binPath } });
      /** @type {Promise<number | null>} */
      const exited = new Promise((resolve, reject) => child.once("error", reject).once("exit", resolve));
      const code = await exited;
      if (code !== 0) throw new Error(`\`${step}\` failed (exit code ${code})`);
    },
    /**
     * Called once a build is up, so the next save's threads load while no build runs beside them.
     * Answers how many started loading (none when the last save skipped the steps).
     */
    loadStepsAhead() {
      let started = 0;
      for (const file of stepFiles) {
        if (loadedSteps.has(file)) continue;
        started += 1;
        const start = performance.now();
        const step = loadStep(file);
        loadedSteps.set(file, step);
        void step.loaded.then(
          ({ error }) =>
            error ||
            log(`${relative(root, file)} loaded ahead for the next save (${Math.round(performance.now() - start)} ms)`),
        );
      }
      return started;
    },
  };
}

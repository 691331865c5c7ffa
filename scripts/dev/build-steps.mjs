// @ts-check
// The steps of `npm run build`, read from package.json each time (a step added there is picked
// up on the next save), run as cheaply as each allows; `remix build` itself is left to the warm
// compiler (compiler.mjs).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { delimiter, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { loadStep } from "./step-thread.mjs";

/**
 * Build steps the dev loop leaves out, with the reason. V8 compile hints only change when the
 * browser compiles our scripts, which nobody sees while developing; they cost a Node start. The
 * pages the build renders (built-pages.ts) are never read with the caches off, as the dev loop
 * runs the worker: rendering them would cost each save a workerd start and 39 renders.
 * Matched by file name, in whichever folder the step lives.
 */
/** A build step that failed and said why in its own words (the content build's problems, in staff's words). */
export class StepFailed extends Error {
  /** @param {string[]} said */
  constructor(said) {
    super("the content build found problems (listed above)");
    this.said = said;
  }
}

export const DEV_SKIPS = [/(?:^|[\s/])compile-hints\.mjs\b/, /(?:^|[\s/])built-pages\.ts\b/];
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

/** @typedef {import("./step-thread.mjs").LoadedStep} LoadedStep */

/**
 * Runs the build's steps; a TypeScript one in a thread (step-thread.mjs).
 *
 * A save under app/ of no file the step imported skips it: a TypeScript build step reads
 * app/ only through its imports (the content build reads content/ and public/ at run time, and
 * app/ for the share cards' tokens and dates, which it imports). Run beside the compile, the
 * content build only confirmed that nothing had changed, and took the CPU Remix's compile
 * needed, so a component's save is faster without it.
 * @param {string} root
 * @param {(message: string) => void} log
 */
export function createStepRunner(root, log) {
  /** @type {Map<string, Promise<LoadedStep>>} file → the thread that has loaded it for the next save */
  const loadedSteps = new Map();
  /** @type {Map<string, Promise<void>>} file → its last run's thread, finishing what the run left */
  const settling = new Map();
  /** @type {(() => void)[]} what runs left for after the build, waiting for it to be over */
  const held = [];
  /** @type {Set<string>} every TypeScript step run so far */
  const stepFiles = new Set();
  /** @type {Map<string, Set<string>>} a step whose last run succeeded → the files (relative) it imported */
  const stepImports = new Map();
  /** Lets what the finished build's steps left for after it run. */
  const release = () => {
    for (const go of held.splice(0)) go();
  };
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
    // This step runs again, so the build its last run belonged to is over, up or failed: what
    // that run left starts now if nothing has let it yet (a failed build, then a save made
    // while it ran, builds again without one being up), and this run waits for it. Only this
    // step's own next run says so: another step of the same build (the parent guide's, after
    // the content build) must not let the share cards start before the build is up.
    if (settling.has(file)) release();
    await settling.get(file);
    stepImports.delete(file); // until this run succeeds
    let step = await loadedSteps.get(file);
    loadedSteps.delete(file);
    if (step) {
      const { files = [], error } = await step.loaded;
      if (error || changed === null || files.some((read) => changed.has(relative(root, read)))) {
        void step.thread.terminate();
        step = undefined;
      }
    }
    step ??= loadStep(file);
    let settles = false;
    try {
      const { runs, error } = await step.loaded;
      if (error) throw new Error(error);
      if (!runs) return null;
      step.thread.postMessage({ args });
      const answer = await step.next();
      if (answer.error) throw new Error(answer.error);
      if (answer.code === 0) stepImports.set(file, new Set((answer.files ?? []).map((read) => relative(root, read))));
      settles = answer.settles === true;
      if (answer.code !== 0 && answer.said?.length) throw new StepFailed(answer.said);
      return /** @type {number} */ (answer.code);
    } finally {
      if (settles) settling.set(file, settle(file, step));
      else void step.thread.terminate();
      stepFiles.add(file);
    }
  }

  /**
   * Lets what a run left start once the build is over (`release`), waits for it, then ends the
   * run's thread. What went wrong the step has said itself (the share cards name the card and
   * the reason); its next run is never skipped.
   * @param {string} file
   * @param {LoadedStep} step
   */
  async function settle(file, step) {
    await new Promise((resolve) => held.push(() => resolve(undefined)));
    step.thread.postMessage({ settle: true });
    const { settled, error } = await step.next();
    void step.thread.terminate();
    if (settled === 0) return;
    stepImports.delete(file);
    if (error) log(`${relative(root, file)}: ${error}`);
  }

  return {
    /**
     * Runs one step of the build. A step `node <file>.mjs` whose module exports `buildStep`
     * runs in this process (the asset-names step does): starting Node again costs CPU on
     * every step, and more wall time on a busy machine (decision 049). A step `tsx <file>.ts`
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
     * Called once a build is over, up or failed: what its steps left for after it runs now, on
     * CPU the compile no longer needs.
     */
    release,
    /**
     * Called once a build is up, so the next save's threads load while no build runs beside them
     * (after what the build's steps left, which it releases).
     * Answers how many started loading (none when the last save skipped the steps).
     */
    loadStepsAhead() {
      release();
      let started = 0;
      for (const file of stepFiles) {
        if (loadedSteps.has(file)) continue;
        started += 1;
        // After the last run's thread has finished (the cards it draws), not beside it.
        const step = Promise.resolve(settling.get(file)).then(() => {
          const start = performance.now();
          const loading = loadStep(file);
          void loading.loaded.then(
            ({ error }) =>
              error ||
              log(
                `${relative(root, file)} loaded ahead for the next save (${Math.round(performance.now() - start)} ms)`,
              ),
          );
          return loading;
        });
        loadedSteps.set(file, step);
      }
      return started;
    },
  };
}

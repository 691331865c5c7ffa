// @ts-check
// A TypeScript build step's thread (build-steps.mjs runs the content build in one).
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * A TypeScript step's `buildStep(args)` runs in a worker thread of its own, which loads the
 * module and everything it imports afresh (a save of any content module is read, as a new
 * process would read it) and frees them when it ends: loaded into this process instead, every
 * save kept its copy of them. The thread for the next save is started once a build is up, so its
 * loading (most of a thread's cost) is done while nobody waits; a save of a file it loaded (it
 * notes each one) makes it start afresh. Far cheaper than starting npm, tsx and Node for each save.
 *
 * A step may leave work for after the build: its module's `settled()` (the content build's
 * share cards), which the thread runs when told the build is up, then ends; the step's next
 * run, and the loading of its thread for the next save, wait for it (build-steps.mjs).
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
  const settles = typeof step.settled === "function";
  // A failed step's own words (the content build's problems), for the page to show.
  const said = code !== 0 && typeof step.problems === "function" ? step.problems() : undefined;
  parentPort.postMessage({ code, files, settles, said }); // with what buildStep imported as it ran
  if (!settles) return;
  await new Promise((resolve) => parentPort.once("message", resolve)); // the build is up
  parentPort.postMessage({ settled: await step.settled() });
})().catch((error) => parentPort.postMessage({ error: String(error?.stack ?? error) }));
`;

/** @typedef {{ files?: string[], runs?: boolean, code?: number, settles?: boolean, settled?: number, error?: string, said?: string[] }} StepAnswer */
/** @typedef {{ thread: Worker, loaded: Promise<StepAnswer>, next: () => Promise<StepAnswer> }} LoadedStep */

/** @param {string} file */
export function loadStep(file) {
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

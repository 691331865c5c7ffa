// @ts-check
// One build of the dev loop: the steps of `npm run build` around Remix's warm compile.
import { buildSteps } from "./build-steps.mjs";
import { differences, snapshot } from "./watch.mjs";

const MODULE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * @typedef {object} BuildInput
 * @property {string} root
 * @property {Awaited<ReturnType<typeof import("./compiler.mjs").createCompiler>>} compiler
 * @property {ReturnType<typeof import("./build-steps.mjs").createStepRunner>} steps
 * @property {Set<string> | null} changed the files saved since the last build; null: the first build
 */

/**
 * The steps of `npm run build`; answers the files build steps wrote under app/ and content/,
 * and where the time went.
 *
 * After the first build, the steps before `remix build` run alongside Remix's compile, not
 * before it, which takes the content build off the path from save to reload. It is safe
 * because a step that changes nothing changes nothing the compile reads: the content build
 * rewrites its module only when the Markdown's meaning changed. When a step did write a file
 * the compile read (or the compile failed), Remix compiles once more, since the first compile
 * may have read the old file (or half of the new one, and failed). A save of a file
 * that is not a module (Markdown) reaches the site only through a step, so such a save runs
 * the steps first, as the first build does: its compile would always be wasted.
 * @param {BuildInput} input
 */
export async function build({ root, compiler, steps: runner, changed }) {
  const stepsFirst = changed === null || [...changed].some((path) => !MODULE.test(path));
  const steps = buildSteps(root);
  /** @type {Set<string>} */
  const generated = new Set();
  const timings = { compile: 0, steps: 0, compiles: 0, alongside: !stepsFirst, clientReused: false };
  // Content that is not a module (Markdown, YAML, a photo) reaches the compile only through the
  // generated data modules, which import no styles: the last CSS bundle still holds (compiler.mjs).
  const stylesUnchanged =
    changed !== null && [...changed].every((path) => path.startsWith("content/") && !MODULE.test(path));
  const compile = async () => {
    const start = performance.now();
    timings.compiles += 1;
    try {
      // What changed since the last compile: the saved files and what the steps wrote for them.
      timings.clientReused = await compiler.compile({ stylesUnchanged, changed: [...(changed ?? []), ...generated] });
    } finally {
      timings.compile += Math.round(performance.now() - start);
    }
  };
  const stepsBefore = async () => {
    const start = performance.now();
    const before = snapshot(root);
    for (const step of steps.before) await runner.runStep(step, changed);
    for (const path of differences(before, snapshot(root))) generated.add(path);
    timings.steps = Math.round(performance.now() - start);
  };

  if (stepsFirst) {
    // The first build, or a save only a step can carry into the site.
    await stepsBefore();
    await compile();
  } else {
    const [stepsDone, compiled] = await Promise.allSettled([stepsBefore(), compile()]);
    if (stepsDone.status === "rejected") throw stepsDone.reason;
    const read = compiled.status === "fulfilled" ? compiler.compileInputs() : null;
    if ([...generated].some((path) => read === null || read.has(path))) {
      for (const path of generated) compiler.invalidate(path);
      await compile();
    } else if (compiled.status === "rejected") throw compiled.reason;
  }
  const afterStart = performance.now();
  for (const step of steps.after) await runner.runStep(step, changed);
  timings.steps += Math.round(performance.now() - afterStart);
  return { generated, timings };
}

/**
 * The dev loop's runner of TypeScript build steps (scripts/dev/build-steps.mjs), on a step of
 * its own: a module with `buildStep(args)` and `settled()`, the shape of the content build,
 * whose `settled()` (the share cards) runs once the build is over.
 *
 * The case CI found hanging: a build fails, a save made while it ran starts the next build at
 * once (no build came up in between to let the first run's leftovers go), and that build's run
 * of the step must not wait for ever behind them.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createStepRunner } from "../../scripts/dev/build-steps.mjs";

/**
 * The step: `buildStep("fail")` answers 1; `buildStep("second")` 0 once a run's `settled()` has
 * left its mark in `root`, else 3.
 */
const stepModule = (root: string) => `
import { existsSync, writeFileSync } from "node:fs";
const mark = ${JSON.stringify(join(root, "settled.txt"))};
export async function buildStep(args: string[]): Promise<number> {
  if (args[0] === "fail") return 1;
  if (args[0] === "second") return existsSync(mark) ? 0 : 3;
  return 0;
}
// Slower than a thread's start, as drawing cards is: a run that did not wait for it
// would start before the mark is written.
export const settled = async (): Promise<number> => {
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  writeFileSync(mark, "drawn");
  return 0;
};
`;

let root: string;
let runner: ReturnType<typeof createStepRunner>;
let logged: string[];
const SAVED = new Set(["content/posts/a-post.md"]);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "step-runner-"));
  writeFileSync(join(root, "step.ts"), stepModule(root));
  logged = [];
  runner = createStepRunner(root, (message: string) => void logged.push(message));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The run, or a rejection naming what it waited for once `ms` have passed. */
function within<T>(ms: number, run: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} had not finished after ${ms} ms`)), ms);
  });
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

it("a failed run, then the next build's run with no build up between them: the second runs", async () => {
  await expect(runner.runStep("tsx step.ts fail", SAVED)).rejects.toThrow("`tsx step.ts fail` failed (exit code 1)");
  // No release(): the loop builds again straight after a failure when a save came during it.
  await within(30_000, runner.runStep("tsx step.ts second", SAVED), "the run after a failed build");
});

it("what a run left (its settled()) is done before the step runs again", async () => {
  await runner.runStep("tsx step.ts first", SAVED);
  expect(existsSync(join(root, "settled.txt"))).toBe(false); // held until the build is over
  // The next run answers 3 if the first run's settled() had not written its mark yet.
  await within(30_000, runner.runStep("tsx step.ts second", SAVED), "the second run");
  expect(logged).toEqual([]); // the runner logs only what a run left that went wrong
});

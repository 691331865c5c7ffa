import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

export const alias = {
  "~content": fileURLToPath(new URL("./app/content", import.meta.url)),
  "~": fileURLToPath(new URL("./app", import.meta.url)),
};

/**
 * Test files run at once: one per core. Left to itself, vitest 4 runs one fewer than the cores
 * outside watch mode (its docs say all of them), which on CI's two cores is one at a time, with
 * one core mostly idle (decision 049).
 * Not for the dev suite, whose test times a dev loop that needs the machine to itself.
 */
const ONE_PER_CORE = availableParallelism();

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const UNIT_FOLDERS = ["tests/unit", "app"];

/**
 * The unit test files that mock a module or stub a global. Without isolation a mock outlives its
 * file: one file's redirect rules, mocked, answered another's old addresses (vitest's own advice:
 * such files keep a module graph of their own). Read from the files, so a new one is found.
 */
const MOCKING = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/;
const unitFilesThatMock = (): string[] =>
  UNIT_FOLDERS.flatMap((folder) =>
    readdirSync(`${ROOT}${folder}`, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => `${folder}/${file.split("\\").join("/")}`),
  ).filter((file) => MOCKING.test(readFileSync(`${ROOT}${file}`, "utf8")));

/** Plain Node tests of the source modules (also the project Stryker mutates against: vitest.mutation.config.ts). */
export const unitProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: "unit",
    include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
    environment: "node",
    maxWorkers: ONE_PER_CORE,
    globalSetup: ["tests/unit/global-setup.ts"],
    // No clock on a test or a hook: each does its own work in this process (a copy of
    // the content, a check, a build) and ends when that does. A limit only measured the machine:
    // on a heavily loaded machine both a per-test and vitest's per-hook limit failed (decision 049).
    testTimeout: 0,
    hookTimeout: 0,
  },
};

/**
 * The unit suite as `npm run test:unit` runs it: the files that mock (unitFilesThatMock) each
 * in a module graph of its own, as vitest does by default; the rest share one per worker, since
 * each importing the schemas, the content and the edge pipeline afresh was the suite's largest
 * cost. A file whose tests need a module of their own takes a fresh copy
 * (tests/support/edge-harness.ts).
 */
const mocking = unitFilesThatMock();
const unitProjects: TestProjectInlineConfiguration[] = [
  { ...unitProject, test: { ...unitProject.test, exclude: mocking, isolate: false } },
  { ...unitProject, test: { ...unitProject.test, name: "unit-mocking", include: mocking } },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...unitProjects,
      {
        extends: true,
        // `npm run dev` on a scratch copy of the project: a save, one reload, the new text.
        test: {
          name: "dev",
          include: ["tests/dev/**/*.test.ts"],
          environment: "node",
          // Each wait inside names the event it waits for and its own bound (tests/dev/); the test
          // as a whole has no clock of its own.
          testTimeout: 0,
          // The hooks copy the project and start the dev loop: they end when that work does.
          hookTimeout: 0,
        },
      },
      {
        extends: true,
        // Real HTTP against the built worker in workerd; one worker for the whole run.
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          maxWorkers: ONE_PER_CORE,
          // One module graph per worker, as the unit suite: the files talk to workerd over HTTP
          // and keep no state of their own between files.
          isolate: false,
          globalSetup: ["tests/worker/global-setup.ts"],
          // No clock: each test awaits its own requests to the local worker, and
          // starting the worker ends when workerd is up, however long a busy machine takes.
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
      {
        extends: true,
        // The site built from staff's own content/ (`npm run test:live`: `npm run build` first),
        // checked by rules only: every page answered, titled, one h1, links and pictures found.
        test: {
          name: "live",
          include: ["tests/live/**/*.test.ts"],
          globalSetup: ["tests/worker/global-setup.ts"],
          // It waits on its own requests, however busy the machine: no clock.
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
      {
        extends: true,
        // Staff's edits on a scratch copy: content:check, the build and the live suite on it.
        test: {
          name: "staff-edits",
          include: ["tests/staff-edits/**/*.test.ts"],
          environment: "node",
          // Its work is a copy, a build and a suite: it ends when they do, however busy the machine.
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
      {
        extends: true,
        // The photo pipeline's own tests (encoding is heavy: kept out of the unit run), and the
        // photo site (tests/support/photo-site.mjs, `npm run build:photos`): the same worker
        // with every drawing replaced by a camera photo.
        test: {
          name: "photos",
          include: ["tests/photos/**/*.test.ts"],
          maxWorkers: ONE_PER_CORE,
          globalSetup: ["tests/photos/global-setup.ts"],
          // Encoding photos takes what it takes on a busy machine: no clock.
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
    ],
  },
});

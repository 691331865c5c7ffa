// The unit project alone, for Stryker (tests/mutation/stryker.config.mjs): the worker and browser tests run
// the built worker, which never sees a mutated source file, so they could kill no mutant.
// MUTATION_TESTS (comma-separated test files) narrows it further. The schema's mutants are
// mostly in code that runs when the module loads, so Stryker reruns every test for each of
// them: the whole unit project put app/content/schema.ts alone at 2 to 5 hours here, its own tests
// at a fraction of that. A mutant that only another file would kill counts as surviving, so a
// narrowed score is a lower bound.
import { defineConfig } from "vitest/config";
import { alias, unitProject } from "./vitest.config";

/** The unit tests of the modules tests/mutation/stryker.config.mjs mutates: the dry run runs them all. */
export const MUTATION_TESTS = [
  "app/lib/edge/*.test.ts",
  "app/lib/hash.test.ts",
  "tests/unit/http.test.ts",
  "tests/unit/adelaide-day.test.ts",
  "tests/unit/date-format.test.ts",
  "tests/unit/feed.test.ts",
  "tests/unit/after-paint.test.ts",
  "tests/unit/redirects.test.ts",
  "tests/unit/old-site.test.ts",
  "tests/unit/canonical.test.ts",
  "tests/unit/explorer-swap.test.ts",
  "tests/unit/page-windows.test.ts",
  "tests/unit/hydrate.test.ts",
];

const only = process.env.MUTATION_TESTS?.split(",").filter(Boolean) ?? MUTATION_TESTS;

export default defineConfig({
  resolve: { alias },
  // No global setup: vitest runs it again for every mutant. Stryker's buildCommand builds the
  // pinned content once in its sandbox instead (tests/mutation/stryker.config.mjs).
  test: {
    projects: [{ ...unitProject, test: { ...unitProject.test, include: only, globalSetup: [], isolate: true } }],
  },
});

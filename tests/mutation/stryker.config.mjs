// @ts-check
// Mutation testing of the pure logic modules against the unit tests (`npm run test:mutation`,
// part of `npm test`; docs/testing.md, "Mutation testing"; decision 039). Incremental: the report
// committed next to this file holds every mutant's last result, so a run only re-tests mutants in
// code (or tests) that changed since; `thresholds.break` fails the run under the score. Run it
// through tests/mutation/run.mjs, which gives Stryker a copy of that report to read and write.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  coverageAnalysis: "perTest",
  // What tests/unit/global-setup.ts does for `npm run test:unit`, once per run in the sandbox:
  // the unit tests import the content built from the pinned launch copy.
  buildCommand: "npx tsx tests/mutation/build-pinned-content.ts",
  // Modules whose behaviour the unit tests pin down. A module added here needs a full run of its
  // mutants once (`npm run test:mutation`) and the updated incremental report committed.
  mutate: [
    "app/components/TradeExplorer/swap.ts",
    "app/lib/edge/built-pages.ts",
    "app/lib/edge/cache-key.ts",
    "app/lib/edge/conditional.ts",
    "app/lib/edge/head-only.ts",
    "app/lib/edge/memory-cache.ts",
    "app/lib/edge/not-found-log.ts",
    "app/lib/edge/page-policy.ts",
    "app/lib/edge/request-guard.ts",
    "app/lib/edge/within.ts",
    "app/lib/adelaide-day.ts",
    "app/lib/date-format.ts",
    "app/lib/hash.ts",
    "app/lib/hydrate.server.ts",
    "app/lib/http.ts",
    "app/lib/post-date.ts",
    "app/lib/redirects.ts",
    "scripts/build/page-windows.ts",
  ],
  // Only what the unit tests read is copied into the sandbox.
  ignorePatterns: [
    "/build",
    "public/build",
    ".cache",
    ".wrangler",
    "test-results",
    "playwright-report",
    "bench-results",
    "reports",
    "tests/e2e",
    "tests/worker",
    "tests/bench",
    "tests/breakages",
    "tests/mutation/*.json",
  ],
  tempDirName: ".stryker-tmp",
  concurrency: 2,
  // On a busy machine the first run of the tests can take more than the default 5 minutes.
  dryRunTimeoutMinutes: 30,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  incremental: true,
  incrementalFile: ".cache/mutation/stryker-incremental.json",
  thresholds: { high: 95, low: 85, break: 80 },
};

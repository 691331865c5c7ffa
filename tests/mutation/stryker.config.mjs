// @ts-check
// Mutation testing of the pure logic modules against the unit tests (`npm run test:mutation`,
// part of `npm test`; docs/testing.md, "Mutation testing"; decision 039). Incremental: the report
// committed next to this file holds every mutant's last result, so a run only re-tests mutants in
// code (or tests) that changed since; `thresholds.break` fails the run under the score.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  coverageAnalysis: "perTest",
  // Modules whose behaviour the unit tests pin down. A module added here needs a full run of its
  // mutants once (`npm run test:mutation`) and the updated incremental report committed.
  mutate: [
    "app/lib/edge/*.ts",
    "!app/lib/edge/*.test.ts",
    "app/lib/hash.ts",
    "app/lib/http.ts",
    "app/lib/redirects.ts",
    "app/lib/redirect-rules.ts",
    "app/lib/used-css.ts",
    "app/lib/meta.ts",
    "app/lib/adelaide-day.ts",
    "app/lib/english.ts",
    "app/lib/explorer.ts",
    "app/lib/explorer.server.ts",
    "app/lib/csv.ts",
    "app/lib/find-your-trade.ts",
    "app/lib/find-your-trade.server.ts",
    "app/lib/post-date.ts",
    "app/lib/after-paint.ts",
    "app/lib/pay-table.server.ts",
    "app/lib/feed.server.ts",
    "app/lib/seo.server.ts",
    "app/content/pay-words.ts",
    "app/components/Picture/sizes.ts",
    "scripts/content/find-your-trade.ts",
    "scripts/content/check-redirects.ts",
  ],
  // Only what the unit tests read is copied into the sandbox.
  ignorePatterns: [
    "build",
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
    "tests/mutation",
  ],
  tempDirName: ".stryker-tmp",
  concurrency: 2,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  incremental: true,
  incrementalFile: "tests/mutation/stryker-incremental.json",
  thresholds: { high: 95, low: 85, break: 80 },
};

// @ts-check
// Mutation testing of the server modules and the content schema against the unit tests
// (`npm run test:mutation`; docs/testing.md, "Mutation testing"). Reports land in reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  coverageAnalysis: "perTest",
  mutate: [
    "app/lib/edge.ts",
    "app/lib/http.ts",
    "app/lib/redirects.ts",
    "app/lib/after-paint.ts",
    "app/lib/meta.ts",
    "app/lib/seo.server.ts",
    "app/lib/structured-data.server.ts",
    "app/lib/structured-data-content.server.ts",
    "app/lib/page.server.ts",
    "app/lib/trade-route.server.ts",
    "app/lib/content.server.ts",
    "app/lib/adelaide-day.ts",
    "app/lib/english.ts",
    "app/lib/explorer.ts",
    "app/lib/feed.server.ts",
    "app/lib/post-date.ts",
    "content/schema.ts",
    "content/prose-schema.ts",
    "content/prose.ts",
    "scripts/content/markdown.ts",
    "scripts/content/check*.ts",
    "scripts/content/build.ts",
    "scripts/content/new-post.ts",
  ],
  // Only what the unit tests read is copied into the sandbox.
  ignorePatterns: ["build", "public/build", ".cache", ".wrangler", "test-results", "playwright-report", "bench-results", "reports", "tests/e2e", "tests/worker", "tests/bench"],
  tempDirName: ".stryker-tmp",
  concurrency: 2,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  incrementalFile: "reports/mutation/stryker-incremental.json",
  thresholds: { high: 95, low: 90, break: 90 },
};

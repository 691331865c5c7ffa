import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from "./tests/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 8788);

/**
 * Most specs run in Chromium's headless shell (tests/support/chromium.ts): the suite takes far
 * less time in it than in the full browser (decision 049). The shell sends every page a
 * pointer move at (0, 0) as it loads, which to the page would be the visitor's first
 * interaction (the video players wait for one); the specs' contexts drop it (fixtures.ts `offline`). The specs about what the page
 * does before that interaction also run in the full browser, which sends no such move: the
 * smoke spec in both (in the shell it proves the move is dropped), the video spec there only.
 */
const FULL_BROWSER = /[\\/](smoke|video)\.spec\.ts$/;
const FULL_BROWSER_ONLY = /[\\/]video\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One more than the cores: a spec waits on the page (a quiet network, drawn frames) for about a
  // fifth of its time, which one per core left idle (decision 054). A runner with more cores runs more at once.
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // Each config its own: a run empties its outputDir as it starts, and the editor's runs beside others.
  outputDir: "test-results/site",
  // Refuses to run outside the pinned site (`npm run test:e2e` runs it there).
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    trace: "off",
  },
  projects: [
    {
      name: "shell",
      testIgnore: FULL_BROWSER_ONLY,
      use: { launchOptions: { executablePath: findHeadlessShell(), args: CHROMIUM_ARGS } },
    },
    {
      name: "chromium",
      testMatch: FULL_BROWSER,
      use: { launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } },
    },
  ],
  // The built worker in workerd (same runtime as `wrangler dev`), shared by every spec.
  webServer: {
    command: `node tests/support/worker.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});

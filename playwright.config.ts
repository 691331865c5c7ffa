import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from "./tests/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 8788);

/**
 * The specs about what the page does before the visitor's first interaction (the video players
 * wait for one). The headless shell sends every page a trusted pointer move at (0,0) as it
 * loads, which to the page is that interaction, so these run in the full browser; every other
 * spec runs in the shell (tests/support/chromium.ts), which took the suite from 15.1 to 9.3 min.
 */
const BEFORE_FIRST_INTERACTION = /[\\/](smoke|video)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    trace: "off",
  },
  projects: [
    {
      name: "shell",
      testIgnore: BEFORE_FIRST_INTERACTION,
      use: { launchOptions: { executablePath: findHeadlessShell(), args: CHROMIUM_ARGS } },
    },
    {
      name: "chromium",
      testMatch: BEFORE_FIRST_INTERACTION,
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
